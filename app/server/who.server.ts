import { guideAgeBand } from "~/domain/growth";
import { parseAgeTable } from "~/domain/who/lms";
import { referenceTables, type IndicatorTable, type WhoTables } from "~/domain/who/reference";
import headText from "~/domain/who/hcanthro.txt?raw";
import lengthText from "~/domain/who/lenanthro.txt?raw";
import weightText from "~/domain/who/weianthro.txt?raw";

// WHO's tables travel inside the Worker (about 300 KB of text, 85 KB gzip) and are read
// once per isolate, on the first request that needs them; no D1 round trip, nothing to drift.

let tables: WhoTables | null = null;

export function whoTables(): WhoTables {
  tables ??= { weight: parseAgeTable(weightText), length: parseAgeTable(lengthText), head: parseAgeTable(headText) };
  return tables;
}

/** The WHO ranges for a guide's age band, or [] when its label names no band within 0-5 years. */
export function growthReferenceFor(guideId: string): IndicatorTable[] {
  const band = guideAgeBand(guideId);
  return band ? referenceTables(whoTables(), band) : [];
}
