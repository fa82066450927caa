import { describe, expect, it } from "vitest";
import { escapeLike, MAX_LIKE_PATTERN_BYTES, normaliseSearchText, sqlStringLiteral, wordStartPattern } from "./search";

/**
 * What the database does with a pattern, written out by hand for the test: the text cut into
 * words the same way (space in front, ASCII lower case as SQLite's lower()), then LIKE with `\`
 * as the escape character.
 */
function matches(text: string, query: string): boolean {
  const pattern = wordStartPattern(query);
  if (pattern === null) return false;
  const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const words = ` ${asciiLower(normaliseSearchText(text))}`;
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "\\") source += asciiLower(pattern[++i]!).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") source += "[\\s\\S]*";
    else if (c === "_") source += "[\\s\\S]";
    else source += asciiLower(c).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`).test(words);
}

describe("normaliseSearchText", () => {
  it("turns separators into single spaces and trims, keeping letter case", () => {
    expect(normaliseSearchText("  (ASI)  eksklusif, ")).toBe("ASI eksklusif");
    expect(normaliseSearchText("Ibu\u2014bayi\n\t\u201csehat\u201d!")).toBe("Ibu bayi sehat");
    expect(normaliseSearchText("S.Tr.Keb")).toBe("S Tr Keb");
    expect(normaliseSearchText("pasca-persalinan")).toBe("pasca persalinan");
  });

  it("keeps % and _ as part of a word", () => {
    expect(normaliseSearchText("100%")).toBe("100%");
    expect(normaliseSearchText("bayi_sehat")).toBe("bayi_sehat");
  });

  it("leaves nothing of a query without words", () => {
    expect(normaliseSearchText("")).toBe("");
    expect(normaliseSearchText(" (...) -- ?! ")).toBe("");
  });
});

describe("escapeLike", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%")).toBe("100\\%");
    expect(escapeLike("a_b\\c")).toBe("a\\_b\\\\c");
    expect(escapeLike("asi")).toBe("asi");
  });
});

describe("wordStartPattern within D1's pattern limit", () => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;

  it("searches a long query by its beginning, never over 50 bytes", () => {
    expect(MAX_LIKE_PATTERN_BYTES).toBe(50);
    expect(wordStartPattern("a".repeat(300))).toBe(`% ${"a".repeat(47)}%`);
    const phrase = "tanda bahaya kehamilan yang tidak boleh diabaikan sama sekali";
    const pattern = wordStartPattern(phrase)!;
    expect(bytes(pattern)).toBeLessThanOrEqual(50);
    expect(phrase.startsWith(pattern.slice(2, -1))).toBe(true);
  });

  it("cuts between whole characters and whole escapes, and drops a trailing space", () => {
    const emoji = wordStartPattern("🤰".repeat(20))!;
    expect(bytes(emoji)).toBeLessThanOrEqual(50);
    expect(emoji).toBe(`% ${"🤰".repeat(11)}%`);
    const percents = wordStartPattern("%".repeat(40))!;
    expect(percents).toBe(`% ${"\\%".repeat(23)}%`);
    expect(wordStartPattern(`${"a".repeat(46)} b`)).toBe(`% ${"a".repeat(46)}%`);
  });
});

describe("wordStartPattern", () => {
  it("anchors the query at a word start", () => {
    expect(wordStartPattern("ASI")).toBe("% ASI%");
    expect(wordStartPattern("(ASI)")).toBe("% ASI%");
    expect(wordStartPattern(" asi   eksklusif ")).toBe("% asi eksklusif%");
    expect(wordStartPattern("100%")).toBe("% 100\\%%");
  });

  it("is null for a query with no word", () => {
    expect(wordStartPattern("")).toBeNull();
    expect(wordStartPattern("(...)")).toBeNull();
  });
});

describe("word-start matching", () => {
  it("finds ASI as a word, in any case and next to punctuation, but not inside words", () => {
    expect(matches("ASI Eksklusif dan Teknik Pelekatan", "ASI")).toBe(true);
    expect(matches("Manfaat pemberian (ASI) bagi bayi", "asi")).toBe(true);
    expect(matches("Susu formula atau ASI, mana yang lebih baik?", "Asi")).toBe(true);
    expect(matches("Pemberian\nASI perah", "ASI")).toBe(true);
    expect(matches("Informasi jadwal imunisasi dasar", "ASI")).toBe(false);
    expect(matches("MPASI pertama", "ASI")).toBe(false);
  });

  it("matches word starts and phrases", () => {
    expect(matches("Teknik Pelekatan yang Benar", "pelek")).toBe(true);
    expect(matches("ASI (eksklusif) enam bulan", "asi eksklusif")).toBe(true);
    expect(matches("Eksklusif ASI", "asi eksklusif")).toBe(false);
  });

  it("treats % and _ in the query as plain characters", () => {
    expect(matches("Diskon 100% Susu?", "100%")).toBe(true);
    expect(matches("Diskon 1000 Susu", "100%")).toBe(false);
    expect(matches("Kode bayi_sehat", "bayi_sehat")).toBe(true);
    expect(matches("Kode bayiXsehat", "bayi_sehat")).toBe(false);
  });
});

describe("sqlStringLiteral", () => {
  it("doubles quotes and nothing else", () => {
    expect(sqlStringLiteral("'")).toBe("''''");
    expect(sqlStringLiteral("\\")).toBe("'\\'");
    expect(sqlStringLiteral("(")).toBe("'('");
  });
});
