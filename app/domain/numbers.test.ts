import { describe, expect, it } from "vitest";
import {
  formatBmi,
  formatKg,
  formatKgRange,
  formatMeasure,
  formatMeasured,
  formatNumber,
  parseDecimal,
  readStoredKgRange,
} from "./numbers";

describe("parseDecimal", () => {
  it("reads a decimal comma and a decimal point alike, with spaces around", () => {
    for (const text of ["52,5", "52.5", " 52,5 ", "\t52.5\n", "52,50", "052,5", "+52,5"]) {
      expect(parseDecimal(text, 1), JSON.stringify(text)).toEqual({ ok: true, value: 52.5 });
    }
    expect(parseDecimal("160", 1)).toEqual({ ok: true, value: 160 });
    expect(parseDecimal("160,0", 1)).toEqual({ ok: true, value: 160 });
    expect(parseDecimal("-5", 1)).toEqual({ ok: true, value: -5 });
    expect(parseDecimal("28", 0)).toEqual({ ok: true, value: 28 });
  });

  it("refuses very long text at once, however it is built", () => {
    const started = Date.now();
    expect(parseDecimal(`0,${"0".repeat(80_000)}1`, 1)).toEqual({ ok: false, reason: "format" });
    expect(parseDecimal("5".repeat(33), 1)).toEqual({ ok: false, reason: "format" });
    expect(Date.now() - started).toBeLessThan(100);
    expect(parseDecimal(`52,5${"0".repeat(27)}`, 1)).toEqual({ ok: true, value: 52.5 });
  });

  it("refuses text that is not one number", () => {
    for (const text of [
      "5.2.5",
      "52,,5",
      "52..5",
      "abc",
      "52,",
      ",5",
      "1e9",
      "52 5",
      "1.000,5",
      "52,5kg",
      "--5",
      "5-2",
      "Infinity",
      "0x10",
    ]) {
      expect(parseDecimal(text, 1), JSON.stringify(text)).toEqual({ ok: false, reason: "format" });
    }
  });

  it("says empty for nothing typed or a value that is not text", () => {
    for (const value of ["", "   ", undefined, null, 52.5])
      expect(parseDecimal(value, 1)).toEqual({ ok: false, reason: "empty" });
  });

  it("counts only significant decimals against the limit", () => {
    expect(parseDecimal("55,55", 1)).toEqual({ ok: false, reason: "decimals" });
    expect(parseDecimal("55.05", 1)).toEqual({ ok: false, reason: "decimals" });
    expect(parseDecimal("28,5", 0)).toEqual({ ok: false, reason: "decimals" });
    expect(parseDecimal("28,0", 0)).toEqual({ ok: true, value: 28 });
  });

  it("has no thousands separator: every measure is below 1000, so '1.000' reads as 1", () => {
    expect(parseDecimal("1.000", 1)).toEqual({ ok: true, value: 1 });
    expect(parseDecimal("1,000", 1)).toEqual({ ok: true, value: 1 });
    expect(parseDecimal("1.050", 1)).toEqual({ ok: false, reason: "decimals" });
    expect(parseDecimal("1.000.000", 1)).toEqual({ ok: false, reason: "format" });
  });
});

describe("id-ID formatting", () => {
  it("prints a decimal comma and groups thousands with a dot", () => {
    expect(formatNumber(52.5)).toBe("52,5");
    expect(formatNumber(0.35)).toBe("0,35");
    expect(formatNumber(160)).toBe("160");
    expect(formatNumber(1000)).toBe("1.000");
    expect(formatNumber(12345.6)).toBe("12.345,6");
    expect(formatNumber(0.444, 2)).toBe("0,44");
    expect(formatNumber(52.46, 1)).toBe("52,5");
  });

  it("prints a BMI always with one decimal", () => {
    expect(formatBmi(21)).toBe("21,0");
    expect(formatBmi(21.5)).toBe("21,5");
    expect(formatBmi(18.5)).toBe("18,5");
    expect(formatBmi(25)).toBe("25,0");
  });

  it("prints measures, weights and ranges", () => {
    expect(formatMeasure(160, "cm")).toBe("160 cm");
    expect(formatMeasure(52.5, "kg")).toBe("52,5 kg");
    expect(formatMeasure(28, "hari")).toBe("28 hari");
    expect(formatMeasured(5, "kg")).toBe("5,0");
    expect(formatMeasured(8.25, "kg")).toBe("8,25");
    expect(formatMeasured(57, "cm")).toBe("57,0");
    expect(formatMeasured(72.5, "cm")).toBe("72,5");
    expect(formatKg(0.4)).toBe("0,4 kg");
    expect(formatKgRange({ min: 11.5, max: 16 })).toBe("11,5–16 kg");
    expect(formatKgRange({ min: 0.35, max: 0.5 })).toBe("0,35–0,5 kg");
    expect(formatKgRange({ min: 0.5, max: 2 })).toBe("0,5–2 kg");
  });

  it("reads a range stored in the spec's text form", () => {
    expect(readStoredKgRange("12.5-18 kg")).toEqual({ min: 12.5, max: 18 });
    expect(readStoredKgRange(" 7 - 11.5 kg ")).toEqual({ min: 7, max: 11.5 });
    expect(readStoredKgRange("sekitar 10 kg")).toBeNull();
  });
});
