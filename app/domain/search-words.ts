import { createStemmer } from "./indonesian-stemmer";
import { ROOT_WORDS } from "./indonesian-root-words";

// Words as the search sees them (issue 33, decision 070): a text is cut into words of letters and
// digits, lower-cased, accents folded; each word is reduced to its stem by the Sastrawi stemmer
// rules (Enhanced Confix Stripping, the Nazief-Adriani family, app/domain/indonesian-stemmer.ts)
// with Sastrawi's dictionary of root words, so "kehamilan", "hamil" and "kehamilannya" are one
// word to the search. Articles and queries go through exactly these functions, so both sides
// always agree. Only the Worker imports this file: the dictionary (about 80 KB gzip) never
// reaches a reader's phone.

/** Words longer than this are not words a reader types (addresses, pasted strings): skipped. */
export const MAX_WORD_LENGTH = 40;

/**
 * Function words a reader puts in a question ("apakah ibu hamil boleh minum kopi") that say
 * nothing about the subject: dropped from queries and never indexed. Kept short on purpose:
 * every word here is one the search can never find. Compared with the word as written and with
 * its particle or possessive taken off ("bolehkah", "adanya"), never with its stem: "keadaan",
 * "bagian" and "diperlukan" are words of their own.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "ada",
  "adalah",
  "agar",
  "akan",
  "aku",
  "apa",
  "apakah",
  "atau",
  "bagaimana",
  "bagi",
  "bahwa",
  "banget",
  "berapa",
  "bisa",
  "boleh",
  "cara",
  "dalam",
  "dan",
  "dari",
  "dengan",
  "di",
  "dong",
  "gimana",
  "hal",
  "harus",
  "ini",
  "itu",
  "jadi",
  "jika",
  "juga",
  "kah",
  "kalau",
  "kami",
  "kamu",
  "kan",
  "kapan",
  "karena",
  "ke",
  "kenapa",
  "lah",
  "mana",
  "mengapa",
  "nya",
  "oleh",
  "pada",
  "para",
  "perlu",
  "saat",
  "saja",
  "sangat",
  "saya",
  "se",
  "sebagai",
  "sih",
  "sudah",
  "supaya",
  "tentang",
  "untuk",
  "yang",
  "ya",
]);

/**
 * Root words taken out of the stemmer's dictionary where its first choice is wrong for this
 * site's words: with "awat", "perawatan" stems to "awat" instead of "rawat" (care); with
 * "gera", "gerakan" (janin) to "gera" instead of "gerak" (move); with "asa" (hope), "perasaan"
 * and "terasa" to "asa" instead of "rasa" (feel).
 */
const REMOVED_ROOTS = ["awat", "gera", "asa"];

/**
 * Words the rules take to a wrong root, with the right one: the precedence of me-…-i takes
 * "memasuki" (a trimester) to "pasuk" and "menemani" to "tani".
 */
const STEM_OVERRIDES: ReadonlyMap<string, string> = new Map([
  ["memasuki", "masuk"],
  ["dimasuki", "masuk"],
  ["menemani", "teman"],
  ["ditemani", "teman"],
]);

/** The word with a particle or possessive taken off ("bolehkah" → "boleh"), for stop words. */
const withoutClitic = (word: string) => word.replace(/(kah|lah|tah|pun|nya|ku|mu)$/, "");

/** Compounds written as one word whose parts readers search for apart: "pascapersalinan". */
const JOINED_PREFIXES = ["pasca"];

let stemmer: ((word: string) => string) | undefined;
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/** The stem of one lower-case word (letters only are stemmed; "mpasi6" or "2025" stay as they are). */
export function stemWord(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  let stem = word;
  if (/^[a-z]{3,}$/.test(word)) {
    if (!stemmer) {
      const roots = new Set(ROOT_WORDS.split("\n"));
      for (const removed of REMOVED_ROOTS) roots.delete(removed);
      stemmer = createStemmer((candidate) => roots.has(candidate));
    }
    stem = STEM_OVERRIDES.get(word) ?? stemmer(word);
  }
  if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
  stems.set(word, stem);
  return stem;
}

/** Lower case with accents folded ("é" is "e"), so "Kafé" and "kafe" are one word. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "");
}

/**
 * The words of a text in order: runs of letters and digits. Anything else separates words, so
 * "anak-anak" is "anak" "anak" (the same stem twice: reduplication needs nothing more), "ASI,"
 * is "asi" and "bayi_sehat" is "bayi" "sehat". A joined compound ("pascapersalinan") gives its
 * parts too, after it (`compounds: "both"`, for the index) or in its place (`"parts"`, for a
 * query, so that it finds "pasca persalinan" written apart).
 */
export function wordsOf(text: string, compounds: "both" | "parts" = "both"): string[] {
  const words: string[] = [];
  for (const match of foldText(text).matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (word.length > MAX_WORD_LENGTH) continue;
    const prefix = JOINED_PREFIXES.find((p) => word.startsWith(p) && word.length >= p.length + 4);
    if (!prefix || compounds === "both") words.push(word);
    if (prefix) words.push(prefix, word.slice(prefix.length));
  }
  return words;
}

/** A word the search keeps, as typed (folded) and as its stem. */
export interface SearchWord {
  word: string;
  stem: string;
}

/** The words of a text the search keeps: stop words are dropped. */
export function searchWordsOf(text: string, compounds: "both" | "parts" = "both"): SearchWord[] {
  const kept: SearchWord[] = [];
  for (const word of wordsOf(text, compounds)) {
    if (STOP_WORDS.has(word) || STOP_WORDS.has(withoutClitic(word))) continue;
    const stem = stemWord(word);
    kept.push({ word, stem });
  }
  return kept;
}

/**
 * True when `a` becomes `b` with at most one edit: one letter added, removed, replaced, or two
 * neighbouring letters swapped ("imunsasi" and "imunisasi", "kehamlian" and "kehamilan").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let start = 0;
  while (start < la && start < lb && a[start] === b[start]) start++;
  let endA = la - 1;
  let endB = lb - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  // One letter replaced, added or removed: what differs is at most one letter on each side.
  if (restA <= 1 && restB <= 1) return true;
  // Two neighbours swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** The shortest word a typo is forgiven in: "imunsasi" yes, "asi" never (it would find "api"). */
export const TYPO_MIN_LENGTH = 5;
