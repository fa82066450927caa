import { describe, expect, it } from "vitest";
import {
  assetPaths,
  guidePaths,
  keepsImagesOf,
  mayKeep,
  overLimit,
  readTooOld,
  requestKind,
  staleCaches,
  versionCache,
} from "./offline";

const navigate = { method: "GET", mode: "navigate", destination: "document" };
const kind = (path: string, request = navigate) => requestKind(new URL(path, "https://bidanku.id"), request);

const answer = (control: string | null, status = 200, type = "basic") => ({
  status,
  type,
  headers: { get: (name: string) => (name.toLowerCase() === "cache-control" ? control : null) },
});

describe("requestKind", () => {
  it("keeps the offline set and the guides, network first", () => {
    for (const path of ["/", "/offline", "/tanda-bahaya", "/kalkulator", "/tumbuh-kembang", "/tumbuh-kembang/cek"]) {
      expect(kind(path), path).toBe("kept-page");
    }
    expect(kind("/tumbuh-kembang/0-3-bulan")).toBe("kept-page");
    expect(kind("/tumbuh-kembang/3-5-tahun")).toBe("kept-page");
  });

  it("keeps articles as read, by their numeric address only", () => {
    expect(kind("/artikel/12")).toBe("article");
    expect(kind("/artikel/12/bagikan")).toBe("page");
    expect(kind("/artikel/abc")).toBe("page");
    expect(kind("/artikel")).toBe("page");
  });

  it("never keeps personal or editors' pages, nor addresses with a query", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/anak/3",
      "/admin",
      "/admin/artikel/baru",
      "/login",
      "/logout",
      "/register",
      "/api/auth/session",
      "/__dev/outbox",
      "/kalkulator?hpht=2026-01-01",
      "/artikel/3?x=1",
    ]) {
      expect(kind(path), path).toBe("page");
    }
    // A look-alike outside the area is an ordinary page.
    expect(kind("/dashboarding")).toBe("page");
    expect(kind("/administrasi")).toBe("page");
  });

  it("leaves every POST and anything unknown to the browser", () => {
    expect(kind("/kalkulator", { ...navigate, method: "POST" })).toBe("pass");
    expect(kind("/tumbuh-kembang/cek", { method: "POST", mode: "cors", destination: "" })).toBe("pass");
    expect(kind("/sw.js", { method: "GET", mode: "same-origin", destination: "serviceworker" })).toBe("pass");
    expect(kind("/kalkulator/simpan", { method: "GET", mode: "cors", destination: "" })).toBe("pass");
  });

  it("answers scripts, icons and the manifest from the cache, pictures only when asked as images", () => {
    const script = { method: "GET", mode: "cors", destination: "script" };
    expect(kind("/assets/client-enhance-abc123.js", script)).toBe("asset");
    expect(kind("/icons/icon-192.png", { ...script, destination: "image" })).toBe("asset");
    expect(kind("/manifest.webmanifest", { ...script, destination: "manifest" })).toBe("asset");
    const image = { method: "GET", mode: "no-cors", destination: "image" };
    expect(kind("/gambar/artikel/1.webp", image)).toBe("image");
    expect(kind("/images/stok.jpg", image)).toBe("image");
    expect(kind("/gambar/artikel/1.webp", script)).toBe("pass");
  });
});

describe("keepsImagesOf", () => {
  it("keeps the pictures an article or a kept page shows, no others", () => {
    expect(keepsImagesOf("https://bidanku.id/artikel/4")).toBe(true);
    expect(keepsImagesOf("https://bidanku.id/")).toBe(true);
    expect(keepsImagesOf("https://bidanku.id/artikel?kategori=gizi")).toBe(false);
    expect(keepsImagesOf("https://bidanku.id/admin/hero")).toBe(false);
    expect(keepsImagesOf("https://bidanku.id/dashboard")).toBe(false);
    expect(keepsImagesOf("")).toBe(false);
  });
});

describe("mayKeep", () => {
  it("keeps only a full answer the server made public", () => {
    expect(mayKeep(answer("public, no-cache"))).toBe(true);
    expect(mayKeep(answer("Public, max-age=60"))).toBe(true);
  });

  it("never keeps a signed-in reader's page, an error, a redirect or an answer from elsewhere", () => {
    expect(mayKeep(answer("private, no-store"))).toBe(false);
    expect(mayKeep(answer("public, no-store"))).toBe(false);
    expect(mayKeep(answer("private, no-cache"))).toBe(false);
    expect(mayKeep(answer(null))).toBe(false);
    expect(mayKeep(answer("public, no-cache", 404))).toBe(false);
    expect(mayKeep(answer("public, no-cache", 0, "opaqueredirect"))).toBe(false);
    expect(mayKeep(answer("public, no-cache", 200, "opaque"))).toBe(false);
  });
});

describe("assetPaths", () => {
  it("lists the fingerprinted files a page loads or may load, once each, and nothing else", () => {
    const html = `<script type="module" src="/assets/client-enhance-AbC_12-x.js"></script>
      <form method="post" data-offline-module="/assets/client-growth-offline-Zz9.js"></form>
      <script type="module" src="/assets/client-enhance-AbC_12-x.js"></script>
      <link rel="stylesheet" href="/assets/app-1.css"/>
      <img src="/gambar/artikel/1.webp"><a href="https://evil.example/assets/x.js">x</a>
      <p>Lihat "/assets/tidak-ada.js" atau <a href="/assets/berkas.pdf">berkas</a></p>`;
    expect(assetPaths(html)).toEqual([
      "/assets/client-enhance-AbC_12-x.js",
      "/assets/app-1.css",
      "/assets/client-growth-offline-Zz9.js",
    ]);
    expect(assetPaths("<p>tanpa skrip</p>")).toEqual([]);
  });
});

describe("readTooOld", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");
  const at = (iso: string) => String(Date.parse(iso));
  it("drops what was read more than 30 days ago, and what says no time", () => {
    expect(readTooOld(at("2026-10-28T13:00:00Z"), now)).toBe(false);
    expect(readTooOld(at("2026-10-28T11:00:00Z"), now)).toBe(true);
    expect(readTooOld(at("2026-11-27T11:00:00Z"), now)).toBe(false);
    expect(readTooOld(null, now)).toBe(true);
    expect(readTooOld("kemarin", now)).toBe(true);
  });
});

describe("guidePaths", () => {
  it("reads the guides off the growth index, without the growth check and without repeats", () => {
    const html = `<a href="/tumbuh-kembang/cek">Cek</a><a href="/tumbuh-kembang/0-3-bulan">0-3</a>
      <a href="/tumbuh-kembang/3-6-bulan">3-6</a><a href="/tumbuh-kembang/0-3-bulan">lagi</a>
      <a href="/tumbuh-kembang">indeks</a><a href="/artikel/1">artikel</a>`;
    expect(guidePaths(html)).toEqual(["/tumbuh-kembang/0-3-bulan", "/tumbuh-kembang/3-6-bulan"]);
  });
});

describe("overLimit", () => {
  it("drops the oldest past the limit", () => {
    expect(overLimit(["a", "b", "c", "d"], 2)).toEqual(["a", "b"]);
    expect(overLimit(["a", "b"], 2)).toEqual([]);
    expect(overLimit([], 3)).toEqual([]);
  });
});

describe("staleCaches", () => {
  it("deletes every older deploy's cache but the one just before, never the read articles", () => {
    const names = ["bidanku-v-aaa", "bidanku-dibaca", "bidanku-v-bbb", "bidanku-v-ccc", "other-cache", "bidanku-v-ddd"];
    expect(staleCaches(names, "ddd")).toEqual(["bidanku-v-aaa", "bidanku-v-bbb"]);
    expect(staleCaches(["bidanku-v-ddd"], "ddd")).toEqual([]);
    expect(staleCaches(["bidanku-v-aaa", "bidanku-v-ddd"], "ddd")).toEqual([]);
    expect(versionCache("ddd")).toBe("bidanku-v-ddd");
  });
});
