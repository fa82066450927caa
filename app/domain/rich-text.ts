// What the article editor (app/client/editor/script.ts) lets an author put in a link or
// an image, checked before the server's sanitizer sees it (decision 028). Pure, so it is tested
// in Node and shared by the toolbar's panels and the editor's HTML parsing.

export const LINK_MESSAGE = "Tautan harus diawali https://, http://, mailto: atau /";
export const IMAGE_MESSAGE = "Gambar harus dari penyimpanan situs ini (alamat diawali /gambar/)";
export const ALT_MESSAGE = "Teks alternatif wajib diisi.";

const MAX_URL = 2000;

/**
 * A link address the editor keeps: a full http(s) address with a host, a mailto: address, or a
 * path on this site ("/artikel/…", never "//host" or "/\host"). Returns it trimmed, or null.
 */
export function editorLinkHref(value: string | null | undefined): string | null {
  const raw = (value ?? "").trim();
  if (!raw || raw.length > MAX_URL || /[\s\u0000-\u001f\u007f<>"\\]/.test(raw)) return null;
  if (/^https?:\/\/[^/\\?#@]+(?:[/?#]|$)/i.test(raw)) return raw;
  if (/^mailto:[^/?#@]+@[^/?#@]+(\?.*)?$/i.test(raw)) return raw;
  if (/^\/(?![/\\])/.test(raw)) return raw;
  return null;
}

/** An image address the editor keeps: only our own storage (`/gambar/…`), nothing else. */
export function editorImageSrc(value: string | null | undefined): string | null {
  const raw = (value ?? "").trim();
  if (raw.length > MAX_URL || raw.includes("..")) return null;
  return /^\/gambar\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/.test(raw) && !raw.includes("//") ? raw : null;
}
