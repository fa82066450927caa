import { messages } from "~/messages";
import { entryWord, FORM_PREFIX, reversed } from "./search-index";
import { foldText, searchWordsOf, stemWord, TYPO_MIN_LENGTH, type SearchWord, withinOneEdit } from "./search-words";

// A reader's query, from words to the index entries that answer it (decision 070). Round trip
// one looks the words up in the index's vocabulary (exact stems and forms, and the words one
// typo away); `planSearch` then decides, from what exists, which entries stand for each word and
// how much each counts; round trip two ranks the articles that have them.

/** A question longer than this many kept words is searched by its first ones. */
export const MAX_QUERY_WORDS = 8;

/** How much a word found only through a typo counts, against the word itself. */
export const TYPO_FACTOR = 0.6;

/** The words of a query the search uses: kept words, one per stem, at most MAX_QUERY_WORDS. */
export function queryWords(q: string): SearchWord[] {
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const word of searchWordsOf(q, "parts")) {
    if (seen.has(word.stem)) continue;
    seen.add(word.stem);
    words.push(word);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/** The next string after every string starting with `prefix` (its last character moved up one). */
function after(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * A vocabulary lookup: ["e", entry] for an entry itself; ["t", from, to, shortest, longest] for
 * entries from `from` up to (not including) `to` of a length in range; ["r", …] the same on the
 * entries written backwards.
 */
export type VocabularyLookup = ["e", string] | ["t" | "r", string, string, number, number];

/** True for a word a typo is looked for in: letters a-z only, long enough. */
export const typoEligible = (word: string) => word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word);

/** The lookups of the words themselves: each word's stem and, if it differs, its typed form. */
export function exactLookups(words: readonly SearchWord[]): VocabularyLookup[] {
  return words.flatMap(({ word, stem }): VocabularyLookup[] =>
    word === stem
      ? [["e", stem]]
      : [
          ["e", stem],
          ["e", `${FORM_PREFIX}${word}`],
        ],
  );
}

/** True when the vocabulary found has neither the word's stem nor its typed form. */
export function isMissing({ word, stem }: SearchWord, vocabulary: ReadonlyMap<string, number>): boolean {
  return !vocabulary.has(stem) && !vocabulary.has(`${FORM_PREFIX}${word}`);
}

/**
 * The lookups that find every entry one edit away from the words a typo is looked for in. A
 * word one edit away from the typed one (n letters) keeps either its first half or, past the
 * edit, its end: so the candidates are the entries starting with the first ⌊n/2⌋ letters or
 * ending with the last n-⌊n/2⌋-1, of a length within one; `planSearch` keeps those really one
 * edit away.
 */
export function typoLookups(words: readonly SearchWord[]): VocabularyLookup[] {
  const lookups: VocabularyLookup[] = [];
  for (const { word } of words) {
    if (!typoEligible(word)) continue;
    const n = word.length;
    const half = Math.floor(n / 2);
    const start = word.slice(0, half);
    const end = reversed(word).slice(0, n - half - 1);
    lookups.push(["t", start, after(start), n - 1, n + 1]);
    lookups.push(["t", `${FORM_PREFIX}${start}`, after(`${FORM_PREFIX}${start}`), n, n + 2]);
    // Backwards, an entry and its "=" form start alike ("nalimahek", "nalimahek=").
    lookups.push(["r", end, after(end), n - 1, n + 2]);
  }
  return lookups;
}

/** One index entry a query looks for: which word it stands for and what it counts. */
export interface PlannedEntry {
  entry: string;
  /** The word of the query (its index in `words`). */
  word: number;
  /** Counted for the entry's place (title, lead, body). */
  stemWeight: number;
  /** Counted when the word stands there in exactly the typed form. */
  formWeight: number;
}

export interface SearchPlan {
  words: SearchWord[];
  entries: PlannedEntry[];
  /** Every word must match (true), or any word may (false: some word is in no article). */
  allWords: boolean;
  /** The word the matching starts from when all are required: the one in fewest articles. */
  rarestWord: number;
  /** Words not in the index, taken as the nearest words that are: typed → used. */
  corrected: { typed: string; used: string[] }[];
  /** Words neither in the index nor one typo away from a word that is. */
  missing: string[];
}

/** Rarer words count more: the usual inverse document frequency, never below a small floor. */
export function rarity(articlesWithWord: number, articles: number): number {
  const n = Math.max(articles, articlesWithWord, 1);
  return Math.max(Math.log(1 + n / Math.max(articlesWithWord, 1)), 0.05);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Which entries stand for each word, from the vocabulary found (entry → number of articles with
 * it): the word's stem and its typed form when either exists; otherwise the entries one typo
 * away (and their stems), counted a little less.
 */
export function planSearch(
  words: readonly SearchWord[],
  vocabulary: ReadonlyMap<string, number>,
  articles: number,
): SearchPlan {
  const entries: PlannedEntry[] = [];
  const corrected: SearchPlan["corrected"] = [];
  const missing: string[] = [];
  const found: boolean[] = [];
  const spread: number[] = [];
  words.forEach(({ word, stem }, index) => {
    const form = `${FORM_PREFIX}${word}`;
    const stemCount = vocabulary.get(stem);
    const formCount = word === stem ? undefined : vocabulary.get(form);
    if (stemCount !== undefined || formCount !== undefined) {
      if (stemCount !== undefined) {
        const weight = round(rarity(stemCount, articles));
        entries.push({ entry: stem, word: index, stemWeight: weight, formWeight: word === stem ? weight : 0 });
      }
      if (formCount !== undefined) {
        entries.push({
          entry: form,
          word: index,
          stemWeight: stemCount === undefined ? round(rarity(formCount, articles)) : 0,
          formWeight: round(rarity(formCount, articles)),
        });
      }
      found.push(true);
      spread.push(Math.max(stemCount ?? 0, formCount ?? 0));
      return;
    }
    const near = typoEligible(word)
      ? Array.from(vocabulary).filter(([entry]) => entryWord(entry) !== word && withinOneEdit(entryWord(entry), word))
      : [];
    if (near.length === 0) {
      missing.push(word);
      found.push(false);
      spread.push(0);
      return;
    }
    const planned = new Map<string, number>();
    for (const [entry, count] of near) {
      const weight = round(TYPO_FACTOR * rarity(count, articles));
      planned.set(entry, Math.max(planned.get(entry) ?? 0, weight));
      // The stem of the word meant: "kehamlan" → "=kehamilan" → "hamil", as if typed right.
      const meantStem = stemWord(entryWord(entry));
      planned.set(meantStem, Math.max(planned.get(meantStem) ?? 0, weight));
    }
    for (const [entry, weight] of planned) entries.push({ entry, word: index, stemWeight: weight, formWeight: 0 });
    corrected.push({ typed: word, used: Array.from(new Set(near.map(([entry]) => entryWord(entry)))).sort() });
    found.push(true);
    spread.push(near.reduce((sum, [, count]) => sum + count, 0));
  });
  const allWords = words.length > 0 && found.every(Boolean);
  let rarestWord = -1;
  if (allWords) {
    for (let i = 0; i < words.length; i++) if (rarestWord < 0 || spread[i]! < spread[rarestWord]!) rarestWord = i;
  }
  return { words: [...words], entries, allWords, rarestWord, corrected, missing };
}

/** A piece of shown text, marked when it is a word the search matched. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/**
 * How much a word of a text (as written) counts for a plan: the weight of the word of the query
 * it stands for (rarer words more), 0 when it stands for none.
 */
export type WordWeight = (word: string) => number;

export function wordWeigher(plan: Pick<SearchPlan, "entries">): WordWeight {
  const weights = new Map<string, number>();
  for (const { entry, stemWeight, formWeight } of plan.entries) {
    const key = entry.startsWith(FORM_PREFIX) ? entry : entryWord(entry);
    weights.set(key, Math.max(weights.get(key) ?? 0, stemWeight, formWeight));
  }
  return (word) => {
    const folded = foldText(word);
    return weights.get(`${FORM_PREFIX}${folded}`) ?? weights.get(stemWord(folded)) ?? weights.get(folded) ?? 0;
  };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A text cut into pieces with its matched words marked; the text is unchanged when joined. */
export function markWords(text: string, weigh: WordWeight): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (weigh(found[0]) <= 0) continue;
    if (found.index > last) pieces.push({ text: text.slice(last, found.index), match: false });
    pieces.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

/** The longest snippet shown on a card, in characters: three lines of a card on a 360 px phone. */
export const SNIPPET_LENGTH = 125;

/**
 * The passage of an article that shows best where the words matched: of its sentences (the
 * excerpt's first; a heading or list item is a sentence of its own), the one whose different
 * matched words weigh most (a rare word beats two common ones), the earliest on a tie, cut
 * to SNIPPET_LENGTH around its first match with "…" where it was cut. Null when no sentence has
 * a match (the words matched in the title, category or tags only).
 */
export function snippetOf(texts: readonly string[], weigh: WordWeight): TextPiece[] | null {
  let best: { sentence: string; score: number } | null = null;
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const matched = new Map<string, number>();
      for (const found of sentence.matchAll(WORD)) {
        const weight = weigh(found[0]);
        if (weight > 0) matched.set(stemWord(foldText(found[0])), weight);
      }
      const score = Array.from(matched.values()).reduce((sum, weight) => sum + weight, 0);
      if (score > 0 && (!best || score > best.score)) best = { sentence: sentence.trim(), score };
    }
  }
  if (!best) return null;
  let { sentence } = best;
  let prefix = "";
  let suffix = "";
  if (sentence.length > SNIPPET_LENGTH) {
    const first = markWords(sentence, weigh).findIndex((piece) => piece.match);
    const offset = markWords(sentence, weigh)
      .slice(0, first)
      .reduce((sum, piece) => sum + piece.text.length, 0);
    // Some words before the first match, but never so late that the snippet comes out short.
    let start = Math.max(0, Math.min(offset - 30, sentence.length - SNIPPET_LENGTH));
    // Start at a word, not inside one.
    if (start > 0) {
      const space = sentence.indexOf(" ", start);
      start = space >= 0 && space < offset ? space + 1 : offset;
    }
    let end = Math.min(sentence.length, start + SNIPPET_LENGTH);
    if (end < sentence.length) {
      const space = sentence.lastIndexOf(" ", end);
      if (space > start) end = space;
    }
    prefix = start > 0 ? "…" : "";
    suffix = end < sentence.length ? "…" : "";
    sentence = sentence.slice(start, end);
  }
  const pieces = markWords(sentence, weigh);
  if (prefix) pieces.unshift({ text: prefix, match: false });
  if (suffix) pieces.push({ text: suffix, match: false });
  return pieces;
}

/**
 * What the list says above a search's results when it matched less than, or other than, asked:
 * relaxed to any word (naming the words in no article), and each word taken as its neighbours
 * one typo away. Nothing when it found nothing at all (the "not found" panel says it).
 */
export function searchNotes(
  outcome: Pick<SearchPlan, "missing" | "corrected"> & { relaxed: boolean },
  total: number,
  texts: Record<"searchRelaxed" | "searchMissing" | "searchCorrected", string> = messages.articles,
): string[] {
  if (total === 0) return [];
  const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(", ");
  return [
    ...(outcome.relaxed ? [texts.searchRelaxed] : []),
    ...(outcome.relaxed && outcome.missing.length > 0
      ? [texts.searchMissing.replace("{words}", quoted(outcome.missing))]
      : []),
    ...outcome.corrected.map(({ typed, used }) =>
      texts.searchCorrected.replace("{typed}", typed).replace("{used}", quoted(used)),
    ),
  ];
}
