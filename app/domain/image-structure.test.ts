import { describe, expect, it } from "vitest";
import { AVIF, JPEG, JPEG_PROGRESSIVE, joinBytes, PNG, WEBP_LOSSLESS, WEBP_LOSSY } from "./image-samples.test-support";
import { imageLength } from "./image-structure";

// Decision 059. The samples are real files made by each format's reference tool
// (image-samples.test-support.ts); every expected length below is a file's own length or a sum of the
// parts a test joins, never something the code under test computed.

const join = joinBytes;

const HTML = "<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>";

describe("imageLength: JPEG", () => {
  it("ends a baseline and a progressive (ten scans) JPEG at their own end", () => {
    expect(imageLength(JPEG, "jpg")).toBe(159);
    expect(imageLength(JPEG_PROGRESSIVE, "jpg")).toBe(567);
  });

  it("ends every seed photo at its own end", () => {
    const photos = import.meta.glob<string>("../../public/images/seed/*.jpg", {
      query: "?inline",
      import: "default",
      eager: true,
    });
    expect(Object.keys(photos).length).toBeGreaterThan(10);
    for (const [name, dataUrl] of Object.entries(photos)) {
      const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
      expect(imageLength(bytes, "jpg"), name).toBe(bytes.length);
    }
  });

  it("ends before HTML appended after EOI (a polyglot)", () => {
    expect(imageLength(join(JPEG, HTML), "jpg")).toBe(159);
  });

  it("skips a thumbnail's own EOI inside an APP1 segment and ends before a phone's trailer", () => {
    // SOI, an APP1 segment holding a whole JPEG (as EXIF thumbnails do), the rest of the photo,
    // then a trailer of the kind Samsung cameras append after EOI.
    const app1Length = 2 + 6 + JPEG.length;
    const photo = join(
      [0xff, 0xd8, 0xff, 0xe1, app1Length >> 8, app1Length & 0xff],
      "Exif\0\0",
      JPEG,
      JPEG.subarray(2),
    );
    expect(imageLength(join(photo, "SEFHxxxxImage_UTC_Data1700000000000SEFT"), "jpg")).toBe(2 + 2 + app1Length + 157);
  });

  it("reads stuffed FF 00 bytes, restart markers and fill bytes in the scan data", () => {
    // SOF0 for a 1x1 picture of one component (13 bytes), a scan header (10), its data (10).
    const frame = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
    const scanHeader = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
    const data = [0x12, 0xff, 0x00, 0xd9, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff];
    expect(imageLength(join([0xff, 0xd8], frame, scanHeader, data, [0xff, 0xd9], HTML), "jpg")).toBe(
      2 + 13 + 10 + 10 + 2,
    );
    // Without its frame header, or without a scan, there is no picture (review, issue 29).
    expect(imageLength(join([0xff, 0xd8], scanHeader, data, [0xff, 0xd9]), "jpg")).toBeNull();
    expect(imageLength(join([0xff, 0xd8], frame, [0xff, 0xd9]), "jpg")).toBeNull();
    expect(imageLength(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "jpg")).toBeNull();
  });

  it("refuses a JPEG cut off before EOI, inside a segment, or with a stray byte between segments", () => {
    expect(imageLength(JPEG.subarray(0, 157), "jpg")).toBeNull();
    expect(imageLength(join(JPEG.subarray(0, 157), HTML), "jpg")).toBeNull();
    expect(imageLength(JPEG.subarray(0, 30), "jpg")).toBeNull();
    expect(imageLength(join([0xff, 0xd8, 0x00], JPEG.subarray(2)), "jpg")).toBeNull();
    expect(imageLength(new Uint8Array([0xff, 0xd8, 0xff]), "jpg")).toBeNull();
  });
});

describe("imageLength: PNG", () => {
  it("ends after IEND, whatever follows", () => {
    expect(imageLength(PNG, "png")).toBe(70);
    expect(imageLength(join(PNG, HTML), "png")).toBe(70);
    expect(imageLength(join(PNG, PNG), "png")).toBe(70);
  });

  it("refuses a PNG cut off inside a chunk, one without IEND, and one whose first chunk is not IHDR", () => {
    expect(imageLength(PNG.subarray(0, 60), "png")).toBeNull();
    // Signature 8 + IHDR 25 + IDAT 25 = 58: everything but IEND.
    expect(imageLength(PNG.subarray(0, 58), "png")).toBeNull();
    expect(imageLength(join(PNG.subarray(0, 58), HTML), "png")).toBeNull();
    expect(imageLength(join(PNG.subarray(0, 8), PNG.subarray(58)), "png")).toBeNull();
    // IHDR then IEND, no IDAT: no picture.
    expect(imageLength(join(PNG.subarray(0, 33), PNG.subarray(58)), "png")).toBeNull();
  });
});

describe("imageLength: WebP", () => {
  it("ends where the RIFF size says, whatever follows", () => {
    expect(imageLength(WEBP_LOSSY, "webp")).toBe(62);
    expect(imageLength(WEBP_LOSSLESS, "webp")).toBe(52);
    expect(imageLength(join(WEBP_LOSSY, HTML), "webp")).toBe(62);
  });

  it("takes a last chunk without its pad byte", () => {
    // The lossless sample's one chunk has 31 bytes and a pad byte: drop it and say so in the size.
    const unpadded = join(WEBP_LOSSLESS.subarray(0, 51));
    unpadded[4] = 43;
    expect(imageLength(join(unpadded, HTML), "webp")).toBe(51);
  });

  it("refuses a WebP cut off before its RIFF size, or whose chunks do not fill it", () => {
    expect(imageLength(WEBP_LOSSY.subarray(0, 40), "webp")).toBeNull();
    const longer = join(WEBP_LOSSY, [0, 0, 0, 0]);
    longer[4] = 0x36 + 4;
    expect(imageLength(longer, "webp")).toBeNull();
    const noChunk = join("RIFF", [4, 0, 0, 0], "WEBP");
    expect(imageLength(noChunk, "webp")).toBeNull();
    // A RIFF/WEBP holding only a chunk of its own making, no VP8, VP8L or VP8X: no picture.
    const htmlOnly = join(
      "RIFF",
      [4 + 8 + HTML.length + (HTML.length % 2), 0, 0, 0],
      "WEBP",
      "HTML",
      [HTML.length, 0, 0, 0],
      HTML,
      HTML.length % 2 ? [0] : [],
    );
    expect(imageLength(htmlOnly, "webp")).toBeNull();
  });
});

describe("imageLength: AVIF", () => {
  // The sample's boxes: ftyp 32 bytes, meta 242, mdat 51.
  it("ends after the last whole box, before what cannot be one", () => {
    expect(imageLength(AVIF, "avif")).toBe(325);
    expect(imageLength(join(AVIF, HTML), "avif")).toBe(325);
    expect(imageLength(join(AVIF, [0, 0, 0, 3, 0x41]), "avif")).toBe(325);
  });

  it("reads a 64-bit box size", () => {
    const mdatData = AVIF.subarray(274 + 8);
    const large = join(
      AVIF.subarray(0, 274),
      [0, 0, 0, 1],
      "mdat",
      [0, 0, 0, 0, 0, 0, 0, 16 + mdatData.length],
      mdatData,
    );
    expect(imageLength(join(large, HTML), "avif")).toBe(274 + 16 + 43);
  });

  it("lets a box of size 0 run to the end of the file, as the format says", () => {
    const toEnd = join(AVIF.subarray(0, 274), [0, 0, 0, 0], AVIF.subarray(278), HTML);
    expect(imageLength(toEnd, "avif")).toBe(toEnd.length);
  });

  it("ends before a box of size 0 that is not the picture data, keeping nothing after it", () => {
    const trailer = join(AVIF, [0, 0, 0, 0], "free", HTML);
    expect(imageLength(trailer, "avif")).toBe(325);
  });

  it("refuses an AVIF cut off inside its picture data, or without meta or mdat", () => {
    expect(imageLength(AVIF.subarray(0, 300), "avif")).toBeNull();
    expect(imageLength(AVIF.subarray(0, 274), "avif")).toBeNull();
    expect(imageLength(join(AVIF.subarray(0, 32), AVIF.subarray(274)), "avif")).toBeNull();
  });
});
