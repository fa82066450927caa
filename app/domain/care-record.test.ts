import { describe, expect, it } from "vitest";
import { type CareChild, recordFlags, scoredRecord } from "./care-record";
import type { IsoDate } from "./dates";
import { checkpointAt } from "./development";
import { tables } from "./who/by-hand.test-support";

// Issue 38 (decision 079): the list's flags are the results her own child page tells her to act
// on. Typed by hand: Buku KIA 2023 p. 54: T is a gain below the KBM, flat or falling ("rujuk bila
// T"); 2T (T twice in a row) "segera": Kemenkes 2015 (decision 071), within 1-2 days on her page;
// a skill lost is "segera" (PrimaKu/IDAI, decision 072's development lists).

const day = { today: "2026-09-15" as IsoDate, latest: "2026-09-15" as IsoDate };
const sari = (overrides: Partial<CareChild>): CareChild => ({
  child: { id: 5, name: "Sari", sex: "perempuan", birthDate: "2026-01-10", gestationalWeeks: null },
  measurements: [],
  doses: [],
  checks: [],
  ...overrides,
});
const weighed = (id: number, measuredOn: string, weightKg: number) => ({
  id,
  measuredOn,
  weightKg,
  lengthCm: null,
  position: null,
  headCm: null,
});
const flags = (record: CareChild, on = day) => recordFlags(record, scoredRecord(tables, record, on, true), on.today);

describe("a child's flags for the midwives", () => {
  it("flags the same weight three months running (2T) as urgent, keyed by the newest weighing", () => {
    // 7,0 kg at 6, 7 and 8 months: T, then 2T. Weight-for-age stays normal (about -1 SD at 8 months).
    const record = sari({
      measurements: [weighed(3, "2026-09-10", 7), weighed(2, "2026-08-10", 7), weighed(1, "2026-07-10", 7)],
    });
    expect(flags(record)).toEqual([
      {
        key: "anak:5:pertumbuhan:3",
        text: "Sari: pengukuran 10 September 2026: 2T (berat badan tidak naik 2 kali berturut-turut)",
        urgent: true,
        when: "Segera (1-2 hari)",
      },
    ]);
    // A length measured after it (68 cm, normal) is no weighing: the 2T still stands.
    const lengthAfter = sari({
      measurements: [
        { ...weighed(5, "2026-09-12", 0), weightKg: null, lengthCm: 68, position: "lying" as const },
        ...record.measurements,
      ],
    });
    expect(flags(lengthAfter)).toEqual([
      {
        key: "anak:5:pertumbuhan:3",
        text: "Sari: pengukuran 10 September 2026: 2T (berat badan tidak naik 2 kali berturut-turut); belum ada penimbangan yang dinilai sesudahnya",
        urgent: true,
        when: "Segera (1-2 hari)",
      },
    ]);
    // Gaining again (7,5 kg): no flag.
    expect(flags(sari({ measurements: [weighed(4, "2026-09-10", 7.5), weighed(2, "2026-08-10", 7)] }))).toEqual([]);
  });

  it("flags a child under 5 not weighed for more than 60 days", () => {
    const gaining = sari({ measurements: [weighed(4, "2026-09-10", 7.5), weighed(2, "2026-08-10", 7)] });
    const on = (today: string) => ({ today: today as IsoDate, latest: today as IsoDate });
    // 10 September + 60 days = 9 November.
    expect(flags(gaining, on("2026-11-09"))).toEqual([]);
    expect(flags(gaining, on("2026-11-10"))).toEqual([
      {
        key: "anak:5:timbang:4",
        text: "Sari: belum ditimbang lagi sejak 10 September 2026",
        urgent: false,
        when: null,
      },
    ]);
  });

  it("flags a development check with a skill lost as urgent, and not one where every skill was seen", () => {
    const list = checkpointAt(6)!;
    const everySkill = Object.fromEntries(list.milestones.map((milestone) => [milestone.id, "ya" as const]));
    const seen = sari({
      checks: [{ id: 9, checkpoint: 6, checkedOn: "2026-07-12", answers: everySkill, lostOther: false }],
    });
    expect(flags(seen)).toEqual([]);
    const lost = sari({
      checks: [{ id: 10, checkpoint: 6, checkedOn: "2026-07-12", answers: everySkill, lostOther: true }],
    });
    expect(flags(lost)).toEqual([
      {
        key: "anak:5:hasil-cek:10",
        text: "Sari: cek perkembangan 12 Juli 2026 (daftar usia 6 bulan): ada kemampuan penting yang belum bisa atau yang hilang; perlu segera diperiksa",
        urgent: true,
        when: "Segera",
      },
    ]);
  });
});
