import { describe, expect, it } from "vitest";
import {
  exactLookups,
  markWords,
  planSearch,
  queryWords,
  searchNotes,
  snippetOf,
  typoLookups,
  wordWeigher,
} from "./search-query";

describe("queryWords", () => {
  it("keeps one word per stem and at most eight", () => {
    expect(queryWords("hamil kehamilan ibu").map((w) => w.word)).toEqual(["hamil", "ibu"]);
    expect(queryWords("satu dua tiga empat lima enam tujuh delapan sembilan sepuluh")).toHaveLength(8);
  });
});

describe("exactLookups and typoLookups", () => {
  it("looks a word up as its stem and, if it differs, its typed form", () => {
    expect(exactLookups(queryWords("kehamilan asi"))).toEqual([
      ["e", "hamil"],
      ["e", "=kehamilan"],
      ["e", "asi"],
    ]);
  });

  it("looks for a typo by the word's first half and its end, in words of five letters or more", () => {
    expect(typoLookups(queryWords("imunsasi asu"))).toEqual([
      // Entries starting "imun" of 7 to 9 letters, their "=" forms of 8 to 10 characters.
      ["t", "imun", "imuo", 7, 9],
      ["t", "=imun", "=imuo", 8, 10],
      // Entries ending "isa" backwards ("asi"), 7 to 10 characters.
      ["r", "isa", "isb", 7, 10],
    ]);
    expect(typoLookups(queryWords("kehamilan"))).toEqual([
      ["t", "keha", "kehb", 8, 10],
      ["t", "=keha", "=kehb", 9, 11],
      ["r", "nali", "nalj", 8, 11],
    ]);
  });

  it("takes a pasca- compound in a query as its parts, so it finds them written apart", () => {
    expect(queryWords("pascapersalinan").map((w) => w.word)).toEqual(["pasca", "persalinan"]);
  });
});

describe("planSearch", () => {
  const vocabulary = new Map([
    ["hamil", 40],
    ["=kehamilan", 30],
    ["imunisasi", 5],
    ["anemia", 3],
  ]);

  it("stands for a word by its stem and its typed form, all words required, from the rarest", () => {
    const plan = planSearch(queryWords("kehamilan anemia"), vocabulary, 100);
    expect(plan.allWords).toBe(true);
    expect(plan.rarestWord).toBe(1);
    expect(plan.entries.map((e) => [e.entry, e.word])).toEqual([
      ["hamil", 0],
      ["=kehamilan", 0],
      ["anemia", 1],
    ]);
    // The stem counts for its place, the form only for being exact; rarer words count more.
    const [stem, form, anemia] = plan.entries;
    expect(stem!.formWeight).toBe(0);
    expect(form!.stemWeight).toBe(0);
    expect(anemia!.stemWeight).toBeGreaterThan(stem!.stemWeight);
    expect(plan.corrected).toEqual([]);
  });

  it("takes a word in no article as the words one typo away, and says so", () => {
    const plan = planSearch(queryWords("imunsasi"), vocabulary, 100);
    expect(plan.entries.map((e) => e.entry)).toEqual(["imunisasi"]);
    expect(plan.corrected).toEqual([{ typed: "imunsasi", used: ["imunisasi"] }]);
    expect(plan.allWords).toBe(true);
  });

  it("takes a typo of a word form to that form and its stem", () => {
    const plan = planSearch(queryWords("kehamlian"), vocabulary, 100);
    expect(plan.entries.map((e) => e.entry).sort()).toEqual(["=kehamilan", "hamil"]);
    expect(plan.corrected).toEqual([{ typed: "kehamlian", used: ["kehamilan"] }]);
  });

  it("gives up on a word in no article and not one typo away: any word then", () => {
    const plan = planSearch(queryWords("anemia qwertyzx"), vocabulary, 100);
    expect(plan.missing).toEqual(["qwertyzx"]);
    expect(plan.allWords).toBe(false);
    expect(plan.entries.map((e) => e.entry)).toEqual(["anemia"]);
  });

  it("forgives no typo in a short word", () => {
    const plan = planSearch(queryWords("asu"), new Map([["asi", 9]]), 100);
    expect(plan.entries).toEqual([]);
    expect(plan.missing).toEqual(["asu"]);
  });
});

describe("markWords and snippetOf", () => {
  const matches = wordWeigher(planSearch(queryWords("kehamilan"), new Map([["hamil", 4]]), 10));

  it("marks every form of a matched word, keeping the text as it was", () => {
    const pieces = markWords("Hamil muda, kehamilannya sehat.", matches);
    expect(pieces).toEqual([
      { text: "Hamil", match: true },
      { text: " muda, ", match: false },
      { text: "kehamilannya", match: true },
      { text: " sehat.", match: false },
    ]);
    expect(pieces.map((p) => p.text).join("")).toBe("Hamil muda, kehamilannya sehat.");
  });

  it("shows the sentence with the match, cut around it with an ellipsis when long", () => {
    const long = `${"Kalimat pembuka yang panjang sekali. "}${"kata ".repeat(30)}lalu kehamilan ${"lain ".repeat(40)}akhir.`;
    const pieces = snippetOf(["Ringkasan tanpa kata itu.", long], matches)!;
    const shown = pieces.map((p) => p.text).join("");
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(127);
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(["kehamilan"]);
  });

  it("prefers the sentence with the rarer word", () => {
    const weigh = wordWeigher(
      planSearch(
        queryWords("ibu hamil kopi"),
        new Map([
          ["ibu", 90],
          ["hamil", 80],
          ["kopi", 2],
        ]),
        100,
      ),
    );
    const pieces = snippetOf(["Ibu hamil makan sayur.", "Batasi kopi sehari."], weigh)!;
    expect(pieces.map((p) => p.text).join("")).toBe("Batasi kopi sehari.");
  });

  it("takes a heading or a list item as a sentence of its own", () => {
    const pieces = snippetOf(["Pedoman gizi\nIbu hamil butuh protein."], matches)!;
    expect(pieces.map((p) => p.text).join("")).toBe("Ibu hamil butuh protein.");
  });

  it("shows a full-length passage even when the match is near the end of a long sentence", () => {
    const long = `${"awal ".repeat(60)}hamil akhir.`;
    const shown = snippetOf([long], matches)!
      .map((p) => p.text)
      .join("");
    expect(shown.length).toBeGreaterThan(110);
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("hamil akhir.")).toBe(true);
  });

  it("is null when no sentence has a match", () => {
    expect(snippetOf(["Tidak ada di sini."], matches)).toBeNull();
  });
});

describe("searchNotes", () => {
  it("says a search relaxed to any word, the words in no article, and each typo's stand-in", () => {
    expect(
      searchNotes({ relaxed: true, missing: ["qwertyzx"], corrected: [{ typed: "imunsasi", used: ["imunisasi"] }] }, 4),
    ).toEqual([
      "Tidak ada artikel yang memuat semua kata pencarian Anda. Berikut artikel yang memuat sebagian kata tersebut, diurutkan dari yang paling cocok.",
      'Kata yang tidak ditemukan di artikel mana pun: "qwertyzx".',
      'Tidak ada artikel dengan kata "imunsasi". Menampilkan hasil untuk "imunisasi".',
    ]);
  });

  it("says nothing when every word matched, or when nothing was found", () => {
    expect(searchNotes({ relaxed: false, missing: [], corrected: [] }, 9)).toEqual([]);
    expect(searchNotes({ relaxed: true, missing: ["x"], corrected: [] }, 0)).toEqual([]);
  });
});
