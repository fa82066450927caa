/**
 * The stylesheet a page without the framework needs, cut from the site's whole built stylesheet
 * (decisions 039, 042). Such a page only gets elements the server sent (its scripts toggle
 * `hidden` and clone the page's own `<template>`s, whose classes are in the HTML), so a rule
 * whose selector names a class or an element the HTML does not have can never apply; nor can
 * @keyframes no kept rule animates with, or custom properties no kept rule reads. Tailwind's output is minified, flat CSS, which is all this
 * parser has to read; the Playwright suite (critical-css.nojs) checks that every element of the
 * reading pages computes the same style with the cut as with the whole stylesheet.
 */

interface Block {
  /** The prelude: a selector list or an at-rule such as `@media (width>=40rem)`. */
  head: string;
  /** Declarations, or nested blocks for grouping at-rules. */
  body: string;
}

/** Splits CSS into its top-level blocks, skipping strings and comments. */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end < 0 ? css.length : end + 2;
      // A comment between rules (Tailwind's licence line) is dropped.
      if (css.slice(start, index).trim().startsWith("/*")) start = index;
      continue;
    }
    if (char === ";" && css.slice(start, index).trim().startsWith("@")) {
      // A statement at-rule (`@layer a,b;`, `@charset`): kept as a block without a body.
      out.push({ head: `${css.slice(start, index).trim()};`, body: "" });
      start = index + 1;
      index += 1;
      continue;
    }
    if (char !== "{") {
      index = char === "\\" ? index + 2 : skipString(css, index) + 1;
      continue;
    }
    const head = css.slice(start, index).trim();
    let depth = 1;
    let cursor = index + 1;
    while (cursor < css.length && depth > 0) {
      const inner = css[cursor];
      if (inner === "\\") cursor += 1;
      else if (inner === '"' || inner === "'") cursor = skipString(css, cursor);
      else if (inner === "{") depth += 1;
      else if (inner === "}") depth -= 1;
      cursor += 1;
    }
    out.push({ head, body: css.slice(index + 1, cursor - 1) });
    start = cursor;
    index = cursor;
  }
  return out;
}

/** The index of a quoted string's closing quote (or `index` itself when it is no quote). */
function skipString(css: string, index: number): number {
  const quote = css[index];
  if (quote !== '"' && quote !== "'") return index;
  let cursor = index + 1;
  while (cursor < css.length && css[cursor] !== quote) cursor += css[cursor] === "\\" ? 2 : 1;
  return cursor;
}

/** A class in a selector: word characters, escapes, and (as CSS allows) any non-ASCII character (`·`). */
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|[^\p{ASCII}])+)/gu;

/** The class names a selector needs, unescaped (`.sm\:p-4` needs `sm:p-4`). */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(CLASS_IN_SELECTOR)].map(([, name]) =>
    (name ?? "").replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
    ),
  );
}

/**
 * The element names a selector needs (`.article-content h2` needs `h2`; `button,input` is two
 * selectors): what is left once classes, ids, attributes and pseudo-classes are taken out.
 */
export function selectorElements(selector: string): string[] {
  const bare = selector
    .replace(CLASS_IN_SELECTOR, "")
    .replace(/#(?:\\.|[\w-]|[^\p{ASCII}])+/gu, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/:(?:nth-[\w-]+|lang|dir)\([^)]*\)/g, "")
    .replace(/::?[\w-]+/g, "");
  return [...bare.matchAll(/[a-zA-Z][\w-]*/g)].map(([name]) => name.toLowerCase());
}

/** Every element name in the page. */
export function htmlElements(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name]) => (name ?? "").toLowerCase()));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Every class token in the page's `class` attributes, as the browser reads them. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = (value ?? "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
    for (const token of decoded.split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

const GROUPING = /^@(media|supports|layer|container)\b/;

interface PageParts {
  classes: Set<string>;
  elements: Set<string>;
}

/**
 * Keeps the rules whose every class and element is on the page; grouping at-rules keep what
 * survives inside.
 */
function pruneRules(css: string, page: PageParts): string {
  let out = "";
  for (const { head, body } of blocks(css)) {
    if (body === "" && head.endsWith(";")) {
      out += head;
    } else if (GROUPING.test(head)) {
      const inner = pruneRules(body, page);
      if (inner) out += `${head}{${inner}}`;
    } else if (head.startsWith("@")) {
      out += `${head}{${body}}`;
    } else {
      const kept = splitSelectors(head).filter(
        (selector) =>
          selectorClasses(selector).every((name) => page.classes.has(name)) &&
          selectorElements(selector).every((name) => page.elements.has(name)),
      );
      if (kept.length > 0) out += `${kept.join(",")}{${body}}`;
    }
  }
  return out;
}

/** Splits a selector list on its top-level commas (not those inside `:is(a,b)`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === "\\") index += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const VAR_USE = /var\((--[\w-]+)/g;
const DECLARATION = /(--[\w-]+)\s*:/;

/**
 * Drops the custom properties nothing reads: Tailwind declares every theme colour and every
 * `--tw-*` it might need (`@property`, the `properties` layer's fallback) whether or not a kept
 * rule uses it. A property read by another kept property is kept too.
 */
function pruneCustomProperties(css: string): string {
  // Reads outside declarations of custom properties (the rules that actually style something).
  const plain = css.replace(/--[\w-]+\s*:[^;}]*/g, "");
  const used = new Set([...plain.matchAll(VAR_USE)].map(([, name]) => name ?? ""));
  const definitions = new Map<string, string[]>();
  for (const [declaration, name] of css.matchAll(/(--[\w-]+)\s*:([^;}]*)/g)) {
    const reads = [...declaration.matchAll(VAR_USE)].map(([, read]) => read ?? "");
    definitions.set(name ?? "", [...(definitions.get(name ?? "") ?? []), ...reads]);
  }
  const pending = [...used];
  while (pending.length > 0) {
    for (const read of definitions.get(pending.pop() ?? "") ?? []) {
      if (!used.has(read)) {
        used.add(read);
        pending.push(read);
      }
    }
  }
  return dropUnused(css, used);
}

function dropUnused(css: string, used: Set<string>): string {
  let out = "";
  for (const { head, body } of blocks(css)) {
    if (body === "" && head.endsWith(";")) {
      out += head;
      continue;
    }
    const property = head.match(/^@property\s+(--[\w-]+)/);
    if (property) {
      if (used.has(property[1] ?? "")) out += `${head}{${body}}`;
    } else if (GROUPING.test(head)) {
      const inner = dropUnused(body, used);
      if (inner) out += `${head}{${inner}}`;
    } else if (head.startsWith("@")) {
      out += `${head}{${body}}`;
    } else {
      const declarations = body
        .split(";")
        .filter((declaration) => {
          const name = declaration.match(DECLARATION)?.[1];
          return name === undefined || !declaration.trimStart().startsWith("--") || used.has(name);
        })
        .join(";");
      if (declarations.trim()) out += `${head}{${declarations}}`;
    }
  }
  return out;
}

/** Drops the @keyframes no kept rule animates with. */
function pruneKeyframes(css: string): string {
  const animations = [...css.matchAll(/animation(?:-name)?:([^;}]*)/g)].map(([, value]) => value ?? "").join(" ");
  return css.replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, (rule, name: string) =>
    new RegExp(`(^|[\\s,])${name}($|[\\s,])`).test(animations) ? rule : "",
  );
}

const THEME = /@layer theme\{:root,:host\{([^{}]*)\}\}/;

/**
 * Writes the theme's values where the rules read them (`var(--color-teal-700)` becomes its
 * colour) and drops the declarations nothing reads any more: Tailwind declares each colour and
 * size once in `@layer theme`, and a page that uses a handful of them is smaller with the values
 * in place. Only names declared nowhere else, read without a fallback and not read by the page's
 * own markup are replaced.
 */
function inlineTheme(css: string, html: string): string {
  const theme = css.match(THEME);
  if (!theme || theme.index === undefined) return css;
  const values = new Map<string, string>();
  for (const declaration of (theme[1] ?? "").split(";")) {
    const at = declaration.indexOf(":");
    if (declaration.trimStart().startsWith("--") && at > 0) {
      values.set(declaration.slice(0, at).trim(), declaration.slice(at + 1).trim());
    }
  }
  const outside = css.slice(0, theme.index) + css.slice(theme.index + theme[0].length);
  // Names declared outside the theme or read by the page's own markup keep their declaration.
  const declaredOutside = new Set([...outside.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name));
  const inMarkup = new Set([...html.matchAll(/--[\w-]+/g)].map(([name]) => name));
  const replaceable = (name: string) => values.has(name) && !inMarkup.has(name) && !declaredOutside.has(name);
  const substitute = (text: string) => {
    let result = text;
    for (let pass = 0; pass < 4; pass += 1) {
      const next = result.replace(/var\((--[\w-]+)\)/g, (read, name: string) =>
        replaceable(name) ? (values.get(name) ?? read) : read,
      );
      if (next === result) break;
      result = next;
    }
    return result;
  };
  const before = substitute(css.slice(0, theme.index));
  const after = substitute(css.slice(theme.index + theme[0].length));
  const reads = `${before}${after}`;
  const kept = [...values]
    .filter(([name]) => reads.includes(`var(${name}`) || inMarkup.has(name))
    .map(([name, value]) => `${name}:${substitute(value)}`);
  return `${before}${kept.length > 0 ? `@layer theme{:root,:host{${kept.join(";")}}}` : ""}${after}`;
}

/**
 * Cuts already made in this isolate, by what decides a cut: the classes, the elements and the
 * custom properties the markup names. Pages of one kind share them (every article without
 * classes in its body gets the same cut), so most renders skip the parse. Bounded: the oldest
 * entry goes first.
 */
const cuts = new Map<string, string>();
const CUT_CACHE_SIZE = 64;

/** The part of `css` that can style `html`. */
export function criticalCss(css: string, html: string): string {
  const page = { classes: htmlClasses(html), elements: htmlElements(html) };
  const markupProperties = new Set(html.match(/--[\w-]+/g) ?? []);
  const key = [css.length, page.classes, page.elements, markupProperties]
    .map((part) => (typeof part === "number" ? String(part) : [...part].sort().join(" ")))
    .join("|");
  const known = cuts.get(key);
  if (known !== undefined) return known;
  const cut = inlineTheme(pruneCustomProperties(pruneKeyframes(pruneRules(css, page))), html);
  if (cuts.size >= CUT_CACHE_SIZE) cuts.delete(cuts.keys().next().value ?? "");
  cuts.set(key, cut);
  return cut;
}
