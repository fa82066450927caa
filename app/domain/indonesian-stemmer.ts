// An Indonesian stemmer (issue 33, decision 070): Enhanced Confix Stripping (Arifin, Mahendra and
// Ciptaningtyas, 2009), the dictionary-based successor of Nazief and Adriani's algorithm with the
// prefix rules of Asian et al. (2005, 2007), as Sastrawi publishes it. Written here from the
// published rules; the root-word dictionary is Sastrawi's (app/domain/indonesian-root-words.ts).
//
// A word is looked up first; then the inflectional suffixes (-lah, -kah, -tah, -pun; -ku, -mu,
// -nya) and the derivational suffix (-i, -kan, -an, and -is, -isme, -isasi) are taken off, then
// up to three prefixes (plain di-, ke-, se-, or me-, pe-, be-, te- with the sound changes of the
// rule table), stopping as soon as a root word is reached. For the confixes be-…-lah, be-…-an,
// me-…-i, di-…-i, pe-…-i and ter-…-i the prefixes go first, and the usual order is tried when that
// reaches no root word. If none is reached, the suffixes are put back one by one and the prefixes
// tried again ("loop pengembalian akhiran"). A word no root word is reached from stays as it was.

const VOWEL = "[aiueo]";
const CONSONANT = "[bcdfghjklmnpqrstvwxyz]";

/** A prefix rule: the root it proposes for a word, or null when it does not apply. */
type Rule = (word: string) => string | null;

/** `pattern` matched against the word; `build` makes the proposed root from its groups. */
function rule(pattern: string, build: (...groups: string[]) => string | null): Rule {
  const regex = new RegExp(`^${pattern}$`);
  return (word) => {
    const match = regex.exec(word);
    return match ? build(...match.slice(1)) : null;
  };
}

/**
 * The prefix rules, in the order they are tried, grouped: within a group the first proposal that
 * is a root word wins, else the group's last proposal is taken (numbers are those of the ECS
 * rule table).
 */
const PREFIX_RULE_GROUPS: readonly (readonly Rule[])[] = [
  // 1a, 1b: berV → ber-V | be-rV
  [rule(`ber(${VOWEL}.*)`, (rest) => rest), rule(`ber(${VOWEL}.*)`, (rest) => `r${rest}`)],
  // 2: berCAP → ber-CAP, where P is not "er"
  [rule(`ber(${CONSONANT})([a-z])(.*)`, (c, a, p) => (p.startsWith("er") ? null : c + a + p))],
  // 3: berCAerV → ber-CAerV, where C is not "r"
  [rule(`ber(${CONSONANT})([a-z])er(${VOWEL})(.*)`, (c, a, v, rest) => (c === "r" ? null : `${c}${a}er${v}${rest}`))],
  // 4: belajar → bel-ajar
  [(word) => (word === "belajar" ? "ajar" : null)],
  // 5: beC1erC2 → be-C1erC2, where C1 is not "r" or "l"
  [rule("be([bcdfghjkmnpqstvwxyz])(er[bcdfghjklmnpqrstvwxyz])(.*)", (c, er, rest) => c + er + rest)],
  // 6a, 6b: terV → ter-V | te-rV
  [rule(`ter(${VOWEL}.*)`, (rest) => rest), rule(`ter(${VOWEL}.*)`, (rest) => `r${rest}`)],
  // 7: terCerV → ter-CerV, where C is not "r"
  [rule(`ter(${CONSONANT})er(${VOWEL}.*)`, (c, rest) => (c === "r" ? null : `${c}er${rest}`))],
  // 8: terCP → ter-CP, where C is not "r" and P is not "er"
  [rule(`ter(${CONSONANT})(.*)`, (c, p) => (c === "r" || p.startsWith("er") ? null : c + p))],
  // 9: teC1erC2 → te-C1erC2, where C1 is not "r"
  [rule(`te(${CONSONANT})er(${CONSONANT})(.*)`, (c1, c2, rest) => (c1 === "r" ? null : `${c1}er${c2}${rest}`))],
  // 10: me{l|r|w|y}V → me-{l|r|w|y}V
  [rule(`me([lrwy])(${VOWEL})(.*)`, (c, v, rest) => c + v + rest)],
  // 11: mem{b|f|v} → mem-{b|f|v}
  [rule("mem([bfv])(.*)", (c, rest) => c + rest)],
  // 12: mempe → mem-pe
  [rule("mempe(.*)", (rest) => `pe${rest}`)],
  // 13a, 13b: memV → me-mV | me-pV
  [rule(`mem(${VOWEL})(.*)`, (v, rest) => `m${v}${rest}`), rule(`mem(${VOWEL})(.*)`, (v, rest) => `p${v}${rest}`)],
  // 14: men{c|d|j|s|t|z} → men-{c|d|j|s|t|z}
  [rule("men([cdjstz])(.*)", (c, rest) => c + rest)],
  // 15a, 15b: menV → me-nV | me-tV
  [rule(`men(${VOWEL})(.*)`, (v, rest) => `n${v}${rest}`), rule(`men(${VOWEL})(.*)`, (v, rest) => `t${v}${rest}`)],
  // 16: meng{g|h|q|k} → meng-{g|h|q|k}
  [rule("meng([ghqk])(.*)", (c, rest) => c + rest)],
  // 17a-d: mengV → meng-V | meng-kV | menge-C (one-syllable roots: mengecat) | me-ngV
  [
    rule(`meng(${VOWEL})(.*)`, (v, rest) => v + rest),
    rule(`meng(${VOWEL})(.*)`, (v, rest) => `k${v}${rest}`),
    rule("menge(.*)", (rest) => rest),
    rule(`meng(${VOWEL})(.*)`, (v, rest) => `ng${v}${rest}`),
  ],
  // 18a, 18b: menyV → me-nyV | meny-sV
  [rule(`meny(${VOWEL})(.*)`, (v, rest) => `ny${v}${rest}`), rule(`meny(${VOWEL})(.*)`, (v, rest) => `s${v}${rest}`)],
  // 19: mempA → mem-pA, where A is not "e"
  [rule("memp([abcdfghijklmopqrstuvwxyz])(.*)", (a, rest) => `p${a}${rest}`)],
  // 20: pe{w|y}V → pe-{w|y}V
  [rule(`pe([wy])(${VOWEL})(.*)`, (c, v, rest) => c + v + rest)],
  // 21a, 21b: perV → per-V | pe-rV
  [rule(`per(${VOWEL})(.*)`, (v, rest) => v + rest), rule(`pe(r${VOWEL})(.*)`, (rv, rest) => rv + rest)],
  // 23: perCAP → per-CAP, where P is not "er"
  [rule(`per(${CONSONANT})([a-z])(.*)`, (c, a, p) => (p.startsWith("er") ? null : c + a + p))],
  // 24: perCAerV → per-CAerV, where C is not "r"
  [rule(`per(${CONSONANT})([a-z])er(${VOWEL})(.*)`, (c, a, v, rest) => (c === "r" ? null : `${c}${a}er${v}${rest}`))],
  // 25: pem{b|f|v} → pem-{b|f|v}
  [rule("pem([bfv])(.*)", (c, rest) => c + rest)],
  // 26a, 26b: pemV → pe-mV | pe-pV
  [rule(`pem(${VOWEL})(.*)`, (v, rest) => `m${v}${rest}`), rule(`pem(${VOWEL})(.*)`, (v, rest) => `p${v}${rest}`)],
  // 27: pen{c|d|j|s|t|z} → pen-{c|d|j|s|t|z}
  [rule("pen([cdjstz])(.*)", (c, rest) => c + rest)],
  // 28a, 28b: penV → pe-nV | pe-tV
  [rule(`pen(${VOWEL})(.*)`, (v, rest) => `n${v}${rest}`), rule(`pen(${VOWEL})(.*)`, (v, rest) => `t${v}${rest}`)],
  // 29: pengC → peng-C
  [rule(`peng(${CONSONANT})(.*)`, (c, rest) => c + rest)],
  // 30a-c: pengV → peng-V | peng-kV | penge-C
  [
    rule(`peng(${VOWEL})(.*)`, (v, rest) => v + rest),
    rule(`peng(${VOWEL})(.*)`, (v, rest) => `k${v}${rest}`),
    rule("penge(.*)", (rest) => rest),
  ],
  // 31a, 31b: penyV → pe-nyV | peny-sV
  [rule(`peny(${VOWEL})(.*)`, (v, rest) => `ny${v}${rest}`), rule(`peny(${VOWEL})(.*)`, (v, rest) => `s${v}${rest}`)],
  // 32: pelV → pe-lV, but pelajar → pel-ajar
  [(word) => (word === "pelajar" ? "ajar" : null), rule(`pe(l${VOWEL})(.*)`, (lv, rest) => lv + rest)],
  // 34: peCP → pe-CP, where P is not "er"
  [rule(`pe(${CONSONANT})(.*)`, (c, p) => (p.startsWith("er") ? null : c + p))],
  // 35: terC1erC2 → ter-C1erC2, where C1 is not "r"
  [rule(`ter([bcdfghjkpqstvxz])(er${CONSONANT})(.*)`, (c1, erc2, rest) => c1 + erc2 + rest)],
  // 36: peC1erC2 → pe-C1erC2, where C1 is not "r", "w", "y", "l", "m" or "n"
  [rule(`pe([bcdfghjkpqstvxz])(er${CONSONANT})(.*)`, (c1, erc2, rest) => c1 + erc2 + rest)],
  // 37-40: the infixes -er-, -el-, -em-, -in-: CerV → CerV | CV (and so on)
  ...["er", "el", "em", "in"].map((infix) => [
    rule(`(${CONSONANT})(${infix}${VOWEL})(.*)`, (c, iv, rest) => c + iv + rest),
    rule(`(${CONSONANT})${infix}(${VOWEL})(.*)`, (c, v, rest) => c + v + rest),
  ]),
  // 41: ku-A, 42: kau-A
  [rule("ku(.*)", (rest) => rest)],
  [rule("kau(.*)", (rest) => rest)],
];

/** What one step took off: the word before, the word after, and the kind of affix. */
interface Removal {
  before: string;
  after: string;
  kind: "suffix" | "prefix";
}

const SUFFIXES: readonly RegExp[] = [
  /-*(lah|kah|tah|pun)$/, // particles
  /-*(ku|mu|nya)$/, // possessive pronouns
  /(is|isme|isasi|i|kan|an)$/, // derivational suffixes (the leftmost that reaches the end)
];

const PLAIN_PREFIX = /^(di|ke|se)/;

/**
 * Confixes whose prefix is taken off before the suffix (the precedence adjustment of Confix
 * Stripping): be-…-lah, be-…-an, me-…-i, di-…-i, pe-…-i, ter-…-i.
 */
const PREFIX_FIRST: readonly RegExp[] = [/^be.*lah$/, /^be.*an$/, /^me.*i$/, /^di.*i$/, /^pe.*i$/, /^ter.*i$/];

/** Words this short are never stemmed. */
const SHORTEST_STEMMED = 4;

/** A stemmer over a dictionary of root words. */
export function createStemmer(isRoot: (word: string) => boolean): (word: string) => string {
  return (original) => {
    if (original.length < SHORTEST_STEMMED || isRoot(original)) return original;
    let word = original;
    let removals: Removal[] = [];

    const take = (next: string, kind: Removal["kind"]) => {
      removals.push({ before: word, after: next, kind });
      word = next;
    };

    /** One round of prefix removal: the first rule that takes something off ends the round. */
    const prefixRound = (): boolean => {
      const plain = word.replace(PLAIN_PREFIX, "");
      if (plain !== word) {
        take(plain, "prefix");
        return true;
      }
      for (const group of PREFIX_RULE_GROUPS) {
        let proposal: string | null = null;
        for (const proposeRoot of group) {
          proposal = proposeRoot(word);
          if (proposal !== null && isRoot(proposal)) break;
        }
        if (proposal !== null) {
          take(proposal, "prefix");
          return true;
        }
      }
      return false;
    };

    /** Up to three prefixes, stopping at a root word. */
    const removePrefixes = (): boolean => {
      for (let round = 0; round < 3; round++) {
        if (isRoot(word)) return true;
        if (!prefixRound()) break;
        if (isRoot(word)) return true;
      }
      return isRoot(word);
    };

    /** The suffixes, stopping at a root word. */
    const removeSuffixes = (): boolean => {
      for (const suffix of SUFFIXES) {
        const next = word.replace(suffix, "");
        if (next !== word) take(next, "suffix");
        if (isRoot(word)) return true;
      }
      return false;
    };

    // A confix whose prefix goes first: prefixes, then suffixes; if no root word, start again.
    if (PREFIX_FIRST.some((confix) => confix.test(original))) {
      if (removePrefixes() || removeSuffixes()) return word;
      word = original;
      removals = [];
    }
    if (removeSuffixes()) return word;
    if (removePrefixes()) return word;

    // Put the suffixes back, the last taken first, and try the prefixes again each time.
    const firstPrefix = removals.find((removal) => removal.kind === "prefix");
    if (firstPrefix) word = firstPrefix.before;
    removals = removals.filter((removal) => removal.kind === "suffix");
    const suffixesTaken = [...removals];
    const restart = word;
    for (const removal of [...suffixesTaken].reverse()) {
      if (removal.before.endsWith("kan") && removal.after === removal.before.slice(0, -3)) {
        word = `${removal.after}k`;
        if (removePrefixes()) return word;
        word = `${removal.after}kan`;
      } else {
        word = removal.before;
      }
      if (removePrefixes()) return word;
      removals = [...suffixesTaken];
      word = restart;
    }
    return original;
  };
}
