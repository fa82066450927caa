/**
 * Only web, mail and same-site addresses; never javascript:, data: and the like, and nothing with
 * spaces, control characters, quotes, angle brackets or backslashes (which browsers read as
 * slashes). Shared by the article HTML allow-list and the sources of health pages.
 */
/**
 * A path as the router reads it: percent-decoded (a malformed escape is left as it is: it matches
 * no route), any case, doubled slashes as one. Callers strip what they do not need (`.data`, a
 * trailing slash).
 */
export function routerPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is.
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, "/");
}

export function isSafeUrl(value: string, allowMail: boolean): boolean {
  const url = value.trim();
  if (!url || /[\u0000-\u0020\u007f"<>\\]/.test(url)) return false;
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  if (url.startsWith("#")) return true;
  return /^https?:\/\/[^/]/i.test(url) || (allowMail && /^mailto:/i.test(url));
}
