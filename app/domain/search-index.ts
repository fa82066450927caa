import { searchWordsOf } from "./search-words";

// What the search index holds for one article (decision 070): for every stem in it, one entry
// with a weight that says where the stem stands (title, lead, body) and where it stands in
// exactly that form. A word whose form differs from its stem ("kehamilan", stem "hamil") adds an
// entry for the form itself, written "=kehamilan", so that a reader who typed that very word
// sees those articles first. Stop words are not indexed.

/** Where a stem stands. The lead is the excerpt, the category and the tags. */
export const IN_TITLE = 1;
export const IN_LEAD = 2;
export const IN_BODY = 4;
/** Where the word stands in exactly the form of the entry (the stem itself, or the "=" form). */
export const EXACT_IN_TITLE = 8;
export const EXACT_IN_LEAD = 16;
export const EXACT_IN_BODY = 32;

/**
 * The version of the rules that make the entries (words, stems, stop words, weights). Raise it
 * with any change to them: `npm run deploy` then re-indexes every article (`search:rebuild
 * --if-stale`).
 */
export const SEARCH_INDEX_VERSION = 1;

/** The prefix of an entry that is a word's own form, not a stem. */
export const FORM_PREFIX = "=";

/** The fields of an article the search reads; `html` is the stored (sanitized) content. */
export interface SearchableArticle {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  html: string;
}

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", " "],
]);

/** Tags that end a block of text: a heading, a paragraph, a list item, a cell, a line break. */
const BLOCK_END = /<\/?(p|div|h[1-6]|li|ul|ol|blockquote|td|th|tr|table|br|hr)\b[^>]*>/gi;

/**
 * The text of stored HTML: tags become spaces, the ends of blocks line breaks (a heading never
 * runs into its paragraph), entities their characters.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#x")) return codePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith("#")) return codePoint(Number.parseInt(lower.slice(1), 10));
      return NAMED_ENTITIES.get(lower) ?? entity;
    })
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n")
    .trim();
}

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : " ";
}

/** The index entries of an article: entry → weight (a sum of the flags above). */
export function articleEntries(article: SearchableArticle): Map<string, number> {
  const entries = new Map<string, number>();
  const add = (text: string, where: number, exact: number) => {
    for (const { word, stem } of searchWordsOf(text)) {
      entries.set(stem, (entries.get(stem) ?? 0) | where | (word === stem ? exact : 0));
      if (word !== stem) entries.set(`${FORM_PREFIX}${word}`, (entries.get(`${FORM_PREFIX}${word}`) ?? 0) | exact);
    }
  };
  add(article.title, IN_TITLE, EXACT_IN_TITLE);
  add([article.excerpt, article.category, ...article.tags].join(" \n "), IN_LEAD, EXACT_IN_LEAD);
  add(textOfHtml(article.html), IN_BODY, EXACT_IN_BODY);
  return entries;
}

/** The fields of a Tanya Jawab answer the search reads (issue 39): plain texts. */
export interface SearchableAnswer {
  title: string;
  question: string;
  answer: string;
  category: string;
}

/**
 * The index entries of an answer, weighed as an article's: its title as the title, the question
 * and the category as the lead, the answer as the body.
 */
export function answerEntries(answer: SearchableAnswer): Map<string, number> {
  return articleEntries({
    title: answer.title,
    excerpt: answer.question,
    category: answer.category,
    tags: [],
    html: escapeText(answer.answer),
  });
}

/** Plain text as the HTML `textOfHtml` reads back to the same text. */
function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** An entry's text as typed (the "=" form without its mark). */
export const entryWord = (entry: string) => (entry.startsWith(FORM_PREFIX) ? entry.slice(FORM_PREFIX.length) : entry);

/** A word written backwards: the index finds words by their end through it (typos early in a word). */
export const reversed = (word: string) => Array.from(word).reverse().join("");

/**
 * The rows the index stores for an article, as one JSON text (D1 binds at most 100 values per
 * statement; one JSON value carries any number of rows): [entry, weight, entry backwards].
 */
export function entryRowsJson(entries: Map<string, number>): string {
  return JSON.stringify(Array.from(entries, ([entry, weight]) => [entry, weight, reversed(entry)]));
}
