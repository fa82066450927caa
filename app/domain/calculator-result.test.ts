import { describe, expect, it } from "vitest";
import { dangerQuestion } from "./calculator-result";

describe("dangerQuestion", () => {
  it("asks someone counting her fertile days about early pregnancy, not about the baby's movements (issue 29)", () => {
    const fertility = dangerQuestion("fertility");
    expect(fertility).not.toMatch(/janin/);
    expect(fertility).toContain("terlambat haid");
    expect(fertility).toContain("sekarang");
  });

  it("asks a pregnant woman about pregnancy's danger signs, to go now", () => {
    for (const type of ["hpl", "weight_gain"] as const) {
      expect(dangerQuestion(type), type).toContain("gerakan janin berkurang");
      expect(dangerQuestion(type), type).toContain("Segera ke fasilitas kesehatan sekarang");
    }
  });
});
