import { describe, expect, it } from "vitest";
import {
  assetPaths,
  chosenPages,
  guidePaths,
  isChosen,
  isPagePath,
  keepsImagesOf,
  mayChoose,
  mayKeep,
  mayRelease,
  NO_CHOICE,
  type OfflineChoice,
  overLimit,
  readChoice,
  readRequest,
  readTooOld,
  requestKind,
  revalidationHeaders,
  staleCaches,
  unchosen,
  versionCache,
  withPage,
} from "./offline";

const navigate = { method: "GET", mode: "navigate", destination: "document" };
const kind = (path: string, request = navigate) => requestKind(new URL(path, "https://bidanku.id"), request);

const answer = (control: string | null, status = 200, type = "basic") => ({
  status,
  type,
  headers: { get: (name: string) => (name.toLowerCase() === "cache-control" ? control : null) },
});

describe("requestKind", () => {
  it("keeps the offline set, the guides and the immunisation schedule, network first", () => {
    for (const path of [
      "/",
      "/offline",
      "/tanda-bahaya",
      "/kalkulator",
      "/tumbuh-kembang",
      "/tumbuh-kembang/cek",
      "/imunisasi",
    ]) {
      expect(kind(path), path).toBe("kept-page");
    }
    expect(kind("/tumbuh-kembang/0-3-bulan")).toBe("kept-page");
    expect(kind("/tumbuh-kembang/3-5-tahun")).toBe("kept-page");
  });

  it("keeps articles as read, by their numeric address only", () => {
    expect(kind("/artikel/12")).toBe("article");
    expect(kind("/artikel/12/bagikan")).toBe("page");
    expect(kind("/artikel/abc")).toBe("page");
    // Tanya Jawab answers are kept as they are read, like articles (issue 39); the list is not.
    expect(kind("/tanya-jawab/7")).toBe("article");
    expect(kind("/tanya-jawab")).toBe("page");
    expect(kind("/tanya-jawab/7x")).toBe("page");
    expect(kind("/artikel")).toBe("page");
  });

  it("never keeps personal or editors' pages, nor addresses with a query", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/anak/3",
      "/dashboard/anak/3/imunisasi",
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
  it("keeps the pictures an article or a page the reader keeps shows, no others", () => {
    expect(keepsImagesOf("https://bidanku.id/artikel/4", NO_CHOICE)).toBe(true);
    // The home page is kept only with the whole set.
    expect(keepsImagesOf("https://bidanku.id/", NO_CHOICE)).toBe(false);
    expect(keepsImagesOf("https://bidanku.id/", { all: true, pages: [] })).toBe(true);
    expect(keepsImagesOf("https://bidanku.id/tumbuh-kembang/0-3-bulan", NO_CHOICE)).toBe(false);
    expect(
      keepsImagesOf(
        "https://bidanku.id/tumbuh-kembang/0-3-bulan",
        withPage(NO_CHOICE, "/tumbuh-kembang/0-3-bulan", true),
      ),
    ).toBe(true);
    expect(keepsImagesOf("https://bidanku.id/artikel?kategori=gizi", { all: true, pages: [] })).toBe(false);
    expect(keepsImagesOf("https://bidanku.id/admin/hero", { all: true, pages: [] })).toBe(false);
    expect(keepsImagesOf("https://bidanku.id/dashboard", { all: true, pages: [] })).toBe(false);
    expect(keepsImagesOf("", NO_CHOICE)).toBe(false);
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

// The offline set by the reader's choice (issue 32, decision 066).
const ALL: OfflineChoice = { all: true, pages: [] };

describe("chosenPages", () => {
  it("keeps only the offline page and the danger signs on a first visit", () => {
    expect(chosenPages(NO_CHOICE)).toEqual(["/offline", "/tanda-bahaya"]);
    expect(chosenPages(readChoice(null))).toEqual(["/offline", "/tanda-bahaya"]);
  });

  it("adds the pages kept one by one, and the whole set (its guides come with the growth index) with the switch", () => {
    const one = withPage(NO_CHOICE, "/kalkulator", true);
    expect(chosenPages(one)).toEqual(["/offline", "/tanda-bahaya", "/kalkulator"]);
    expect(chosenPages(ALL)).toEqual([
      "/offline",
      "/tanda-bahaya",
      "/",
      "/kalkulator",
      "/tumbuh-kembang",
      "/tumbuh-kembang/cek",
      "/imunisasi",
    ]);
    // A guide kept on its own page stays beside the whole set, once.
    const both = { all: true, pages: ["/tumbuh-kembang/0-3-bulan", "/kalkulator"] };
    expect(chosenPages(both)).toEqual([...chosenPages(ALL), "/tumbuh-kembang/0-3-bulan"]);
  });
});

describe("mayChoose and withPage", () => {
  it("lets the reader keep the calculators, the growth check, each guide and the immunisation schedule, one by one, and nothing else", () => {
    for (const path of [
      "/kalkulator",
      "/tumbuh-kembang/cek",
      "/tumbuh-kembang/0-3-bulan",
      "/tumbuh-kembang/3-5-tahun",
      "/imunisasi",
    ]) {
      expect(mayChoose(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/tumbuh-kembang",
      "/offline",
      "/tanda-bahaya",
      "/artikel/3",
      "/dashboard",
      "/kalkulator/simpan",
      "/imunisasi/",
      "/dashboard/anak/3/imunisasi",
    ]) {
      expect(mayChoose(path), path).toBe(false);
      expect(withPage(NO_CHOICE, path, true), path).toEqual(NO_CHOICE);
    }
  });

  it("adds a page once and takes it out again", () => {
    const kept = withPage(withPage(NO_CHOICE, "/kalkulator", true), "/kalkulator", true);
    expect(kept).toEqual({ all: false, pages: ["/kalkulator"] });
    expect(withPage(kept, "/kalkulator", false)).toEqual(NO_CHOICE);
    expect(withPage({ all: true, pages: ["/kalkulator"] }, "/kalkulator", false)).toEqual(ALL);
  });
});

describe("isChosen, mayRelease and unchosen", () => {
  it("always keeps the minimum; the rest as chosen", () => {
    expect(isChosen(NO_CHOICE, "/offline")).toBe(true);
    expect(isChosen(NO_CHOICE, "/tanda-bahaya")).toBe(true);
    for (const path of [
      "/",
      "/kalkulator",
      "/tumbuh-kembang",
      "/tumbuh-kembang/cek",
      "/tumbuh-kembang/0-3-bulan",
      "/imunisasi",
    ]) {
      expect(isChosen(NO_CHOICE, path), path).toBe(false);
      expect(isChosen(ALL, path), path).toBe(true);
    }
    expect(isChosen(withPage(NO_CHOICE, "/tumbuh-kembang/4-6-bulan", true), "/tumbuh-kembang/4-6-bulan")).toBe(true);
    expect(isChosen(ALL, "/artikel/3")).toBe(false);
  });

  it("lets a page go on its own page only when the reader kept it there, not under the whole set", () => {
    const one = withPage(NO_CHOICE, "/kalkulator", true);
    expect(mayRelease(one, "/kalkulator")).toBe(true);
    expect(mayRelease(one, "/tumbuh-kembang/cek")).toBe(false);
    expect(mayRelease({ ...one, all: true }, "/kalkulator")).toBe(false);
    expect(mayRelease(ALL, "/tanda-bahaya")).toBe(false);
  });

  it("drops what the switch kept once it is off, and keeps what was kept one by one", () => {
    const kept = ["/offline", "/tanda-bahaya", "/", "/kalkulator", "/tumbuh-kembang", "/tumbuh-kembang/0-3-bulan"];
    expect(unchosen(kept, ALL)).toEqual([]);
    expect(unchosen(kept, withPage(NO_CHOICE, "/kalkulator", true))).toEqual([
      "/",
      "/tumbuh-kembang",
      "/tumbuh-kembang/0-3-bulan",
    ]);
  });

  it("tells a kept page from a kept file", () => {
    for (const path of ["/", "/offline", "/tumbuh-kembang/0-3-bulan"]) expect(isPagePath(path), path).toBe(true);
    for (const path of [
      "/assets/client-enhance-abc.js",
      "/manifest.webmanifest",
      "/favicon.svg",
      "/icons/icon-192.png",
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});

describe("readChoice", () => {
  it("reads the stored choice back, and keeps only pages that can be chosen, once each", () => {
    const stored = JSON.stringify({
      all: true,
      pages: ["/kalkulator", "/admin", 3, "/kalkulator", "/tumbuh-kembang/cek"],
    });
    expect(readChoice(stored)).toEqual({ all: true, pages: ["/kalkulator", "/tumbuh-kembang/cek"] });
  });

  it("takes anything else for no choice at all", () => {
    for (const text of [null, undefined, "", "{", "null", "[]", '"all"', '{"all":"yes","pages":"/kalkulator"}']) {
      expect(readChoice(text), String(text)).toEqual(NO_CHOICE);
    }
  });
});

describe("revalidationHeaders", () => {
  const kept = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] ?? null });

  it("asks with the kept copy's entity tag and date, so an unchanged page is a 304", () => {
    expect(revalidationHeaders(kept({ ETag: 'W/"abc"' }))).toEqual({ "If-None-Match": 'W/"abc"' });
    expect(revalidationHeaders(kept({ ETag: '"x"', "Last-Modified": "Tue, 01 Dec 2026 00:00:00 GMT" }))).toEqual({
      "If-None-Match": '"x"',
      "If-Modified-Since": "Tue, 01 Dec 2026 00:00:00 GMT",
    });
  });

  it("asks plainly for a copy without either", () => {
    expect(revalidationHeaders(kept({}))).toEqual({});
  });
});

describe("readRequest", () => {
  it("reads what a page asks the worker", () => {
    expect(readRequest({ type: "offline-status", path: "/kalkulator" })).toEqual({
      type: "offline-status",
      path: "/kalkulator",
    });
    expect(readRequest({ type: "offline-keep", path: "/kalkulator", keep: true })).toEqual({
      type: "offline-keep",
      path: "/kalkulator",
      keep: true,
    });
    expect(readRequest({ type: "offline-all", keep: false })).toEqual({ type: "offline-all", keep: false });
  });

  it("ignores anything else", () => {
    for (const data of [
      null,
      "offline-all",
      { type: "hemat", on: true },
      { type: "offline-all", keep: "yes" },
      { type: "offline-keep", path: "/kalkulator" },
      { type: "offline-status" },
      { type: "offline-status", path: `/${"a".repeat(200)}` },
    ]) {
      expect(readRequest(data), JSON.stringify(data)).toBeNull();
    }
  });
});
