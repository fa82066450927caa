import { describe, expect, it } from "vitest";
import { imageKey, imageUrlFor, isImageKey, keyFromImageUrl } from "./image-keys";

describe("image keys", () => {
  it("follows the storage paths of the spec, with a random suffix", () => {
    expect(imageKey("article", "png", 1763800000000, "0a1b2c3d")).toBe("public/1763800000000-0a1b2c3d.png");
    expect(imageKey("about", "jpg", 1763800000001, "ffffffff")).toBe("about-page/1763800000001-ffffffff.jpg");
    expect(imageKey("hero", "avif", 1763800000002, "00000000")).toBe("hero-section/1763800000002-00000000.avif");
  });

  it("accepts only keys of that shape", () => {
    expect(isImageKey("public/1763800000000-0a1b2c3d.png")).toBe(true);
    expect(isImageKey("hero-section/1763800000000-0a1b2c3d.webp")).toBe(true);
    for (const key of [
      "",
      "public/",
      "secret.png",
      "private/1763800000000-0a1b2c3d.png",
      "public/../secret.png",
      "public/..%2Fsecret.png",
      "public/1763800000000-0a1b2c3d.svg",
      "public/1763800000000-0a1b2c3d.png/x",
      "public/1763800000000-0A1B2C3D.png",
      "/public/1763800000000-0a1b2c3d.png",
      "public/1763800000000-0a1b2c3d.png\n",
    ]) {
      expect(isImageKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it("turns keys into site addresses and back, and ignores other addresses", () => {
    expect(imageUrlFor("about-page/1763800000000-0a1b2c3d.jpg")).toBe("/gambar/about-page/1763800000000-0a1b2c3d.jpg");
    expect(keyFromImageUrl("/gambar/about-page/1763800000000-0a1b2c3d.jpg")).toBe(
      "about-page/1763800000000-0a1b2c3d.jpg",
    );
    for (const url of [
      null,
      undefined,
      "",
      "/images/seed/hero.jpg",
      "https://cdn.example/gambar/public/1763800000000-0a1b2c3d.png",
      "/gambar/secret.png",
      "/gambar/public/../x.png",
    ]) {
      expect(keyFromImageUrl(url), String(url)).toBeNull();
    }
  });
});
