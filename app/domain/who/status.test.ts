import { describe, expect, it } from "vitest";
import { IMPLAUSIBLE_NOTE, statusFor } from "./status";

// Every cut-off of Permenkes 2/2020 (and of LK/U), exactly on it and one hundredth either side.
// "-3 SD sd <-2 SD": -3 is in that band; "-2 SD sd +1 SD": -2 and +1 are normal; "> +1 SD sd +2 SD":
// +2 is in that band; "> +2 SD sd +3 SD": +3 too.

const label = (indicator: Parameters<typeof statusFor>[0], z: number) => statusFor(indicator, z).label;

describe("BB/U", () => {
  it.each([
    [-3.01, "Berat badan sangat kurang (severely underweight)", "danger"],
    [-3, "Berat badan kurang (underweight)", "warning"],
    [-2.01, "Berat badan kurang (underweight)", "warning"],
    [-2, "Berat badan normal", "normal"],
    [1, "Berat badan normal", "normal"],
    [1.01, "Risiko Berat badan lebih", "warning"],
    [2, "Risiko Berat badan lebih", "warning"],
    [3, "Risiko Berat badan lebih", "warning"],
    [3.01, "Risiko Berat badan lebih", "warning"],
  ])("z = %d: %s", (z, text, tone) => {
    expect(statusFor("bb-u", z)).toEqual({ label: text, tone });
  });
});

describe("PB/U or TB/U", () => {
  it.each([
    [-3.01, "Sangat pendek (severely stunted)", "danger"],
    [-3, "Pendek (stunted)", "warning"],
    [-2.01, "Pendek (stunted)", "warning"],
    [-2, "Normal", "normal"],
    [1, "Normal", "normal"],
    [2, "Normal", "normal"],
    [3, "Normal", "normal"],
    [3.01, "Tinggi", "warning"],
  ])("z = %d: %s", (z, text, tone) => {
    expect(statusFor("pb-u", z)).toEqual({ label: text, tone });
  });
});

describe.each(["bb-pb", "imt-u"] as const)("%s (BB/PB-BB/TB, and IMT/U with the same cut-offs)", (indicator) => {
  it.each([
    [-3.01, "Gizi buruk (severely wasted)", "danger"],
    [-3, "Gizi kurang (wasted)", "warning"],
    [-2.01, "Gizi kurang (wasted)", "warning"],
    [-2, "Gizi baik (normal)", "normal"],
    [1, "Gizi baik (normal)", "normal"],
    [1.01, "Berisiko gizi lebih (possible risk of overweight)", "warning"],
    [2, "Berisiko gizi lebih (possible risk of overweight)", "warning"],
    [2.01, "Gizi lebih (overweight)", "warning"],
    [3, "Gizi lebih (overweight)", "warning"],
    [3.01, "Obesitas (obese)", "danger"],
  ])("z = %d: %s", (z, text, tone) => {
    expect(statusFor(indicator, z)).toEqual({ label: text, tone });
  });
});

describe("LK/U", () => {
  it.each([
    [-3.01, "Lingkar kepala kecil (di bawah −2 SD)", "danger"],
    [-3, "Lingkar kepala kecil (di bawah −2 SD)", "danger"],
    [-2.01, "Lingkar kepala kecil (di bawah −2 SD)", "danger"],
    [-2, "Normal", "normal"],
    [1, "Normal", "normal"],
    [2, "Normal", "normal"],
    [2.01, "Lingkar kepala besar (di atas +2 SD)", "danger"],
    [3, "Lingkar kepala besar (di atas +2 SD)", "danger"],
  ])("z = %d: %s", (z, text, tone) => {
    expect(statusFor("lk-u", z)).toEqual({ label: text, tone });
  });
});

describe("statusFor", () => {
  it("covers every z, however far out", () => {
    expect(label("bb-u", -40)).toMatch(/sangat kurang/);
    expect(label("bb-pb", 40)).toBe("Obesitas (obese)");
  });

  it("refuses a missing z", () => {
    expect(() => statusFor("bb-u", Number.NaN)).toThrow(RangeError);
  });
});

describe("the implausible-value note", () => {
  it("asks to check the measurement again, not a diagnosis", () => {
    expect(IMPLAUSIBLE_NOTE).toBe("Periksa kembali pengukuran");
  });
});
