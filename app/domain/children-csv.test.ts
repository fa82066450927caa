import { describe, expect, it } from "vitest";
import { type ChildFacts, type Measurement, scoreMeasurement } from "./children";
import { type CsvChild, childrenCsv, childrenCsvFileName } from "./children-csv";
import { parseCsv } from "./csv.test-support";
import type { CalendarToday, IsoDate } from "./dates";
import type { WeighingResult } from "./growth-over-time";
import { handRestrictedZ, handZ, round2, tables, whoRow } from "./who/by-hand.test-support";

// The CSV export (issue 16, part 5; decision 045). Every expected cell is written out here; the
// z-scores come from the rows of WHO's own files (../shared) with the LMS formula written out
// again (by-hand.test-support.ts), never from the module under test.

const day: CalendarToday = { today: "2026-11-24" as IsoDate, latest: "2026-11-25" as IsoDate };

const HEADER = [
  "Nama anak",
  "Jenis kelamin",
  "Tanggal lahir",
  "Usia kehamilan saat lahir (minggu)",
  "Tanggal ukur",
  "Usia (hari)",
  "Usia yang dipakai (kronologis/koreksi)",
  "Usia yang dipakai (hari)",
  "Berat badan (kg)",
  "Panjang/tinggi badan (cm)",
  "Cara ukur (berbaring/berdiri)",
  "Lingkar kepala (cm)",
  "LiLA (cm)",
  "Bengkak kedua kaki (ya/tidak)",
  "Panjang/tinggi yang dinilai (cm)",
  "IMT (kg/m2)",
  "z BB/U",
  "Kategori BB/U",
  "z PB/U atau TB/U",
  "Kategori PB/U atau TB/U",
  "z BB/PB atau BB/TB",
  "Kategori BB/PB atau BB/TB",
  "z IMT/U",
  "Kategori IMT/U",
  "z LK/U",
  "Kategori LK/U",
  "z LiLA/U",
  "Kategori LiLA/U",
  "N/T (naik/tidak naik, O, B)",
  "Kenaikan BB sejak penimbangan bulan lalu (g)",
  "KBM (g)",
  "Tanda gizi buruk (LiLA/edema)",
  "Nilai tidak wajar (WHO)",
  "Catatan",
  "Imunisasi",
  "Tanggal imunisasi",
  "Tempat imunisasi",
  "Tanggal cek perkembangan",
  "Daftar perkembangan (usia dalam bulan)",
  "Usia yang dipakai cek perkembangan (kronologis/koreksi)",
  "Hasil cek perkembangan",
  "Kemampuan yang belum bisa",
  "Kemampuan yang tidak bisa lagi",
  "Kehilangan kemampuan lain (ya/tidak)",
];

/** A measurement's row leaves the immunisation's three cells empty (issue 35). */
const NO_DOSE = ["", "", ""];

/** A measurement's or a dose's row leaves the development check's seven cells empty (issue 36). */
const NO_CHECK = ["", "", "", "", "", "", ""];

/** A z-score as the file writes it: rounded to 2 decimals, both always written, a point. */
const z2 = (z: number) => round2(z).toFixed(2);

type ChildSpec = { id: number; name: string } & Partial<ChildFacts>;
type MeasurementSpec = { id: number; measuredOn: string } & Partial<Measurement>;

/** A child as the route hands it over: each measurement scored as the child's page scores it. */
function child(spec: ChildSpec, measurements: MeasurementSpec[] = []): CsvChild {
  const facts: ChildFacts = {
    sex: spec.sex ?? "perempuan",
    birthDate: spec.birthDate ?? "2025-11-24",
    gestationalWeeks: spec.gestationalWeeks ?? null,
  };
  return {
    id: spec.id,
    name: spec.name,
    ...facts,
    measurements: measurements.map(({ id, ...values }) => {
      const measurement: Measurement = { weightKg: null, lengthCm: null, position: null, headCm: null, ...values };
      return { id, ...measurement, result: scoreMeasurement(tables, facts, measurement, day) };
    }),
  };
}

/** The file read back: the header row, then the other rows as cell lists. */
function read(csv: string): { header: string[]; rows: string[][] } {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(csv.slice(1));
  return { header: header!, rows };
}

/** One row's cells by header. */
const byHeader = (row: string[]) => Object.fromEntries(HEADER.map((name, i) => [name, row[i]]));

/** The cells after a child's four, all empty but the note. */
const noMeasurement = [...Array<string>(29).fill(""), "Belum ada pengukuran.", ...NO_DOSE, ...NO_CHECK];

describe("childrenCsv: the file's form", () => {
  it("is a byte order mark and the header row alone for a member without children", () => {
    // One header holds commas ("N/T (naik/tidak naik, O, B)"): quoted, as RFC 4180 writes it.
    const line = HEADER.map((name) => (name.includes(",") ? `"${name}"` : name)).join(",");
    expect(line).toContain(',"N/T (naik/tidak naik, O, B)",');
    expect(childrenCsv([])).toBe(`\uFEFF${line}\r\n`);
  });

  it("has the header's 44 columns in every row and CRLF after every record, the last included", () => {
    const csv = childrenCsv([
      child({ id: 1, name: "Dedek" }, [{ id: 1, measuredOn: "2026-11-24", weightKg: 8.9 }]),
      child({ id: 2, name: "Fajar", birthDate: "2026-10-01" }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    // No line break but CRLF anywhere (no name here holds one).
    expect(csv.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const { header, rows } = read(csv);
    expect(header).toEqual(HEADER);
    expect(HEADER).toHaveLength(44);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(44);
  });

  it("names the file with the day in Jakarta", () => {
    expect(childrenCsvFileName("2026-11-24" as IsoDate)).toBe("bidanku-pengukuran-anak-2026-11-24.csv");
  });
});

describe("childrenCsv: cells", () => {
  it("writes a measurement with its values, ages, and each indicator's z-score and Permenkes category", () => {
    // A girl of 365 days: weight, length lying (no adjustment before 731 days) and head.
    const { rows } = read(
      childrenCsv([
        child({ id: 1, name: "Dedek" }, [
          { id: 1, measuredOn: "2026-11-24", weightKg: 8.9, lengthCm: 74, position: "lying", headCm: 45 },
        ]),
      ]),
    );
    expect(rows).toEqual([
      [
        "Dedek",
        "Perempuan",
        "2025-11-24",
        "",
        "2026-11-24",
        "365",
        "kronologis",
        "365",
        "8.9",
        "74",
        "berbaring",
        "45",
        // No LiLA, oedema not checked.
        "",
        "",
        "74",
        // 8.9 / 0.74² = 16.2527...
        "16.25",
        z2(handRestrictedZ(8.9, whoRow("weight", 2, 365))),
        "Berat badan normal",
        z2(handZ(74, whoRow("length", 2, 365))),
        "Normal",
        z2(handRestrictedZ(8.9, whoRow("wfl", 2, "74"))),
        "Gizi baik (normal)",
        z2(handRestrictedZ(8.9 / 0.74 ** 2, whoRow("bmi", 2, 365))),
        "Gizi baik (normal)",
        z2(handZ(45, whoRow("head", 2, 365))),
        "Normal",
        // No LiLA/U without a LiLA.
        "",
        "",
        // No N/T without the history (the route adds it), no sign of severe malnutrition.
        "",
        "",
        "",
        "",
        "",
        "",
        // No immunisation and no development check on a measurement's row.
        ...NO_DOSE,
        ...NO_CHECK,
      ],
    ]);
    // Numbers are numbers: a negative z keeps its plain minus and gets no apostrophe.
    const bbU = byHeader(rows[0]!)["z BB/U"]!;
    expect(bbU).toBe(z2(handRestrictedZ(8.9, whoRow("weight", 2, 365))));
    expect(bbU).toMatch(/^-?\d+\.\d\d$/);
  });

  it("scores from 24 months on the height tables, with the length measured lying less 0.7 cm", () => {
    // 2023-11-24 to 2026-11-24: 1096 days (2024 is a leap year); 95 cm lying is 94.3 cm standing.
    const { rows } = read(
      childrenCsv([
        child({ id: 1, name: "Citra", birthDate: "2023-11-24" }, [
          { id: 1, measuredOn: "2026-11-24", weightKg: 14, lengthCm: 95, position: "lying" },
        ]),
      ]),
    );
    const row = byHeader(rows[0]!);
    expect(row["Usia (hari)"]).toBe("1096");
    expect(row["Panjang/tinggi badan (cm)"]).toBe("95");
    expect(row["Cara ukur (berbaring/berdiri)"]).toBe("berbaring");
    expect(row["Panjang/tinggi yang dinilai (cm)"]).toBe("94.3");
    // 14 / 0.943² = 15.7436...
    expect(row["IMT (kg/m2)"]).toBe("15.74");
    expect(row["z PB/U atau TB/U"]).toBe(z2(handZ(94.3, whoRow("length", 2, 1096))));
    expect(row["z BB/PB atau BB/TB"]).toBe(z2(handRestrictedZ(14, whoRow("wfh", 2, "94.3"))));
    expect(row["z IMT/U"]).toBe(z2(handRestrictedZ(14 / 0.943 ** 2, whoRow("bmi", 2, 1096))));
    expect(row["z LK/U"]).toBe("");
    expect(row["Kategori LK/U"]).toBe("");
  });

  it("uses the corrected age for a preterm baby, and says which age it used", () => {
    // Born at 34 weeks: 6 weeks (42 days) before term. 2026-05-01 to 2026-09-01 is 123 days.
    const { rows } = read(
      childrenCsv([
        child({ id: 1, name: "Bayu", sex: "laki", birthDate: "2026-05-01", gestationalWeeks: 34 }, [
          { id: 1, measuredOn: "2026-09-01", weightKg: 5 },
        ]),
      ]),
    );
    const z = handRestrictedZ(5, whoRow("weight", 1, 81));
    // Between -2 and +1: the normal band.
    expect(z).toBeGreaterThan(-2);
    expect(z).toBeLessThan(1);
    expect(rows).toEqual([
      [
        "Bayu",
        "Laki-laki",
        "2026-05-01",
        "34",
        "2026-09-01",
        "123",
        "koreksi",
        "81",
        "5",
        // Length, position, head, LiLA, oedema; length scored, BMI.
        ...Array<string>(7).fill(""),
        z2(z),
        "Berat badan normal",
        // The other five indicators.
        ...Array<string>(10).fill(""),
        // N/T, gain, KBM, severe signs, implausible values, notes.
        ...Array<string>(6).fill(""),
        // No immunisation and no development check on a measurement's row.
        ...NO_DOSE,
        ...NO_CHECK,
      ],
    ]);
  });

  it("asks to check a measurement WHO flags as implausible", () => {
    // 14 kg at a corrected 82 days: far above +5 SD on BB/U.
    const { rows } = read(
      childrenCsv([
        child({ id: 1, name: "Bayu", sex: "laki", birthDate: "2026-05-01", gestationalWeeks: 34 }, [
          { id: 1, measuredOn: "2026-09-02", weightKg: 14 },
        ]),
      ]),
    );
    const row = byHeader(rows[0]!);
    const z = handRestrictedZ(14, whoRow("weight", 1, 82));
    expect(z).toBeGreaterThan(5);
    expect(row["z BB/U"]).toBe(z2(z));
    expect(row["Kategori BB/U"]).toBe("Risiko Berat badan lebih");
    expect(row["Nilai tidak wajar (WHO)"]).toBe("periksa kembali pengukuran: BB/U");
    expect(row.Catatan).toBe("");
  });

  it("notes a standing height before 9 months and a length outside the weight-for-length table", () => {
    // Corrected 60 days (102 - 42): 44 cm standing is taken as it is, and BB/PB starts at 45 cm.
    const { rows } = read(
      childrenCsv([
        child({ id: 1, name: "Bayu", sex: "laki", birthDate: "2026-05-01", gestationalWeeks: 34 }, [
          { id: 1, measuredOn: "2026-08-11", weightKg: 2.5, lengthCm: 44, position: "standing" },
        ]),
      ]),
    );
    const row = byHeader(rows[0]!);
    expect(row["Usia (hari)"]).toBe("102");
    expect(row["Usia yang dipakai (hari)"]).toBe("60");
    expect(row["Cara ukur (berbaring/berdiri)"]).toBe("berdiri");
    expect(row["Panjang/tinggi yang dinilai (cm)"]).toBe("44");
    const length = handZ(44, whoRow("length", 1, 60));
    expect(length).toBeLessThan(-6);
    expect(row["z PB/U atau TB/U"]).toBe(z2(length));
    expect(row["Kategori PB/U atau TB/U"]).toBe("Sangat pendek (severely stunted)");
    expect(row["z BB/PB atau BB/TB"]).toBe("");
    expect(row["Kategori BB/PB atau BB/TB"]).toBe("");
    // 2.5 / 0.44² = 12.913...
    expect(row["IMT (kg/m2)"]).toBe("12.91");
    expect(row["z IMT/U"]).toBe(z2(handRestrictedZ(2.5 / 0.44 ** 2, whoRow("bmi", 1, 60))));
    expect(row["Nilai tidak wajar (WHO)"]).toBe("periksa kembali pengukuran: PB/U");
    expect(row.Catatan).toBe(
      "Bayi di bawah 9 bulan belum bisa diukur berdiri dengan tepat; anak di bawah 2 tahun sebaiknya diukur berbaring. Panjang dinilai apa adanya. BB/PB atau BB/TB tidak dihitung: panjang/tinggi badan di luar tabel WHO.",
    );
  });

  it("keeps a measurement the tables refuse, with its values and the reason", () => {
    // 2021-01-01 to 2026-03-01: 1826 + 31 + 28 = 1885 days, past the tables' 1826.
    const old = child({ id: 1, name: "Eka", sex: "laki", birthDate: "2021-01-01" }, [
      { id: 1, measuredOn: "2026-03-01", weightKg: 20, lengthCm: 110.5, position: "standing" },
    ]);
    // Recorded before the (since corrected) birth date.
    const early = child({ id: 2, name: "Gita", birthDate: "2026-06-10" }, [
      { id: 2, measuredOn: "2026-06-01", headCm: 34.5 },
    ]);
    const csv = childrenCsv([old, early]);
    const { rows } = read(csv);
    expect(rows).toEqual([
      [
        "Eka",
        "Laki-laki",
        "2021-01-01",
        "",
        "2026-03-01",
        "1885",
        "",
        "",
        "20",
        "110.5",
        "berdiri",
        "",
        // LiLA, oedema; length scored, BMI; six indicators' z and category; N/T, gain, KBM,
        // severe signs, implausible values.
        ...Array<string>(2 + 2 + 12 + 4 + 1).fill(""),
        "Tidak dapat dinilai: Pada tanggal ini anak sudah lebih dari 60 bulan; standar WHO hanya sampai 60 bulan, jadi pengukuran ini tidak dapat dinilai.",
        ...NO_DOSE,
        ...NO_CHECK,
      ],
      [
        "Gita",
        "Perempuan",
        "2026-06-10",
        "",
        "2026-06-01",
        // No age before birth.
        "",
        "",
        "",
        "",
        "",
        "",
        "34.5",
        ...Array<string>(2 + 2 + 12 + 4 + 1).fill(""),
        "Tidak dapat dinilai: Tanggal pengukuran tidak boleh sebelum tanggal lahir.",
        // No immunisation and no development check on a measurement's row.
        ...NO_DOSE,
        ...NO_CHECK,
      ],
    ]);
    // The reason holds commas: quoted in the file.
    expect(csv).toContain(
      ',"Tidak dapat dinilai: Pada tanggal ini anak sudah lebih dari 60 bulan; standar WHO hanya sampai 60 bulan, jadi pengukuran ini tidak dapat dinilai.",,,,,,,,,,\r\n',
    );
  });

  it("writes the LiLA, the oedema check, LiLA/U, the weighing's N/T and the signs of severe malnutrition", () => {
    // A girl of 365 days with a LiLA of 11.4 cm and oedema of both feet. LiLA/U on the girls' row
    // for day 365 (acanthro.txt L -0.1733, M 14.2062, S 0.0828): ((11.4 / 14.2062)^-0.1733 - 1) /
    // (-0.1733 x 0.0828) = -2.71, below -2 SD; under 11.5 cm the category says so.
    const dedek = child({ id: 1, name: "Dedek" }, [
      { id: 1, measuredOn: "2026-11-24", weightKg: 8.9, armCm: 11.4, oedema: true },
      { id: 2, measuredOn: "2026-10-24", weightKg: 8.85, armCm: 12, oedema: false },
      { id: 3, measuredOn: "2026-09-24", weightKg: 8.6 },
      { id: 4, measuredOn: "2026-09-10", weightKg: 8.5 },
      { id: 5, measuredOn: "2026-08-24", weightKg: 8.7 },
    ]);
    // The N/T as the route hands it over (measurementHistories), typed here. Born 24 November
    // 2025: 24 August is 9 months, the first weighing: B. 10 September: September's last is the
    // 24th: extra. 24 September: 10 months (KBM 300 g), 31 days after 24 August, 8.60 - 8.70 =
    // -100 g: T. 24 October: 11 months (KBM 300 g), 30 days, 8.85 - 8.60 = 250 g: T after a T, 2T.
    // 24 November: weighed with oedema, not judged.
    const weighings: Record<number, WeighingResult> = {
      1: { code: null, notJudged: "oedema" },
      2: { code: "T", gainGrams: 250, kbmGrams: 300, ageMonths: 11, previousDate: "2026-09-24", twoT: true },
      3: { code: "T", gainGrams: -100, kbmGrams: 300, ageMonths: 10, previousDate: "2026-08-24", twoT: false },
      4: { code: null, notJudged: "extra" },
      5: { code: "B" },
    };
    const csv = childrenCsv([
      {
        ...dedek,
        measurements: dedek.measurements.map((measurement) => ({
          ...measurement,
          weighing: weighings[measurement.id],
        })),
      },
    ]);
    const rows = read(csv).rows.map(byHeader);
    expect(rows.map((row) => row["Tanggal ukur"])).toEqual([
      "2026-08-24",
      "2026-09-10",
      "2026-09-24",
      "2026-10-24",
      "2026-11-24",
    ]);
    const newest = rows[4]!;
    expect(newest["LiLA (cm)"]).toBe("11.4");
    expect(newest["Bengkak kedua kaki (ya/tidak)"]).toBe("ya");
    expect(newest["z LiLA/U"]).toBe(z2(handRestrictedZ(11.4, whoRow("arm", 2, 365))));
    expect(newest["z LiLA/U"]).toBe("-2.71");
    expect(newest["Kategori LiLA/U"]).toBe("LiLA di bawah 11,5 cm");
    // With oedema the weight holds fluid: no weight-for-age, and no N/T.
    expect([newest["z BB/U"], newest["Kategori BB/U"]]).toEqual(["", ""]);
    expect(
      ["N/T (naik/tidak naik, O, B)", "Kenaikan BB sejak penimbangan bulan lalu (g)", "KBM (g)"].map(
        (name) => newest[name],
      ),
    ).toEqual(["", "", ""]);
    expect(newest["Tanda gizi buruk (LiLA/edema)"]).toBe("LiLA < 11,5 cm; edema kedua kaki");
    // The sign holds a comma: quoted in the file.
    expect(csv).toContain(',"LiLA < 11,5 cm; edema kedua kaki",');
    const october = rows[3]!;
    expect(october["LiLA (cm)"]).toBe("12");
    expect(october["Bengkak kedua kaki (ya/tidak)"]).toBe("tidak");
    // Day 334 (acanthro.txt L -0.1733, M 14.1656, S 0.08305): 12.0 cm is
    // ((12 / 14.1656)^-0.1733 - 1) / (-0.1733 x 0.08305) = -2.03, below -2 SD: the z's category
    // stands (the yellow band only replaces a normal one).
    expect(october["z LiLA/U"]).toBe(z2(handRestrictedZ(12, whoRow("arm", 2, 334))));
    expect(october["Kategori LiLA/U"]).toBe("LiLA rendah untuk usianya (di bawah −2 SD)");
    expect(october["N/T (naik/tidak naik, O, B)"]).toBe("T (2T)");
    expect(october["Kenaikan BB sejak penimbangan bulan lalu (g)"]).toBe("250");
    expect(october["KBM (g)"]).toBe("300");
    expect(october["Tanda gizi buruk (LiLA/edema)"]).toBe("");
    // A loss is written with its minus sign.
    expect(
      ["N/T (naik/tidak naik, O, B)", "Kenaikan BB sejak penimbangan bulan lalu (g)", "KBM (g)"].map(
        (name) => rows[2]![name],
      ),
    ).toEqual(["T", "-100", "300"]);
    // Not judged: all three empty. B: no gain, no KBM. Nothing about oedema when not checked.
    expect(
      ["N/T (naik/tidak naik, O, B)", "Kenaikan BB sejak penimbangan bulan lalu (g)", "KBM (g)"].map(
        (name) => rows[1]![name],
      ),
    ).toEqual(["", "", ""]);
    expect([rows[0]!["N/T (naik/tidak naik, O, B)"], rows[0]!["KBM (g)"]]).toEqual(["B", ""]);
    expect(rows[0]!["Bengkak kedua kaki (ya/tidak)"]).toBe("");
  });

  it("lists a child without measurements on one row of its own facts", () => {
    const { rows } = read(
      childrenCsv([child({ id: 1, name: "Fajar", sex: "laki", birthDate: "2026-10-01", gestationalWeeks: 34.5 })]),
    );
    expect(rows).toEqual([["Fajar", "Laki-laki", "2026-10-01", "34.5", ...noMeasurement]]);
  });
});

describe("childrenCsv: immunisations (issue 35)", () => {
  it("adds a row per recorded dose after the child's measurements, oldest first, with the dose's label and place", () => {
    const withDoses: CsvChild = {
      ...child({ id: 1, name: "Dedek" }, [{ id: 1, measuredOn: "2026-11-24", weightKg: 8.9 }]),
      doses: [
        { id: 8, dose: "bcg", givenOn: "2025-12-24", place: "=Posyandu Melati" },
        { id: 7, dose: "hb0", givenOn: "2025-11-24", place: null },
      ],
    };
    const { rows } = read(childrenCsv([withDoses]));
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(-10)).toEqual([...NO_DOSE, ...NO_CHECK]);
    expect(rows.slice(1)).toEqual([
      ["Dedek", "Perempuan", "2025-11-24", "", ...Array<string>(30).fill(""), "HB0", "2025-11-24", "", ...NO_CHECK],
      [
        "Dedek",
        "Perempuan",
        "2025-11-24",
        "",
        ...Array<string>(30).fill(""),
        "BCG",
        "2025-12-24",
        "'=Posyandu Melati",
        ...NO_CHECK,
      ],
    ]);
  });
});

describe("childrenCsv: development checks (issue 36)", () => {
  /** Every skill of a list answered "ya", as the form saves it: ids typed from the Buku KIA lists. */
  const allYes = (prefix: string, count: number, ...more: string[]) =>
    Object.fromEntries(
      [...Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`), ...more].map((id) => [id, "ya" as const]),
    );

  it("adds a row per check after the doses, oldest first, with the list's age, the age used, the result and the skills not seen or lost", () => {
    const withChecks: CsvChild = {
      ...child({ id: 1, name: "Dedek" }, [{ id: 1, measuredOn: "2026-11-24", weightKg: 8.9 }]),
      doses: [{ id: 7, dose: "hb0", givenOn: "2025-11-24", place: null }],
      // Newest first, as listChildren gives them.
      checks: [
        {
          id: 22,
          checkedOn: "2026-11-24",
          checkpoint: 12,
          ageUsed: "kronologis",
          // Babbling lost, no gestures yet (a red flag), another skill lost too.
          answers: { ...allYes("12", 12, "12-isyarat"), "12-8": "hilang", "12-isyarat": "belum" },
          lostOther: true,
        },
        {
          id: 21,
          checkedOn: "2026-08-30",
          checkpoint: 9,
          ageUsed: "kronologis",
          // Two skills of the list not seen yet, neither a red flag.
          answers: { ...allYes("9", 11, "9-nama"), "9-3": "belum", "9-10": "belum" },
          lostOther: false,
        },
        {
          id: 20,
          checkedOn: "2026-02-25",
          checkpoint: 3,
          ageUsed: "koreksi",
          answers: allYes("3", 8, "3-mata"),
          lostOther: false,
        },
      ],
    };
    const csv = childrenCsv([withChecks]);
    const { rows } = read(csv);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.slice(-7)).toEqual(NO_CHECK);
    expect(rows[1]!.slice(-10)).toEqual(["HB0", "2025-11-24", "", ...NO_CHECK]);
    const facts = ["Dedek", "Perempuan", "2025-11-24", ""];
    const empty = [...Array<string>(30).fill(""), ...NO_DOSE];
    expect(rows.slice(2)).toEqual([
      [
        ...facts,
        ...empty,
        "2026-02-25",
        "3",
        "koreksi",
        "Semua kemampuan di daftar ini sudah terlihat",
        "",
        "",
        "tidak",
      ],
      [
        ...facts,
        ...empty,
        "2026-08-30",
        "9",
        "kronologis",
        "Bawa anak ke puskesmas atau fasilitas kesehatan untuk pemeriksaan perkembangan",
        "Bayi bisa merangkak meraih mainan atau mendekati seseorang; Bayi bergembira dengan melempar benda",
        "",
        "tidak",
      ],
      [
        ...facts,
        ...empty,
        "2026-11-24",
        "12",
        "kronologis",
        "Periksakan anak ke bidan atau dokter segera",
        "Bayi memakai isyarat, misalnya menunjuk atau melambaikan tangan “dadah”",
        "Bayi menyebut 2-3 suku kata yang sama tanpa arti",
        "ya",
      ],
    ]);
    // Two skills in one cell: quoted, as the semicolon asks.
    expect(csv).toContain(
      ',"Bayi bisa merangkak meraih mainan atau mendekati seseorang; Bayi bergembira dengan melempar benda",,tidak\r\n',
    );
  });

  it("sends the child soon for another skill lost alone, and follows a child without measurements", () => {
    const csv = childrenCsv([
      {
        ...child({ id: 2, name: "Fajar", birthDate: "2026-01-10" }),
        checks: [
          {
            id: 5,
            checkedOn: "2026-07-12",
            checkpoint: 6,
            ageUsed: "kronologis",
            answers: allYes("6", 10, "6-suara", "6-tatap"),
            lostOther: true,
          },
        ],
      },
    ]);
    const { rows } = read(csv);
    expect(rows).toEqual([
      ["Fajar", "Perempuan", "2026-01-10", "", ...noMeasurement],
      [
        "Fajar",
        "Perempuan",
        "2026-01-10",
        "",
        ...Array<string>(30).fill(""),
        ...NO_DOSE,
        "2026-07-12",
        "6",
        "kronologis",
        "Periksakan anak ke bidan atau dokter segera",
        "",
        "",
        "ya",
      ],
    ]);
  });

  it("counts a skill without an answer as not seen yet, as the result does, and keeps a list no longer in the data without a result", () => {
    const { rows } = read(
      childrenCsv([
        {
          ...child({ id: 3, name: "Gita", birthDate: "2026-01-10" }),
          checks: [
            {
              id: 6,
              checkedOn: "2026-07-12",
              checkpoint: 6,
              ageUsed: "kronologis",
              // 6-10 left out (a list that gained a skill since); an id no longer in the list is ignored.
              answers: { ...allYes("6", 9, "6-suara", "6-tatap"), "6-99": "belum" },
              lostOther: false,
            },
            {
              id: 7,
              checkedOn: "2026-08-12",
              checkpoint: 7,
              ageUsed: "koreksi",
              answers: { "7-1": "belum" },
              lostOther: false,
            },
          ],
        },
      ]),
    );
    expect(rows.slice(1).map((row) => row.slice(-7))).toEqual([
      [
        "2026-07-12",
        "6",
        "kronologis",
        "Bawa anak ke puskesmas atau fasilitas kesehatan untuk pemeriksaan perkembangan",
        "Bayi tersenyum ketika melihat mainan/gambar yang menarik saat bermain sendiri",
        "",
        "tidak",
      ],
      ["2026-08-12", "7", "koreksi", "", "", "", "tidak"],
    ]);
  });
});

describe("childrenCsv: order", () => {
  it("lists children oldest first and each child's measurements oldest first, whatever order they come in", () => {
    const csv = childrenCsv([
      child({ id: 5, name: "Bungsu", birthDate: "2026-06-01" }),
      child({ id: 3, name: "Kembar B", birthDate: "2025-01-15" }, [
        // Newest first, as listChildren gives them; two on one day keep the order they were added.
        { id: 12, measuredOn: "2026-03-01", weightKg: 9.1 },
        { id: 11, measuredOn: "2026-03-01", weightKg: 9 },
        { id: 10, measuredOn: "2025-07-15", weightKg: 7.2 },
      ]),
      child({ id: 2, name: "Kembar A", birthDate: "2025-01-15" }, [{ id: 9, measuredOn: "2025-07-15", weightKg: 7 }]),
      child({ id: 4, name: "Sulung", birthDate: "2023-02-01" }, [{ id: 13, measuredOn: "2025-02-01", weightKg: 12 }]),
    ]);
    const { rows } = read(csv);
    expect(rows.map((row) => [row[0], row[4], row[8]])).toEqual([
      ["Sulung", "2025-02-01", "12"],
      ["Kembar A", "2025-07-15", "7"],
      ["Kembar B", "2025-07-15", "7.2"],
      ["Kembar B", "2026-03-01", "9"],
      ["Kembar B", "2026-03-01", "9.1"],
      ["Bungsu", "", ""],
    ]);
  });
});

describe("childrenCsv: text that could break the file or a spreadsheet", () => {
  it("quotes a name with a comma, a quote or a line break, doubling the quotes", () => {
    const csv = childrenCsv([
      child({ id: 1, name: 'Ani, "Ucil"', birthDate: "2026-01-01" }),
      child({ id: 2, name: "Baris\nDua", birthDate: "2026-01-02" }),
      child({ id: 3, name: "Baris\r\nTiga", birthDate: "2026-01-03" }),
      child({ id: 4, name: "Kata\rEmpat", birthDate: "2026-01-04" }),
      child({ id: 5, name: "Polos", birthDate: "2026-01-05" }),
    ]);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      '"Ani, ""Ucil""",Perempuan,2026-01-01,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,Belum ada pengukuran.,,,,,,,,,,',
    );
    expect(csv).toContain('\r\n"Baris\nDua",Perempuan,2026-01-02,');
    expect(csv).toContain('\r\n"Baris\r\nTiga",Perempuan,2026-01-03,');
    expect(csv).toContain('\r\n"Kata\rEmpat",Perempuan,2026-01-04,');
    // Unquoted when nothing calls for it.
    expect(csv).toContain("\r\nPolos,Perempuan,2026-01-05,");
    expect(read(csv).rows.map((row) => row[0])).toEqual([
      'Ani, "Ucil"',
      "Baris\nDua",
      "Baris\r\nTiga",
      "Kata\rEmpat",
      "Polos",
    ]);
  });

  it.each([
    ["=", "=1+1", "'=1+1", "'=1+1"],
    ["+", "+62 812", "'+62 812", "'+62 812"],
    ["-", "-2+3", "'-2+3", "'-2+3"],
    ["@", "@SUM(A1)", "'@SUM(A1)", "'@SUM(A1)"],
    ["a tab", "\tAni", "'\tAni", "'\tAni"],
    // Fullwidth forms, which a spreadsheet can read as the ASCII ones.
    ["a fullwidth =", "\uFF1D1+1", "'\uFF1D1+1", "'\uFF1D1+1"],
    ["a fullwidth +", "\uFF0B62 812", "'\uFF0B62 812", "'\uFF0B62 812"],
    ["a fullwidth -", "\uFF0D2+3", "'\uFF0D2+3", "'\uFF0D2+3"],
    ["a fullwidth @", "\uFF20SUM(A1)", "'\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
    // A CR also makes the field quoted.
    ["a carriage return", "\rAni", "'\rAni", '"\'\rAni"'],
  ])("puts an apostrophe before a name that starts with %s", (_start, name, cell, field) => {
    const csv = childrenCsv([child({ id: 1, name })]);
    expect(read(csv).rows[0]![0]).toBe(cell);
    expect(csv.slice(1).split("\r\n")[1]!.startsWith(`${field},Perempuan,`)).toBe(true);
  });

  it("guards a formula with quotes in it, and leaves names with those characters elsewhere alone", () => {
    const csv = childrenCsv([
      child({ id: 1, name: '=HYPERLINK("x")', birthDate: "2026-01-01" }),
      child({ id: 2, name: "Ani=Budi-Citra+Dewi@rumah", birthDate: "2026-01-02" }),
    ]);
    expect(csv).toContain('\r\n"\'=HYPERLINK(""x"")",Perempuan,2026-01-01,');
    expect(read(csv).rows.map((row) => row[0])).toEqual(['\'=HYPERLINK("x")', "Ani=Budi-Citra+Dewi@rumah"]);
  });

  it("quotes a name with a semicolon, so Excel set to Indonesian (which splits on ';') finds no formula cell", () => {
    const csv = childrenCsv([child({ id: 1, name: "x;=2+5;", birthDate: "2026-01-01" })]);
    expect(csv).toContain('\r\n"x;=2+5;",Perempuan,2026-01-01,');
    expect(read(csv).rows[0]![0]).toBe("x;=2+5;");
  });

  it("keeps letters outside ASCII as they are, after the byte order mark", () => {
    const csv = childrenCsv([child({ id: 1, name: "Ñoman Çahyadi 🌱" })]);
    expect(csv.codePointAt(0)).toBe(0xfeff);
    expect(read(csv).rows[0]![0]).toBe("Ñoman Çahyadi 🌱");
    // As UTF-8 bytes: EF BB BF first.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
