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

  it("takes menimbang and penimbangan to timbang (weigh), not imbang (balance)", () => {
    expect(stemWord("menimbang")).toBe("timbang");
    expect(stemWord("penimbangan")).toBe("timbang");
    expect(stemWord("ditimbang")).toBe("timbang");
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
    // "bolehkah" is "boleh" + -kah: dropped by its stem.
    expect(searchWordsOf("bolehkah makan nanas")).toEqual([
      { word: "makan", stem: "makan" },
      { word: "nanas", stem: "nanas" },
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
