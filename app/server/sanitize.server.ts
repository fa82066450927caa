// Article HTML is shown as-is (SPEC), so it passes an allow-list first: what an article needs
// (headings, paragraphs, lists, emphasis, quotes, tables, links, images) stays; scripts, styles,
// frames, forms and every attribute but a few safe ones go. HTMLRewriter is the Workers
// runtime's own streaming HTML parser, so this costs no dependency and little CPU.

import { isSafeUrl } from "~/domain/urls";

const ALLOWED = new Set([
  "p", "br", "hr", "h2", "h3", "h4", "ul", "ol", "li", "strong", "b", "em", "i", "u", "blockquote",
  "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td", "caption", "sub", "sup",
]);

/** Elements removed together with everything inside them. */
const DROPPED = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "template",
  "svg", "math", "form", "input", "button", "textarea", "select", "option", "link", "meta", "base", "title", "head",
]);

const KEPT_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
};

export async function sanitizeArticleHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        const tag = element.tagName.toLowerCase();
        if (DROPPED.has(tag)) {
          element.remove();
          return;
        }
        if (!ALLOWED.has(tag)) {
          element.removeAndKeepContent();
          return;
        }
        const kept = KEPT_ATTRIBUTES[tag] ?? [];
        // The DOM typings shadow HTMLRewriter's here: its attributes are [name, value] pairs.
        const attributes = [...(element.attributes as unknown as Iterable<[string, string]>)];
        for (const [name, value] of attributes) {
          const lower = name.toLowerCase();
          const urlAttribute = lower === "href" || lower === "src";
          if (!kept.includes(lower) || (urlAttribute && !isSafeUrl(value, lower === "href"))) element.removeAttribute(name);
        }
        if (tag === "a" && element.getAttribute("href")?.match(/^https?:\/\//i)) {
          element.setAttribute("rel", "nofollow noopener noreferrer");
        }
        if (tag === "img") {
          element.setAttribute("loading", "lazy");
          element.setAttribute("decoding", "async");
        }
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
      doctype() {},
    });
  return rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).text();
}
