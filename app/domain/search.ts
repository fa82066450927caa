// Article search matches at the start of a word: "ASI" finds "ASI", "(ASI)" and "ASI," but not
// "informasi" or "imunisasi"; "pelek" finds "Pelekatan". A query of several words is a phrase
// that must begin at a word start ("asi eksklusif"). Decision 016 explains the choice.
//
// The database side (app/server/articles.server.ts) turns every separator below into a space,
// collapses runs of spaces, puts one space in front and lower-cases the text; the query gets the
// same treatment here, so both sides are cut into words the same way. Then
// `text LIKE '% ' || query || '%'` is exactly "the text has a word starting with the query".

/**
 * Characters that separate words: white space and punctuation that can stand before or after a
 * word in Indonesian prose. `%` and `_` are deliberately not here: they stay part of a word and
 * are escaped, so they can never act as LIKE wildcards.
 */
export const WORD_SEPARATORS: readonly string[] = [
  "\n",
  "\r",
  "\t",
  "\u00a0",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "<",
  ">",
  '"',
  "'",
  "`",
  "\u201c",
  "\u201d",
  "\u2018",
  "\u2019",
  "\u00ab",
  "\u00bb",
  ",",
  ".",
  ";",
  ":",
  "!",
  "?",
  "\u2026",
  "/",
  "\\",
  "|",
  "-",
  "\u2013",
  "\u2014",
  "*",
  "+",
  "=",
  "&",
  "#",
  "@",
  "~",
  "^",
];

/**
 * How many times the database halves runs of spaces: a run of up to 2^n spaces (left by
 * separators standing together, like `"), "`) becomes one. 5 passes cover 32 in a row.
 */
export const SPACE_COLLAPSE_PASSES = 5;

/** The escape character used in the LIKE patterns built here. */
export const LIKE_ESCAPE = "\\";

/**
 * A search text cut into words the way the database cuts article text: separators become spaces,
 * runs of spaces become one, no space at either end. Letter case is kept (SQLite's lower() folds
 * both sides, so they always fold alike).
 */
export function normaliseSearchText(text: string): string {
  let result = text;
  for (const separator of WORD_SEPARATORS) result = result.replaceAll(separator, " ");
  return result.replace(/ {2,}/g, " ").trim();
}

/** Makes `%`, `_` and the escape character itself plain characters inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/** D1 refuses a LIKE pattern longer than this ("LIKE or GLOB pattern too complex"). */
export const MAX_LIKE_PATTERN_BYTES = 50;

const utf8 = new TextEncoder();

/**
 * The LIKE pattern for a query ("% asi%": a word starting with "asi"), or null when the query has
 * no word in it at all (only separators), which matches no article. A query too long for D1's
 * pattern limit is searched by its beginning (whole characters, never half an escape), which
 * finds the same articles and perhaps a few more.
 */
export function wordStartPattern(query: string): string | null {
  const words = normaliseSearchText(query);
  if (!words) return null;
  let body = "";
  for (const char of words) {
    const piece = escapeLike(char);
    if (utf8.encode(`% ${body}${piece}%`).length > MAX_LIKE_PATTERN_BYTES) break;
    body += piece;
  }
  return `% ${body.trimEnd()}%`;
}

/** A constant as an SQL string literal: quotes doubled, nothing else needs escaping. */
export function sqlStringLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
