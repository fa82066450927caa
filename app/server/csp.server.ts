// The Content-Security-Policy and the other security headers every response carries
// (issue 14, decision 036).

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Where the Contact page's map may come from: the two hosts `googleMapsEmbedUrl`
 * (app/domain/maps.ts) accepts. Nothing else is ever framed.
 */
const MAP_FRAME_SOURCES = "https://www.google.com https://maps.google.com";

/**
 * Where the share form may send a reader without JavaScript: `/artikel/:id/bagikan` answers the
 * post with a 303 to the network (`shareUrl`, app/domain/articles.ts), and browsers check
 * `form-action` on every redirect after a form post, the networks' own hops included
 * (wa.me -> api.whatsapp.com, twitter.com -> x.com, facebook's mobile and login pages).
 */
const SHARE_FORM_TARGETS = [
  "https://wa.me",
  "https://api.whatsapp.com",
  "https://web.whatsapp.com",
  "https://www.facebook.com",
  "https://m.facebook.com",
  "https://twitter.com",
  "https://x.com",
].join(" ");

/**
 * The policy of an HTML page. Scripts run only from our own origin (the site's bundled scripts,
 * app/client/entries) or inline with this response's nonce (INLINE_SCRIPTS, decision 061); no
 * `unsafe-inline`, no `unsafe-eval`, no other host. Styles likewise: our stylesheet,
 * or a `<style>` with the nonce (the rich-text editor's base styles). Images and fetches only
 * from our origin (uploads are served by our own /gambar route from R2); forms post only to us,
 * and the share form's redirect may go on only to the share networks.
 */
export function pageSecurityPolicy(nonce: string, { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${SHARE_FORM_TARGETS}`,
    `frame-src ${MAP_FRAME_SOURCES}`,
    "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of anything that is not a page (images from R2, JSON, text, XML): nothing in it may
 * run or load anything, even if a browser is talked into rendering it as a document.
 */
export const RESOURCE_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The service worker's own policy (decision 047): it fetches only from our origin and loads no
 * other script. The resource policy's `default-src 'none'` would stop every fetch it makes.
 */
export const SERVICE_WORKER_SECURITY_POLICY = "default-src 'self'; script-src 'none'; frame-ancestors 'none'";

/** One year, as the issue asks and as the HSTS preload list requires. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * What the site never uses is switched off for it and for anything it frames. `web-share` and
 * `clipboard-write` stay ours for the share buttons; the rest is denied everywhere.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * Keeps the Origin header on our own form posts (the same-origin check reads it): with
 * `no-referrer` a browser sends `Origin: null` even to its own site, and the post is refused.
 * Other sites learn only our origin, never the page (an article address can say what a
 * reader worries about).
 */
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** The headers every response gets; `Content-Security-Policy` depends on what it is. */
export function securityHeaders(request: Request, response: Response, nonce: string | null): Record<string, string> {
  const https = new URL(request.url).protocol === "https:";
  const isPage = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const headers: Record<string, string> = {
    "Content-Security-Policy": isPage && nonce ? pageSecurityPolicy(nonce, { https }) : RESOURCE_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}
