import { describe, expect, it } from "vitest";
import { destinationLabel, homeForRole, safeRedirectPath } from "./redirects";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeRedirectPath("/artikel/3?x=1#komentar", "/dashboard")).toBe("/artikel/3?x=1#komentar");
    expect(safeRedirectPath("/admin/pengguna", "/dashboard")).toBe("/admin/pengguna");
    expect(safeRedirectPath("/artikel/./9", "/dashboard")).toBe("/artikel/9");
    expect(safeRedirectPath("/a/../artikel", "/dashboard")).toBe("/artikel");
    // An encoded slash is not a separator: this stays a path on this site.
    expect(safeRedirectPath("/.%2f/evil.example", "/dashboard")).toBe("/.%2f/evil.example");
  });

  it("refuses anything that could leave the site", () => {
    for (const to of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "",
      null,
      undefined,
      42,
      `/${"a".repeat(600)}`,
      // Paths that normalise to "//host" (issue 11): dot segments, encodings, slashes, tabs.
      "/.//evil.example",
      "/./\\evil.example",
      "/a/..//evil.example",
      "/../..//evil.example/x",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/./\t/evil.example",
      "/.\\/evil.example",
      "/.//\\evil.example",
      "/x/.././/evil.example?y=1",
      "///evil.example",
    ]) {
      expect(safeRedirectPath(to, "/dashboard"), String(to)).toBe("/dashboard");
    }
  });
});

describe("roles", () => {
  it("sends admins to the panel and members to the dashboard", () => {
    expect(homeForRole("admin")).toBe("/admin");
    expect(homeForRole("super_admin")).toBe("/admin");
    expect(homeForRole("member")).toBe("/dashboard");
    expect(homeForRole("owner")).toBe("/dashboard");
  });
});

describe("destinationLabel", () => {
  it("names where the login dialog's button goes", () => {
    expect(destinationLabel("/dashboard")).toBe("Masuk ke Dashboard");
    expect(destinationLabel("/admin")).toBe("Masuk ke Admin Panel");
    expect(destinationLabel("/admin/pengguna")).toBe("Lanjut ke Admin Panel");
    expect(destinationLabel("/artikel/9#komentar")).toBe("Kembali ke Artikel");
    expect(destinationLabel("/artikel?kategori=Gizi")).toBe("Kembali ke Daftar Artikel");
    expect(destinationLabel("/kalkulator?hpht=2026-01-01")).toBe("Kembali ke Kalkulator");
    expect(destinationLabel("/tumbuh-kembang/2")).toBe("Kembali ke Tumbuh Kembang");
    expect(destinationLabel("/tanya-kami")).toBe("Kembali ke Tanya Kami");
    expect(destinationLabel("/")).toBe("Ke Beranda");
    expect(destinationLabel("/tentang-saya")).toBe("Lanjutkan");
  });
});
