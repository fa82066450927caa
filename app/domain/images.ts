/**
 * The widths an uploaded image is offered at besides its own (`/gambar/…?w=400`): a 360-400 px
 * phone at 1x and 2x. In production Cloudflare's image transformations make them from the
 * original in R2 (decision 041); locally the original answers.
 */
export const UPLOAD_WIDTHS = [400, 800] as const;

/** The requested width of an uploaded image, or null for the original; `undefined` is refused. */
export function uploadWidth(value: string | null): number | null | undefined {
  if (value === null) return null;
  return UPLOAD_WIDTHS.find((width) => String(width) === value);
}

/**
 * Smaller copies for phones, where they exist, so phones on slow, paid data download about half
 * as much:
 * - every 1200 px seed image has an 800 px twin ("hero.jpg" -> "hero-800.jpg");
 * - an upload (/gambar/…) is offered at UPLOAD_WIDTHS below its own width.
 * Other images are served as they are.
 */
export function responsiveSrcSet(src: string, width: number): string | undefined {
  if (/^\/gambar\/[\w./-]+$/.test(src) && !src.includes("..")) {
    const smaller = UPLOAD_WIDTHS.filter((candidate) => candidate < width);
    if (smaller.length === 0) return undefined;
    return [...smaller.map((candidate) => `${src}?w=${candidate} ${candidate}w`), `${src} ${width}w`].join(", ");
  }
  if (width <= 800) return undefined;
  const match = /^(\/images\/seed\/[a-z0-9-]+)\.jpg$/.exec(src);
  if (!match || /-800$/.test(match[1]!)) return undefined;
  return `${match[1]}-800.jpg 800w, ${src} ${width}w`;
}
