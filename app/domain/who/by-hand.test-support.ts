import sharedArm from "../../../../shared/who-growth-standards/acanthro.txt?raw";
import sharedBmi from "../../../../shared/who-growth-standards/bmianthro.txt?raw";
import sharedHead from "../../../../shared/who-growth-standards/hcanthro.txt?raw";
import sharedLength from "../../../../shared/who-growth-standards/lenanthro.txt?raw";
import sharedWeight from "../../../../shared/who-growth-standards/weianthro.txt?raw";
import sharedWfh from "../../../../shared/who-growth-standards/wfhanthro.txt?raw";
import sharedWfl from "../../../../shared/who-growth-standards/wflanthro.txt?raw";
import armText from "./acanthro.txt?raw";
import bmiText from "./bmianthro.txt?raw";
import headText from "./hcanthro.txt?raw";
import lengthText from "./lenanthro.txt?raw";
import weightText from "./weianthro.txt?raw";
import wfhText from "./wfhanthro.txt?raw";
import wflText from "./wflanthro.txt?raw";
import { readGrowthTables } from "./tables";
import type { GrowthTables } from "./zscore";

// For the tests only: the project's tables parsed by the code under test (its input), and an
// independent way to the expected values: a row's L, M and S found in WHO's original files (in
// ../shared) by plain text search, and the method's formulas written out again here.

export const OWN_TEXT = {
  weight: weightText,
  length: lengthText,
  head: headText,
  bmi: bmiText,
  wfl: wflText,
  wfh: wfhText,
  arm: armText,
};

export const SHARED_TEXT: typeof OWN_TEXT = {
  weight: sharedWeight,
  length: sharedLength,
  head: sharedHead,
  bmi: sharedBmi,
  wfl: sharedWfl,
  wfh: sharedWfh,
  arm: sharedArm,
};

export const tables: GrowthTables = readGrowthTables(OWN_TEXT);

export interface Row {
  l: number;
  m: number;
  s: number;
  /** The last column: "L"/"H" in the length, BMI and weight-for-length/height tables. */
  last: string;
}

/** The row of WHO's file for sex (1 boy, 2 girl) and key (day, or length as printed: "45", "80.3"). */
export function whoRow(file: keyof typeof SHARED_TEXT, sex: 1 | 2, key: string | number): Row {
  const line = SHARED_TEXT[file]
    .split(/\r?\n/)
    .map((text) => text.split("\t"))
    .find((cells) => cells[0] === String(sex) && cells[1] === String(key));
  if (!line) throw new Error(`no row ${sex} ${key} in ${file}`);
  return { l: Number(line[2]), m: Number(line[3]), s: Number(line[4]), last: (line.at(-1) ?? "").trim() };
}

/** A length in tenths of a cm as WHO prints it in the key column: 45, 45.1, ... */
export const lengthKey = (tenths: number) => String(tenths / 10);

/** z = ((y / M)^L - 1) / (L S) */
export const handZ = (y: number, r: Row) => ((y / r.m) ** r.l - 1) / (r.l * r.s);

/** The value at z: M (1 + L S z)^(1 / L) */
export const handSD = (r: Row, z: number) => r.m * (1 + r.l * r.s * z) ** (1 / r.l);

/** Beyond +3: 3 + (y - SD3pos) / (SD3pos - SD2pos); below -3: -3 + (y - SD3neg) / (SD2neg - SD3neg). */
export function handRestrictedZ(y: number, r: Row): number {
  const z = handZ(y, r);
  if (z > 3) return 3 + (y - handSD(r, 3)) / (handSD(r, 3) - handSD(r, 2));
  if (z < -3) return -3 + (y - handSD(r, -3)) / (handSD(r, -2) - handSD(r, -3));
  return z;
}

/** Weight-for-length/height LMS between two 0.1 cm rows: each of L, M, S linearly. */
export function handLengthRow(file: "wfl" | "wfh", sex: 1 | 2, cm: number): Row {
  const lowTenths = Math.floor(cm * 10 + 1e-9);
  const a = whoRow(file, sex, lengthKey(lowTenths));
  const t = (cm - lowTenths / 10) * 10;
  if (t < 1e-9) return a;
  const b = whoRow(file, sex, lengthKey(lowTenths + 1));
  return { l: a.l + t * (b.l - a.l), m: a.m + t * (b.m - a.m), s: a.s + t * (b.s - a.s), last: a.last };
}

/**
 * Two decimals, half away from zero, for expected values away from a rounding tie: the test fails
 * if one comes within a millionth of a hundredth of it, where the tie rule (WHO Anthro's is R's)
 * or the last bits of floating point could decide; roundZ's own tests cover ties.
 */
export function round2(z: number): number {
  const hundredths = Math.abs(z * 100);
  if (Math.abs((hundredths % 1) - 0.5) < 1e-6) throw new Error(`expected value ${z} is too close to a tie`);
  return Math.sign(z) * (Math.round(hundredths) / 100);
}
