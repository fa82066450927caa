import { guideAgeBand } from "~/domain/growth";
import { parseAgeTable, parseLengthTable } from "~/domain/who/lms";
import { referenceTables, type IndicatorTable, type WhoTables } from "~/domain/who/reference";
import armText from "~/domain/who/acanthro.txt?raw";
import bmiText from "~/domain/who/bmianthro.txt?raw";
import headText from "~/domain/who/hcanthro.txt?raw";
import lengthText from "~/domain/who/lenanthro.txt?raw";
import weightText from "~/domain/who/weianthro.txt?raw";
import weightForHeightText from "~/domain/who/wfhanthro.txt?raw";
import weightForLengthText from "~/domain/who/wflanthro.txt?raw";
import type { GrowthTables } from "~/domain/who/zscore";

// WHO's tables travel inside the Worker (about 500 KB of text) and are read once per isolate,
// on the first request that needs them; no D1 round trip, nothing to drift.

let tables: WhoTables | null = null;

export function whoTables(): WhoTables {
  tables ??= { weight: parseAgeTable(weightText), length: parseAgeTable(lengthText), head: parseAgeTable(headText) };
  return tables;
}

let growthTablesRead: GrowthTables | null = null;

/** All seven tables, for the growth check (app/domain/who/growth-check.ts). */
export function growthTables(): GrowthTables {
  growthTablesRead ??= {
    ...whoTables(),
    bmi: parseAgeTable(bmiText),
    wfl: parseLengthTable(weightForLengthText),
    wfh: parseLengthTable(weightForHeightText),
    arm: parseAgeTable(armText),
  };
  return growthTablesRead;
}

/** The WHO ranges for a guide's age band, or [] when its label names no band within 0-5 years. */
export function growthReferenceFor(guideId: string): IndicatorTable[] {
  const band = guideAgeBand(guideId);
  return band ? referenceTables(whoTables(), band) : [];
}
