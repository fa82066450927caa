// Entity tags for public pages (issue 32, decision 066): a browser's cache or the service worker
// asks again with the tag it kept (If-None-Match), and an unchanged page costs a 304 of a few
// hundred bytes instead of the page. Weak tags: every response carries a nonce of its own in its
// inline style and scripts, so two answers of the same page are equal but for it, never byte for
// byte; Cloudflare keeps a weak tag when it compresses the page.

/**
 * The tag of a page's HTML: a hash of the text without this response's nonce, so the same page
 * gets the same tag on every render (and after the edge cache puts a fresh nonce in).
 */
export async function pageEntityTag(html: string, nonce: string): Promise<string> {
  const text = nonce ? html.replaceAll(nonce, "") : html;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const hash = btoa(String.fromCharCode(...digest.slice(0, 18)))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
  return `W/"${hash}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, RFC 9110 section 13.1.2), or is `*`. */
export function matchesEntityTag(header: string | null, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}
