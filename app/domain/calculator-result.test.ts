import { describe, expect, it } from "vitest";
import { dangerQuestion } from "./calculator-result";

describe("dangerQuestion", () => {
  it("asks someone counting her fertile days about early pregnancy, not about the baby's movements (issue 29)", () => {
    const fertility = dangerQuestion("fertility");
    expect(fertility).not.toMatch(/janin/);
    expect(fertility).toContain("Terlambat haid");
    expect(fertility).toContain("Segera ke puskesmas atau rumah sakit sekarang");
  });

  it("asks a pregnant woman about pregnancy's danger signs: bleeding now, fewer movements seen today", () => {
    for (const type of ["hpl", "weight_gain"] as const) {
      expect(dangerQuestion(type), type).toContain(
        "Ada perdarahan atau sakit kepala hebat? Segera ke fasilitas kesehatan sekarang.",
      );
      expect(dangerQuestion(type), type).toContain(
        "Gerakan janin berkurang? Hubungi bidan sekarang dan periksa hari ini juga.",
      );
    }
  });
});
