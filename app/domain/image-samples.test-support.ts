// For the tests only: real images of each upload type, made by the formats' own reference tools (Debian packages
// libjpeg-turbo-progs, webp, libavif-bin), as small as they go. Tests build polyglots, trailers and
// cut-off files from these (decision 059).

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Bytes, text (UTF-8) and number lists joined into one file, to build polyglots and trailers. */
export function joinBytes(...parts: (Uint8Array | number[] | string)[]): Uint8Array<ArrayBuffer> {
  const chunks = parts.map((part) =>
    typeof part === "string"
      ? new TextEncoder().encode(part)
      : part instanceof Uint8Array
        ? part
        : new Uint8Array(part),
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A 1x1 grey baseline JPEG: `cjpeg -grayscale -optimize` (libjpeg-turbo) of a one-pixel PGM; 159 bytes. */
export const JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z",
);

/** A 2x2 colour progressive JPEG (ten scans): `cjpeg -progressive -optimize` of a PPM; 567 bytes. */
export const JPEG_PROGRESSIVE = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wgARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUAQEAAAAAAAAAAAAAAAAAAAAF/9oADAMBAAIQAxAAAAGsBxX/xAAWEAEBAQAAAAAAAAAAAAAAAAADBAH/2gAIAQEAAQUCjI9i/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAEDMv/aAAgBAwEBPwGm2f/EABcRAAMBAAAAAAAAAAAAAAAAAAABAjL/2gAIAQIBAT8BvTP/xAAbEAACAQUAAAAAAAAAAAAAAAABAgADERNBYf/aAAgBAQAGPwKgSi3xrrk//8QAFhABAQEAAAAAAAAAAAAAAAAAASEA/9oACAEBAAE/IUc0ipsb/9oADAMBAAIAAwAAABAL/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAGhsf/aAAgBAwEBPxCl6f/EABYRAAMAAAAAAAAAAAAAAAAAAAABof/aAAgBAgEBPxCpn//EABcQAQEBAQAAAAAAAAAAAAAAAAERACH/2gAIAQEAAT8QQMsQporOu//Z",
);

/** A 1x1 RGBA PNG (IHDR, IDAT, IEND), the one the Playwright uploads use; 70 bytes. */
export const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
);

/** A 2x2 lossy WebP (one VP8 chunk): `cwebp -q 50`; 62 bytes. */
export const WEBP_LOSSY = fromBase64(
  "UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAsBMJaQAAudFrAAA/uKe9LSl1f1UwEYDwYwrUAAAAAA=",
);

/** A 2x2 lossless WebP (one VP8L chunk, odd size, padded): `cwebp -lossless`; 52 bytes. */
export const WEBP_LOSSLESS = fromBase64("UklGRiwAAABXRUJQVlA4TB8AAAAvAUAAAB8gEEjeHzqN+RcQFPwf3fxHZA/gBgwR/Q8BAA==");

/** A 2x2 AVIF (ftyp, meta, mdat): `avifenc` (libavif) of a 2x2 JPEG; 325 bytes. */
export const AVIF = fromBase64(
  "AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAACsAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQAMAAAAABNjb2xybmNseAABAA0ABoAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAADNtZGF0EgAKCBgANggIaDQgMh0WQAYYYYUAA8QZy8Qj3UWgU2Fv9dOvYZhN53bdgA==",
);
