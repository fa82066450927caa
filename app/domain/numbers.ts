// Numbers as Indonesians write them (decision 015). Reading accepts a decimal comma or a decimal
// point; printing always uses id-ID: a decimal comma, a dot between thousands, and an en dash
// between the two ends of a range ("11,5–16 kg"). Pure, so the browser and the Worker agree.

/** The longest number text read at all (the fields take 20 characters). */
export const MAX_NUMBER_TEXT = 32;

export type DecimalRead = { ok: true; value: number } | { ok: false; reason: "empty" | "format" | "decimals" };

const NUMBER_TEXT = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/**
 * Reads a number typed by a person: "52,5", "52.5" and " 52,5 " are all 52.5. One decimal sign
 * ("," or "."), digits on both sides of it, an optional sign; anything else ("5.2.5", "52,,5",
 * "52,", "abc", "1e9", "52 5", "1.000,5") is a format error. Trailing zeros after the decimal
 * sign carry no precision ("52,50" is 52.5); more significant decimals than `maxDecimals` is its
 * own error, so a reader is told the precision rather than seeing her value rounded.
 *
 * There is no thousands separator: every value these fields take is below 1000, so "1.000" is
 * read as 1 (the dot as a decimal sign). In a weight field that is out of range, as 1000 would
 * be, so either reading gets the same range message.
 */
export function parseDecimal(input: unknown, maxDecimals: number): DecimalRead {
  const text = typeof input === "string" ? input.trim() : "";
  if (!text) return { ok: false, reason: "empty" };
  // No measure needs more; a long string never reaches the patterns below.
  if (text.length > MAX_NUMBER_TEXT) return { ok: false, reason: "format" };
  const match = NUMBER_TEXT.exec(text);
  if (!match) return { ok: false, reason: "format" };
  const [, sign, whole, fraction = ""] = match;
  let end = fraction.length;
  while (end > 0 && fraction[end - 1] === "0") end--;
  const significant = fraction.slice(0, end);
  if (significant.length > maxDecimals) return { ok: false, reason: "decimals" };
  return { ok: true, value: Number(`${sign}${whole}.${significant || "0"}`) };
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}-${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("id-ID", { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return format;
}

/** "52,5", "160", "0,35", "1.000": id-ID, at most `maxDecimals` decimals, no trailing zeros. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return numberFormat(0, maxDecimals).format(value);
}

/** A measurement as it was written: "5,0" and "8,25" kg (1-2 decimals), "57,0" cm (1 decimal). */
export function formatMeasured(value: number, unit: "kg" | "cm"): string {
  return numberFormat(1, unit === "kg" ? 2 : 1).format(value);
}

/** A BMI always with one decimal, as it is shown and stored (cut to a tenth, decision 053): "21,0", "18,5". */
export function formatBmi(bmi: number): string {
  return numberFormat(1, 1).format(bmi);
}

/** "52,5 kg", "160 cm": a measure with its unit, at most one decimal. */
export function formatMeasure(value: number, unit: string): string {
  return `${formatNumber(value, 1)} ${unit}`;
}

/** "0,4 kg" */
export function formatKg(value: number): string {
  return `${formatNumber(value)} kg`;
}

/** "11,5–16 kg": the ends of a range joined by an en dash, as PUEBI writes "sampai dengan". */
export function formatKgRange({ min, max }: { min: number; max: number }): string {
  return `${formatNumber(min)}–${formatNumber(max)} kg`;
}

/**
 * A range stored in the spec's text form ("12.5-18 kg", decimal point, hyphen) read back as
 * numbers, or null for any other text.
 */
export function readStoredKgRange(text: string): { min: number; max: number } | null {
  const match = /^(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*kg$/.exec(text.trim());
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}
