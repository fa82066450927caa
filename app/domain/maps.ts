/**
 * The practice-location map on the Contact page (SPEC section 2): an editor stores a link in
 * site settings, and the page puts it into an <iframe>. Only Google Maps embed addresses may
 * reach the iframe; anything else (another host, javascript:, plain http, a normal Google Maps
 * page that refuses to be framed) shows no map at all.
 *
 * Accepted, after URL parsing with the same WHATWG parser browsers use:
 * - https://www.google.com/maps/embed?... (what "Share > Embed a map" gives), and
 * - https://maps.google.com/maps?...&output=embed or https://www.google.com/maps?...&output=embed
 *   (the older embed form), on the default port, with no user name or password.
 * The returned address is the parsed one, so the browser loads exactly what was checked.
 */

/** Most a stored link may be; real embed links are well under 2 000 characters. */
const MAX_LINK_LENGTH = 4000;

const EMBED_HOSTS = new Set(["www.google.com", "maps.google.com"]);

export function googleMapsEmbedUrl(link: string | null | undefined): string | null {
  if (typeof link !== "string") return null;
  const raw = link.trim();
  // Control characters, spaces, quotes, angle brackets and backslashes have no place in an
  // embed link; the parser would quietly drop or reinterpret some of them.
  if (!raw || raw.length > MAX_LINK_LENGTH || /[\u0000-\u0020\u007f"'<>\\`]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  if (url.port !== "") return null;
  if (!EMBED_HOSTS.has(url.hostname)) return null;
  const params = url.searchParams;
  const embedPath = url.hostname === "www.google.com" && url.pathname === "/maps/embed" && url.search.length > 1;
  const outputEmbed = url.pathname === "/maps" && params.get("output") === "embed";
  if (!embedPath && !outputEmbed) return null;
  return url.href;
}
