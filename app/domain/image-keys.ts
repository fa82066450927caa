// Where uploaded images live in R2 and the site address that serves them (SPEC section 7
// "Storage", plus a random suffix so two uploads in the same millisecond never share a key).

export const IMAGE_KINDS = ["article", "about", "hero"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const IMAGE_PREFIX: Record<ImageKind, string> = {
  article: "public",
  about: "about-page",
  hero: "hero-section",
};

/** The public path images are served under (`app/routes/resources/image.ts`). */
export const IMAGE_URL_PATH = "/gambar/";

// Exactly the keys `imageKey` makes: a known prefix, a millisecond timestamp, 8 hex characters,
// one of the four extensions. Nothing else (no "..", no other folder) is ever served or deleted.
const KEY_PATTERN = /^(?:public|about-page|hero-section)\/\d{1,15}-[0-9a-f]{8}\.(?:jpg|png|webp|avif)$/;

export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** `public/1763800000000-0a1b2c3d.png`; `suffix` is 8 lowercase hex characters. */
export function imageKey(kind: ImageKind, ext: string, now: number, suffix: string): string {
  return `${IMAGE_PREFIX[kind]}/${Math.trunc(now)}-${suffix}.${ext}`;
}

export function imageUrlFor(key: string): string {
  return `${IMAGE_URL_PATH}${key}`;
}

/** The R2 key behind one of our image addresses, or null for any other address (seed images, other sites). */
export function keyFromImageUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(IMAGE_URL_PATH)) return null;
  const key = url.slice(IMAGE_URL_PATH.length);
  return isImageKey(key) ? key : null;
}
