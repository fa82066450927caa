// Article HTML is shown as-is (SPEC), so it passes an allow-list first: what an article needs
// (headings, paragraphs, lists, emphasis, quotes, tables, links, images) stays; everything else
// goes. sanitize-html parses with htmlparser2 (a real HTML tokenizer: raw-text elements, repeated
// attributes, unclosed tags and entities are read the way a browser reads them) and writes the
// result out again, so nothing it did not understand reaches the page (decision 019).

import sanitizeHtml from "sanitize-html";
import { loggable } from "~/server/log.server";

/** The site's own origin for resolving relative links; only the host check uses it. */
const SITE = "https://bidanku.invalid";

/** Elements removed together with everything inside them. */
const DROPPED = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "template",
  "svg",
  "math",
  "form",
  "textarea",
  "select",
  "option",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
  "title",
  "head",
  "canvas",
  "video",
  "audio",
  "picture",
  "source",
  "dialog",
];

/**
 * A link or image address as the browser would resolve it on this site. Returns the address to
 * keep, or null: only http(s) (and mailto: for links) to any host, or a path on this site. The
 * address is resolved first, so "/\evil.example", "//evil.example" and encoded schemes are judged
 * by where they really lead.
 */
export function safeArticleUrl(value: string, allowMail: boolean): string | null {
  const raw = value.trim();
  if (!raw || /[\u0000-\u001f\u007f]/.test(raw) || raw.length > 2000) return null;
  // A plain address, with at most a subject and a body: no attach= or other header tricks.
  if (allowMail && /^mailto:[^\s<>"\\?]+(\?(subject|body)=[^\s<>"\\&]*(&(subject|body)=[^\s<>"\\&]*)?)?$/i.test(raw))
    return raw;
  if (allowMail && /^mailto:/i.test(raw)) return null;
  if (raw.startsWith("#")) return /^#[\w-]*$/.test(raw) ? raw : null;
  let url: URL;
  try {
    url = new URL(raw, `${SITE}/artikel/`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  if (url.origin === SITE) {
    // A path here; written back normalised, so it cannot turn into "//host" in the browser.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("/") && !path.startsWith("//") ? path : null;
  }
  // Another host: only if the author wrote a full address (not something that merely resolves
  // elsewhere, like "/\evil.example" or "//evil.example").
  return /^https?:\/\/[^/\\]/i.test(raw) ? url.href : null;
}

/**
 * An image in an article comes from our own storage (`/gambar/...`) or the site's static images
 * (`/images/...`), never from another host (decision 028): a pasted Google Docs or hotlinked
 * picture would track readers, break later, and cost them data the site cannot size.
 */
export function safeImageSrc(value: string): string | null {
  const src = safeArticleUrl(value, false);
  return src && /^\/(gambar|images)\/[^/]/.test(src) ? src : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "sub",
    "sup",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  // URL checks happen in transformTags with the resolving check above; sanitize-html's own
  // scheme list is a second line of defence.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href === undefined ? null : safeArticleUrl(attribs.href, true);
      const next: Record<string, string> = {};
      if (attribs.title) next.title = attribs.title;
      if (href) {
        next.href = href;
        if (/^https?:\/\//i.test(href)) next.rel = "nofollow noopener noreferrer";
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const src = attribs.src === undefined ? null : safeImageSrc(attribs.src);
      const next: Record<string, string> = { loading: "lazy", decoding: "async" };
      if (src) next.src = src;
      if (attribs.alt !== undefined) next.alt = attribs.alt;
      for (const size of ["width", "height"] as const) {
        if (/^\d{1,4}$/.test(attribs[size] ?? "")) next[size] = attribs[size]!;
      }
      return { tagName, attribs: next };
    },
  },
};

// `rel` and the image hints are added by transformTags, so they must pass the attribute filter.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
};

/** Far above any real article (the longest seeded one is a few KB), far below the slow region. */
export const MAX_ARTICLE_HTML = 100_000;
export const MAX_ARTICLE_TAGS = 5_000;

function countTags(html: string): number {
  let count = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) count++;
  return count;
}

/**
 * Bodies already cleaned in this isolate: an article page cleans its stored body again on every
 * render (defence in depth), and the same few bodies are read over and over. The output depends
 * on the input alone, so a repeat is looked up instead of parsed. Bounded: the oldest goes first.
 */
const cleaned = new Map<string, string>();
const CLEANED_CACHE_SIZE = 32;

/**
 * The allow-listed article HTML. Never throws: anything the parser cannot make sense of comes out
 * as text or not at all.
 */
export function sanitizeArticleHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  // htmlparser2's time grows with the square of the nesting depth (1 MB of "<b>" takes minutes),
  // so bodies beyond any real article are refused before parsing.
  if (html.length > MAX_ARTICLE_HTML || countTags(html) > MAX_ARTICLE_TAGS) {
    console.error("HTML artikel terlalu besar untuk dibersihkan", { length: html.length });
    return "";
  }
  let clean = "";
  try {
    clean = sanitizeHtml(html, OPTIONS);
  } catch (error) {
    console.error("Gagal membersihkan HTML artikel", loggable(error));
    return "";
  }
  if (cleaned.size >= CLEANED_CACHE_SIZE) cleaned.delete(cleaned.keys().next().value ?? "");
  cleaned.set(html, clean);
  return clean;
}
