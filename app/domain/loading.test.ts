import { describe, expect, it } from "vitest";
import { loadingText } from "./loading";

describe("loadingText", () => {
  it("uses the spec's text for each kind of page", () => {
    expect(loadingText("/artikel")).toBe("Memuat artikel...");
    expect(loadingText("/artikel/")).toBe("Memuat artikel...");
    expect(loadingText("/artikel/9")).toBe("Memuat artikel...");
    expect(loadingText("/tumbuh-kembang/0-3-bulan")).toBe("Memuat data...");
    expect(loadingText("/tentang-saya")).toBe("Memuat konten...");
    expect(loadingText("/tumbuh-kembang")).toBe("Memuat halaman...");
    expect(loadingText("/kalkulator")).toBe("Memuat halaman...");
    expect(loadingText("/artikel/9/bagikan")).toBe("Memuat halaman...");
  });
});
