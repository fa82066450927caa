import { describe, expect, it } from "vitest";
import { searchWordsOf, stemWord, withinOneEdit, wordsOf } from "./search-words";

describe("wordsOf", () => {
  it("cuts at anything but letters and digits, lower-cased, accents folded", () => {
    expect(wordsOf("Manfaat (ASI), bukan 'informasi'!")).toEqual(["manfaat", "asi", "bukan", "informasi"]);
    expect(wordsOf("Kafé bayi_sehat 100%")).toEqual(["kafe", "bayi", "sehat", "100"]);
  });

  it("takes a reduplicated word as the word twice, and a pasca- compound as its parts too", () => {
    expect(wordsOf("anak-anak")).toEqual(["anak", "anak"]);
    expect(wordsOf("pascapersalinan")).toEqual(["pascapersalinan", "pasca", "persalinan"]);
  });

  it("skips a 'word' longer than 40 characters", () => {
    expect(wordsOf(`${"a".repeat(41)} hamil`)).toEqual(["hamil"]);
  });
});

describe("stemWord", () => {
  it("stems the words readers and articles use in different forms alike", () => {
    expect(stemWord("kehamilan")).toBe("hamil");
    expect(stemWord("menyusui")).toBe("susu");
    expect(stemWord("persalinan")).toBe("salin");
  });

  it("takes menimbang and penimbangan to timbang (weigh), and seimbang stays balance", () => {
    expect(stemWord("menimbang")).toBe("timbang");
    expect(stemWord("penimbangan")).toBe("timbang");
    expect(stemWord("keseimbangan")).toBe("imbang");
    expect(stemWord("seimbang")).toBe("imbang");
  });

  it("takes perawatan to rawat, gerakan to gerak and perasaan to rasa (the site's dictionary changes)", () => {
    expect(stemWord("perawatan")).toBe("rawat");
    expect(stemWord("merawat")).toBe("rawat");
    expect(stemWord("gerakan")).toBe("gerak");
    expect(stemWord("perasaan")).toBe("rasa");
    expect(stemWord("terasa")).toBe("rasa");
  });

  it("takes memasuki to masuk and menemani to teman (the site's overrides)", () => {
    expect(stemWord("memasuki")).toBe("masuk");
    expect(stemWord("menemani")).toBe("teman");
  });

  it("stems words that are names of JavaScript's object members as words", () => {
    for (const word of ["constructor", "tostring", "valueof", "hasownproperty", "proto"]) {
      expect(typeof stemWord(word), word).toBe("string");
    }
    expect(stemWord("constructor")).toBe("constructor");
  });

  it("leaves digits and mixed words as they are", () => {
    expect(stemWord("2025")).toBe("2025");
    expect(stemWord("mpasi6")).toBe("mpasi6");
  });
});

describe("searchWordsOf", () => {
  it("drops the function words of a question, keeping word and stem", () => {
    expect(searchWordsOf("Apakah ibu hamil boleh minum kopi?")).toEqual([
      { word: "ibu", stem: "ibu" },
      { word: "hamil", stem: "hamil" },
      { word: "minum", stem: "minum" },
      { word: "kopi", stem: "kopi" },
    ]);
    // "bolehkah" is "boleh" + -kah: dropped as a stop word with a particle.
    expect(searchWordsOf("bolehkah makan nanas")).toEqual([
      { word: "makan", stem: "makan" },
      { word: "nanas", stem: "nanas" },
    ]);
  });

  it("keeps words whose stem is a stop word: keadaan, bagian, diperlukan", () => {
    expect(searchWordsOf("keadaan darurat bagian diperlukan").map((w) => w.word)).toEqual([
      "keadaan",
      "darurat",
      "bagian",
      "diperlukan",
    ]);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["imunsasi", "imunisasi", true], // one letter missing
    ["imunisasi", "imunsasi", true], // one letter more
    ["hamul", "hamil", true], // one letter replaced
    ["kehamlian", "kehamilan", true], // two neighbours swapped
    ["hamil", "hamil", true],
    ["hmail", "hamil", true],
    ["imnsasi", "imunisasi", false], // two letters missing
    ["halim", "hamil", false], // two letters apart swapped
    ["susu", "sasa", false],
    ["ab", "ba", true],
    ["abc", "xbz", false],
  ])("%s and %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
