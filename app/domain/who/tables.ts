import { parseAgeTable, parseLengthTable } from "./lms";
import type { GrowthTables } from "./zscore";

/** WHO's seven tables as text (the files of this folder), as the server and the offline page load them. */
export interface GrowthTableTexts {
  weight: string;
  length: string;
  head: string;
  bmi: string;
  wfl: string;
  wfh: string;
  arm: string;
}

/** All seven tables read, for the growth check (the Worker's and, offline, the browser's). */
export function readGrowthTables(texts: GrowthTableTexts): GrowthTables {
  return {
    weight: parseAgeTable(texts.weight),
    length: parseAgeTable(texts.length),
    head: parseAgeTable(texts.head),
    bmi: parseAgeTable(texts.bmi),
    wfl: parseLengthTable(texts.wfl),
    wfh: parseLengthTable(texts.wfh),
    arm: parseAgeTable(texts.arm),
  };
}
