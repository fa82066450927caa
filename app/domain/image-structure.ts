// Where an uploaded image ends (decision 059). The type comes from the first bytes
// (`detectImageType`); this walks the file's own structure, segment by segment or chunk by chunk,
// to the point where the format says the image is over, and the structure must hold picture data
// (a JPEG frame and scan, a PNG IDAT, a WebP VP8/VP8L/VP8X chunk, AVIF meta and mdat). What follows that point is not part of
// the image: a phone's trailer (Samsung's metadata, a motion photo's video, a second picture) or
// HTML appended to make a polyglot. The upload keeps only the image; a file whose structure runs
// past its end, or never reaches its end marker, is broken and refused. Nothing is decoded: the
// walk reads lengths and markers only: a few milliseconds for a photo, about a quarter of a
// second for 5 MB crafted of the smallest boxes (measured in Node; uploads are admins' only).
import type { ImageType } from "./image-type";

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * JPEG: after SOI, marker segments (FF, marker, 2-byte length that counts itself); RSTn and TEM
 * stand alone; after each SOS header the entropy-coded data runs to the next FF that is not
 * followed by 00 (a stuffed FF) or by D0-D7 (a restart marker). The image ends after EOI (FF D9).
 * Segments are skipped by their length, so a thumbnail's own EOI inside EXIF is never mistaken
 * for the end.
 */
function jpegLength(bytes: Uint8Array): number | null {
  const n = bytes.length;
  let at = 2;
  // A picture has a frame header (SOFn) and a scan (SOS) before EOI: "FF D8 FF D9" is no image.
  let frame = false;
  let scan = false;
  while (at < n) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes: any number of FF before a marker.
    while (at < n && bytes[at] === 0xff) at++;
    if (at >= n) return null;
    const marker = bytes[at]!;
    at++;
    if (marker === 0xd9) return frame && scan ? at : null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0x00 || marker === 0xd8 || at + 2 > n) return null;
    const length = u16(bytes, at);
    if (length < 2 || at + length > n) return null;
    at += length;
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    if (marker !== 0xda) continue;
    scan = true;
    // Entropy-coded data after a scan header.
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= n) return null;
      const next = bytes[ff + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at = ff + 2;
        continue;
      }
      at = ff;
      break;
    }
  }
  return null;
}

/**
 * PNG: the 8-byte signature, then chunks (4-byte length, 4-byte type, data, 4-byte CRC), IHDR
 * first; the image ends after the IEND chunk.
 */
function pngLength(bytes: Uint8Array): number | null {
  const n = bytes.length;
  let at = 8;
  let first = true;
  let pictureData = false;
  while (at + 12 <= n) {
    const length = u32(bytes, at);
    const type = fourCc(bytes, at + 4);
    if (length > 0x7fffffff || at + 12 + length > n) return null;
    if (first && type !== "IHDR") return null;
    first = false;
    at += 12 + length;
    if (type === "IDAT") pictureData = true;
    // No IDAT before IEND: no picture.
    if (type === "IEND") return pictureData ? at : null;
  }
  return null;
}

/**
 * WebP: a RIFF file, "RIFF", a little-endian size of what follows it, "WEBP", then chunks (fourCC,
 * little-endian size, data padded to an even length) that must fill that size exactly (the last
 * chunk's pad byte may be missing). The image ends where the RIFF size says.
 */
function webpLength(bytes: Uint8Array): number | null {
  const n = bytes.length;
  if (n < 12) return null;
  const end = 8 + u32le(bytes, 4);
  if (end > n) return null;
  // The first chunk is the picture's own (VP8, VP8L, or VP8X for the extended format).
  if (!["VP8 ", "VP8L", "VP8X"].includes(fourCc(bytes, 12))) return null;
  let at = 12;
  let chunks = 0;
  while (at + 8 <= end) {
    const size = u32le(bytes, at + 4);
    at += 8 + size;
    chunks++;
    if (at === end) break;
    at += size % 2;
  }
  return at === end && chunks > 0 ? end : null;
}

/**
 * AVIF: an ISO-BMFF file, top-level boxes (4-byte size counting the header, 4-byte type; size 1
 * means a 64-bit size follows, size 0 means "to the end of the file"), `ftyp` first. The image
 * ends after the last whole box; what follows and cannot be a box (a size too small, or larger
 * than what is left) is a trailer. The kept boxes must hold the image's `meta` and `mdat`, so a
 * file cut off inside its picture data is refused rather than trimmed.
 */
function avifLength(bytes: Uint8Array): number | null {
  const n = bytes.length;
  const seen = new Set<string>();
  let at = 0;
  while (at + 8 <= n) {
    const declared = u32(bytes, at);
    // Size 0 ("to the end of the file") is taken for the picture data alone: any other box of
    // size 0 would keep whatever follows it, so it ends the image there (a trailer).
    if (declared === 0 && fourCc(bytes, at + 4) !== "mdat") break;
    let size = declared === 0 ? n - at : declared;
    if (declared === 1) {
      // A 64-bit size; one of 4 GiB or more never fits in an upload (5 MB at most).
      if (at + 16 > n || u32(bytes, at + 8) !== 0) break;
      size = u32(bytes, at + 12);
      if (size < 16) break;
    }
    if (size < 8 || at + size > n) break;
    const type = fourCc(bytes, at + 4);
    if (at === 0 && type !== "ftyp") return null;
    seen.add(type);
    at += size;
  }
  return seen.has("meta") && seen.has("mdat") ? at : null;
}

/**
 * How many bytes from the start the image itself takes, by the structure of its type; null when
 * that structure is broken or cut off (refuse the file). Bytes past the returned length are not
 * part of the image.
 */
export function imageLength(bytes: Uint8Array, ext: ImageType["ext"]): number | null {
  switch (ext) {
    case "jpg":
      return jpegLength(bytes);
    case "png":
      return pngLength(bytes);
    case "webp":
      return webpLength(bytes);
    case "avif":
      return avifLength(bytes);
  }
}
