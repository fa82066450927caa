import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";

// Every sample is written out by hand from the formats' published signatures.
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], "IHDR");
const WEBP = bytes("RIFF", [0x24, 0x00, 0x00, 0x00], "WEBP", "VP8 ");
// ftyp box of 32 bytes: major brand, minor version 0, then four compatible brands.
const ftyp = (size: number, major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible);

describe("detectImageType", () => {
  it("recognises JPEG, PNG and WebP by their signatures", () => {
    expect(detectImageType(JPEG)).toEqual({ mime: "image/jpeg", ext: "jpg" });
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ mime: "image/jpeg", ext: "jpg" });
    expect(detectImageType(PNG)).toEqual({ mime: "image/png", ext: "png" });
    expect(detectImageType(WEBP)).toEqual({ mime: "image/webp", ext: "webp" });
  });

  it("recognises AVIF by the major or a compatible brand of the ftyp box", () => {
    expect(detectImageType(ftyp(0x20, "avif", "avif", "mif1", "miaf", "MA1B"))).toEqual({
      mime: "image/avif",
      ext: "avif",
    });
    expect(detectImageType(ftyp(0x1c, "avis", "avis", "msf1", "iso8"))).toEqual({ mime: "image/avif", ext: "avif" });
    // Some encoders put the generic HEIF brand first and list avif among the compatible ones.
    expect(detectImageType(ftyp(0x1c, "mif1", "miaf", "MA1B", "avif"))).toEqual({ mime: "image/avif", ext: "avif" });
  });

  it("refuses other ISO-BMFF files and brands outside the ftyp box", () => {
    expect(detectImageType(ftyp(0x18, "heic", "mif1", "heic"))).toBeNull();
    expect(detectImageType(ftyp(0x1c, "isom", "isom", "iso2", "mp41"))).toBeNull();
    // The box is 20 bytes long; "avif" after it belongs to the next box, not to the brands.
    expect(detectImageType(ftyp(0x14, "mif1", "miaf", "avif"))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 0x20], "ftya", "avif", [0, 0, 0, 0]))).toBeNull();
  });

  it("refuses SVG, GIF, text, HTML and nothing at all", () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes("GIF89a", [0x01, 0x00, 0x01, 0x00]))).toBeNull();
    expect(detectImageType(bytes("Halo, ini teks biasa."))).toBeNull();
    expect(detectImageType(bytes("<!DOCTYPE html><html><script>alert(1)</script>"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("refuses truncated or near-miss signatures", () => {
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(detectImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0b]))).toBeNull();
    expect(detectImageType(bytes("RIFF", [0x24, 0x00, 0x00, 0x00], "WAVE", "fmt "))).toBeNull();
    expect(detectImageType(bytes("RIFF", [0x24, 0x00, 0x00, 0x00], "WEB"))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 0x20], "ftyp", "av"))).toBeNull();
  });
});
