import { describe, expect, it } from "vitest";
import { URGENCY_LABEL } from "./danger-signs";
import type { ScheduledDose } from "./immunisation";
import {
  BRING,
  DANGER_SIGNS,
  IMMUNISATION_PAGE,
  LATE_DOSES,
  NORMAL_REACTIONS,
  PAGE_SOURCE_ORDER,
  PREMATURE,
  SCHEDULE_INTRO,
  SCHEDULE_NOTES,
  SCHOOL_INTRO,
  SCHOOL_ROWS,
  scheduleByAge,
  sourceNumbers,
} from "./immunisation-page";

// The public immunisation page's view model (issue 35): the schedule as one row per age, and
// every text with the numbered sources it follows.

describe("the schedule by age", () => {
  const rows = scheduleByAge();

  it("has one row per age, in the schedule's order, with the ages as the schedule writes them", () => {
    expect(rows.map((row) => row.ageText)).toEqual([
      "0-24 jam",
      "1 bulan",
      "2 bulan",
      "3 bulan",
      "4 bulan",
      "9 bulan",
      "10 bulan",
      "12 bulan",
      "18 bulan",
    ]);
  });

  it("puts each dose, with its label and vaccine, in the row of its age", () => {
    const labels = Object.fromEntries(rows.map((row) => [row.ageText, row.doses.map((dose) => dose.label)]));
    expect(labels).toEqual({
      "0-24 jam": ["HB0"],
      "1 bulan": ["BCG", "Polio tetes 1"],
      "2 bulan": ["DPT-HB-Hib 1", "Polio tetes 2", "PCV 1", "Rotavirus 1"],
      "3 bulan": ["DPT-HB-Hib 2", "Polio tetes 3", "PCV 2", "Rotavirus 2"],
      "4 bulan": ["DPT-HB-Hib 3", "Polio tetes 4", "IPV 1", "Rotavirus 3"],
      "9 bulan": ["MR 1", "IPV 2"],
      "10 bulan": ["JE"],
      "12 bulan": ["PCV 3 (lanjutan)"],
      "18 bulan": ["DPT-HB-Hib lanjutan", "MR lanjutan"],
    });
    const hb0 = rows[0]!.doses[0]!;
    expect(hb0.vaccine).toBe("Hepatitis B");
  });

  it("says where JE is given, rotavirus' last age, and the boosters' longer window; nothing for the others", () => {
    const doses = rows.flatMap((row) => row.doses);
    const je = doses.find((dose) => dose.id === "je")!;
    expect(je.regional).toBe("Bali, Kalimantan Barat dan DI Yogyakarta");
    // The letter's limit is the last dose's: the first two are told not to wait.
    for (const id of ["rv1", "rv2"]) {
      expect(doses.find((dose) => dose.id === id)!.latestText, id).toBe(
        "jangan ditunda: dosis terakhir paling lambat usia 6 bulan 29 hari",
      );
    }
    expect(doses.find((dose) => dose.id === "rv3")!.latestText).toBe("paling lambat usia 6 bulan 29 hari");
    for (const id of ["dpt4", "mr2"]) {
      expect(doses.find((dose) => dose.id === id)!.windowText, id).toBe("dapat diberikan sampai sebelum usia 24 bulan");
    }
    const plain = doses.filter((dose) => !["je", "rv1", "rv2", "rv3", "dpt4", "mr2"].includes(dose.id));
    expect(plain.length).toBe(15);
    for (const dose of plain) {
      expect([dose.regional, dose.latestText, dose.windowText], dose.id).toEqual([null, null, null]);
    }
  });

  it("gives each row the sources of its doses once each, and the regional dose Bali's news too", () => {
    const byAge = Object.fromEntries(rows.map((row) => [row.ageText, row.sources]));
    expect(byAge["2 bulan"]).toEqual(["jadwalRutin", "jadwalLengkap", "rotavirus"]);
    expect(byAge["9 bulan"]).toEqual(["jadwalRutin", "jadwalLengkap", "ipv2"]);
    expect(byAge["10 bulan"]).toEqual(["je", "jadwalRutin", "jeBali"]);
    expect(byAge["18 bulan"]).toEqual(["jadwalRutin", "jadwalLengkap", "lanjutan"]);
  });

  it("groups any schedule it is given, keeping a later dose of an earlier age in that age's row", () => {
    const dose = (id: string, ageText: string, months: number): ScheduledDose => ({
      id,
      vaccine: id.toUpperCase(),
      label: id,
      ageText,
      from: { months },
      until: { months: months + 1 },
      sources: ["jadwalRutin"],
    });
    const grouped = scheduleByAge([dose("a", "2 bulan", 2), dose("b", "3 bulan", 3), dose("c", "2 bulan", 2)]);
    expect(grouped.map((row) => [row.ageText, row.doses.map((entry) => entry.id)])).toEqual([
      ["2 bulan", ["a", "c"]],
      ["3 bulan", ["b"]],
    ]);
    expect(scheduleByAge([])).toEqual([]);
  });
});

describe("the page's sources", () => {
  it("numbers the schedule's documents first, each once, as the Referensi list does", () => {
    expect(PAGE_SOURCE_ORDER.slice(0, 8)).toEqual([
      "jadwalRutin",
      "rotavirus",
      "ipv2",
      "jadwalLengkap",
      "lanjutan",
      "je",
      "bias",
      "hpv",
    ]);
    expect(new Set(PAGE_SOURCE_ORDER).size).toBe(PAGE_SOURCE_ORDER.length);
    expect(IMMUNISATION_PAGE.sources.length).toBe(PAGE_SOURCE_ORDER.length);
    expect(sourceNumbers(["rotavirus", "jadwalRutin", "rotavirus"])).toEqual([1, 2]);
    expect(sourceNumbers(["hpv"])).toEqual([8]);
    expect(sourceNumbers([])).toEqual([]);
  });

  it("cites each document by its issuer and title, and links only to web addresses", () => {
    const citations = IMMUNISATION_PAGE.sources.map((source) => source.citation);
    expect(citations[0]).toBe(
      "Kemenkes RI, Ditjen P2P: Kebijakan Program Imunisasi dan Rencana Introduksi Imunisasi PCV (paparan, 2022) (slide “Jadwal Imunisasi Rutin”).",
    );
    expect(IMMUNISATION_PAGE.sources[0]!.url).toBe("https://www.slideshare.net/slideshow/imunisasi-pcvpptx/252978209");
    for (const expected of [
      "IM.02.02/C/3052/2023",
      "Sari Pediatri. 2023;25(1):64-74",
      "Immunization of Preterm and Low Birth Weight Infants. Pediatrics. 2003",
      "Komnas KIPI",
      "Integrated Management of Childhood Illness",
    ]) {
      expect(
        citations.some((citation) => citation.includes(expected)),
        expected,
      ).toBe(true);
    }
    for (const source of IMMUNISATION_PAGE.sources) {
      expect(source.citation.trim().length, source.citation).toBeGreaterThan(20);
      if (source.url) expect(source.url, source.citation).toMatch(/^https?:\/\/[^/\s]+\//);
    }
  });

  it("gives every statement of the page at least one listed source, and uses every listed source", () => {
    const statements = [
      ...SCHEDULE_INTRO,
      ...SCHEDULE_NOTES,
      SCHOOL_INTRO,
      ...SCHOOL_ROWS,
      ...BRING,
      ...NORMAL_REACTIONS,
      ...DANGER_SIGNS,
      ...LATE_DOSES,
      ...PREMATURE,
    ];
    const used = new Set([...statements.flatMap((item) => item.sources), ...scheduleByAge().flatMap((r) => r.sources)]);
    for (const item of statements) {
      expect(item.sources.length, JSON.stringify(item)).toBeGreaterThan(0);
      for (const source of item.sources) expect(PAGE_SOURCE_ORDER, source).toContain(source);
    }
    expect([...PAGE_SOURCE_ORDER].filter((source) => !used.has(source))).toEqual([]);
  });
});

describe("what the page says", () => {
  it("names the national programme, IDAI's differences, and the health worker's schedule as the one to follow", () => {
    const intro = SCHEDULE_INTRO.map((item) => item.text).join(" ");
    expect(intro).toContain("Program Imunisasi Nasional Kementerian Kesehatan RI");
    expect(intro).toContain("PCV diberikan pada usia 2, 4, dan 6 bulan dengan booster pada usia 12–15 bulan");
    expect(intro).toContain("BCG sebaiknya diberikan sebelum bayi berusia 1 bulan");
    for (const vaccine of ["influenza", "varisela", "hepatitis A", "tifoid", "dengue"])
      expect(intro).toContain(vaccine);
    expect(intro).toContain("Ikuti jadwal yang diberikan bidan, dokter, atau petugas puskesmas");
  });

  it("sends every danger sign to care now or today, and never names a diagnosis for the child", () => {
    expect(DANGER_SIGNS.length).toBe(8);
    expect(URGENCY_LABEL.now).toBe("Segera ke fasilitas kesehatan");
    // Decision 014's urgencies, as on /tanda-bahaya: "now" is leave now, "today" is seen today.
    // Only a fever over 39 °C is "today" (Komnas KIPI: "segera bawa anak ke dokter").
    expect(DANGER_SIGNS.filter((sign) => sign.urgency === "today").map((sign) => sign.sign)).toEqual(["Demam tinggi"]);
    for (const sign of DANGER_SIGNS) {
      expect(sign.action, sign.sign).toMatch(
        sign.urgency === "today" ? /hari ini juga/ : /^(Sekarang juga|Ke IGD terdekat sekarang juga)[,.]/,
      );
      expect(`${sign.sign} ${sign.detail ?? ""} ${sign.action}`, sign.sign).not.toMatch(
        /anak (Anda )?(mengalami|menderita|terkena)|intususepsi|anafilaksis|diagnosis/i,
      );
    }
    const signs = DANGER_SIGNS.map((sign) => sign.sign);
    expect(signs).toContain("Kejang");
    expect(signs).toContain("Demam tinggi");
    expect(DANGER_SIGNS.find((sign) => sign.sign === "Demam tinggi")!.detail).toBe("Suhu di atas 39 °C.");
    const allergy = DANGER_SIGNS.find((sign) => sign.sign === "Tanda reaksi alergi berat")!;
    expect(allergy.detail).toContain("dalam 30 menit setelah imunisasi");
    expect(allergy.action).toBe("Ke IGD terdekat sekarang juga, atau telepon 119.");
    expect(allergy.call119).toBe(true);
  });

  it("keeps premature babies on the calendar age and late doses with the health worker", () => {
    expect(PREMATURE[0]!.text).toContain("usia kalender");
    expect(PREMATURE[0]!.text).toContain("bukan usia koreksi");
    const late = LATE_DOSES.map((item) => item.text).join(" ");
    expect(late).toContain("Bawa Buku KIA");
    expect(late).toContain("Petugas yang menentukan jadwal imunisasi kejar");
    expect(late).toContain("6 bulan 29 hari");
  });
});
