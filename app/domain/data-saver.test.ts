import { describe, expect, it } from "vitest";
import { dataSaverCookie, savesData, switchReturnPath } from "./data-saver";

describe("savesData", () => {
  it("honours the browser's Save-Data header", () => {
    expect(savesData("on", null)).toBe(true);
    expect(savesData(" On ", null)).toBe(true);
    expect(savesData("off", null)).toBe(false);
    expect(savesData(null, null)).toBe(false);
  });

  it("honours the footer switch's cookie among others, and only its values 1 and 0", () => {
    expect(savesData(null, "bidanku.session_token=x; hemat_data=1; other=2")).toBe(true);
    expect(savesData(null, "hemat_data=0")).toBe(false);
    expect(savesData(null, "xhemat_data=1")).toBe(false);
    expect(savesData(null, "hemat_data=1x")).toBe(false);
  });

  it("lets the reader's switch win over her browser's header, both ways", () => {
    expect(savesData("on", "hemat_data=0")).toBe(false);
    expect(savesData("off", "hemat_data=1")).toBe(true);
    expect(savesData("on", "hemat_data=2")).toBe(true);
  });
});

describe("dataSaverCookie", () => {
  it("keeps the switch on or off for a year, for the whole site", () => {
    expect(dataSaverCookie(true, true)).toBe("hemat_data=1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(dataSaverCookie(false, false)).toBe("hemat_data=0; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("switchReturnPath", () => {
  it("goes back with the list's search, category and page, and nothing else", () => {
    expect(switchReturnPath("/artikel", "?q=asi&kategori=Nifas&halaman=2")).toBe(
      "/artikel?q=asi&kategori=Nifas&halaman=2",
    );
    expect(switchReturnPath("/atur-ulang-password", "?token=RAHASIA")).toBe("/atur-ulang-password");
    expect(switchReturnPath("/kalkulator", "?hpht=2026-01-01&q=x")).toBe("/kalkulator?q=x");
    expect(switchReturnPath("/", "")).toBe("/");
  });
});
