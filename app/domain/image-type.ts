// What an uploaded image really is, decided from its first bytes only. The file name and the
// type the browser declares are chosen by the uploader and are never trusted.

export type ImageType =
  | { mime: "image/jpeg"; ext: "jpg" }
  | { mime: "image/png"; ext: "png" }
  | { mime: "image/webp"; ext: "webp" }
  | { mime: "image/avif"; ext: "avif" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return "";
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/**
 * AVIF is an ISO-BMFF file: it opens with an `ftyp` box (4-byte big-endian size, "ftyp", major
 * brand, minor version, then compatible brands). It is AVIF when the major brand or one of the
 * compatible brands is `avif` (still image) or `avis` (image sequence). HEIC and MP4 files share
 * the box but not the brands.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp" || bytes.length < 16) return false;
  const declared = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  // 0 means "to the end of the file"; 1 (a 64-bit size) and anything below the fixed part are not a real ftyp box.
  if (declared !== 0 && declared < 16) return false;
  const end = Math.min(declared === 0 ? bytes.length : declared, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/**
 * The image type of a file's leading bytes, or null. Give it the whole file, or at least its first
 * 256 bytes (an AVIF `ftyp` box lists its brands); where the image ends is `imageLength`'s job.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: "image/png", ext: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return { mime: "image/webp", ext: "webp" };
  if (isAvif(bytes)) return { mime: "image/avif", ext: "avif" };
  return null;
}
