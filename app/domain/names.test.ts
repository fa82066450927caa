import { describe, expect, it } from "vitest";
import { avatarInitial, maskName, welcomeText } from "./names";

describe("maskName", () => {
  it("keeps only the initials of the first and last words", () => {
    expect(maskName("Siti Nur Aisyah")).toBe("S*** A***");
    expect(maskName("budi santoso")).toBe("B*** S***");
    expect(maskName("  Ayu   Lestari  ")).toBe("A*** L***");
  });

  it("gives one initial for a one-word name", () => {
    expect(maskName("Rina")).toBe("R***");
    expect(maskName("é")).toBe("É***");
  });

  it("falls back to Anonim for empty or non-text values", () => {
    for (const value of ["", "   ", null, undefined, 42, {}, ["Siti"]]) expect(maskName(value)).toBe("Anonim");
  });

  it("never leaks more than the initials, whatever the name holds", () => {
    expect(maskName("<script>alert(1)</script> x")).toBe("<*** X***");
    expect(maskName("👶 Bayi")).toBe("👶*** B***");
  });
});

describe("avatarInitial", () => {
  it("takes the first character, upper-cased", () => {
    expect(avatarInitial("S*** A***")).toBe("S");
    expect(avatarInitial("pengguna")).toBe("P");
    expect(avatarInitial("")).toBe("?");
  });
});

describe("welcomeText", () => {
  it("greets with the whole name, spaces tidied, and without one when there is none", () => {
    expect(welcomeText("  Bd.  Siti   Aminah ")).toBe("Selamat datang di Bidanku, Bd. Siti Aminah!");
    expect(welcomeText("   ")).toBe("Selamat datang di Bidanku!");
  });
});
