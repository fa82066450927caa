// Length limits of account fields, shared by the zod schemas (server) and the form attributes
// (browser) without pulling zod into the browser bundle.
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

// Uploaded images (docs/decisions/021-image-uploads.md).
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** The types an upload may be (read from its bytes, app/domain/image-type.ts); also the file picker's `accept`. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
