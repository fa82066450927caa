import { describe, expect, it } from "vitest";
import type { IsoDate } from "./dates";
import type { ImmunisationGlance } from "./immunisation-status";
import { immunisationShareText, planShareText, whatsappShareUrl } from "./whatsapp-share";

/** A glance as immunisationGlance returns it; dates given as YYYY-MM-DD. */
function glanceOf(fields: {
  late?: string[];
  dueNow?: string[];
  dueUntil?: string;
  next?: { start: string; labels: string[] };
  given: number;
}): ImmunisationGlance {
  return {
    late: fields.late ?? [],
    dueNow: fields.dueNow ?? [],
    dueUntil: (fields.dueUntil ?? null) as IsoDate | null,
    next: fields.next ? { start: fields.next.start as IsoDate, labels: fields.next.labels } : null,
    given: fields.given,
    pastLimit: [],
  };
}

// Issue 37's "Kirim ke WhatsApp": the texts are typed here as a mother would read them.

const ORIGIN = "https://bidanku.example";

describe("whatsappShareUrl", () => {
  it("is wa.me without a number, the text percent-encoded (line breaks, commas, colons, slashes)", () => {
    expect(whatsappShareUrl("Imunisasi anak\nBCG, PCV 1: https://x.id/a")).toBe(
      "https://wa.me/?text=Imunisasi%20anak%0ABCG%2C%20PCV%201%3A%20https%3A%2F%2Fx.id%2Fa",
    );
  });
});

describe("planShareText", () => {
  it("says the plan's status, each next item with its dates and state, to follow the midwife, and the danger signs", () => {
    const text = planShareText(
      "Usia kehamilan hari ini 17 minggu 1 hari (trimester 2). HPL: 3 Mei 2027.",
      [
        { title: "Pemeriksaan kehamilan ke-3 (trimester 2)", when: "1 Des 2026 – 2 Feb 2027", stateLabel: "Sekarang" },
        { title: "Pemeriksaan kehamilan ke-4 (trimester 3)", when: "3 Feb – 3 Mei 2027", stateLabel: "Nanti" },
      ],
      ORIGIN,
    );
    expect(text).toBe(
      [
        "Rencana kehamilan (Bidanku)",
        "Usia kehamilan hari ini 17 minggu 1 hari (trimester 2). HPL: 3 Mei 2027.",
        "- Pemeriksaan kehamilan ke-3 (trimester 2): 1 Des 2026 – 2 Feb 2027 (Sekarang)",
        "- Pemeriksaan kehamilan ke-4 (trimester 3): 3 Feb – 3 Mei 2027 (Nanti)",
        "Tanggal perkiraan dari HPL; ikuti jadwal dari bidan atau dokter.",
        "Ada tanda bahaya? Segera ke fasilitas kesehatan: https://bidanku.example/tanda-bahaya",
      ].join("\n"),
    );
  });
});

describe("immunisationShareText", () => {
  it("says what is late, what is due now until when, and what comes next, with the Buku KIA and the schedule", () => {
    const glance = glanceOf({
      late: ["BCG", "Polio tetes 1"],
      dueNow: ["DPT-HB-Hib 1", "PCV 1", "Rotavirus 1"],
      dueUntil: "2026-12-31",
      next: { start: "2027-01-01", labels: ["DPT-HB-Hib 2", "PCV 2", "Rotavirus 2"] },
      given: 1,
    });
    expect(immunisationShareText(glance, ORIGIN)).toBe(
      [
        "Imunisasi anak (Bidanku)",
        "Sudah lewat jadwal dan belum tercatat di Bidanku: BCG, Polio tetes 1. Bila belum diberikan, bawa Buku KIA ke bidan atau puskesmas untuk imunisasi kejar.",
        "Waktunya sekarang (anjuran sampai 31 Desember 2026): DPT-HB-Hib 1, PCV 1, Rotavirus 1.",
        "Berikutnya mulai 1 Januari 2027: DPT-HB-Hib 2, PCV 2, Rotavirus 2.",
        "Bawa Buku KIA ke posyandu atau puskesmas.",
        "Jadwal imunisasi: https://bidanku.example/imunisasi",
      ].join("\n"),
    );
  });

  it("names no late dose while nothing is recorded (they are likely in the Buku KIA, not missed), and says so", () => {
    const text = immunisationShareText(
      glanceOf({ late: ["BCG"], next: { start: "2027-01-01", labels: ["PCV 2"] }, given: 0 }),
      ORIGIN,
    );
    expect(text).not.toContain("BCG");
    expect(text).toContain("Imunisasi yang sudah diberikan belum dicatat di Bidanku: lihat Buku KIA.");
    expect(text).toContain("Berikutnya mulai 1 Januari 2027: PCV 2.");
  });

  it("leaves the site's address out when there is no trusted one", () => {
    const text = immunisationShareText(glanceOf({ next: { start: "2027-01-01", labels: ["PCV 2"] }, given: 3 }), null);
    expect(text?.split("\n").at(-1)).toBe("Bawa Buku KIA ke posyandu atau puskesmas.");
    expect(planShareText("HPL: 3 Mei 2027.", [], null).split("\n").at(-1)).toBe(
      "Ada tanda bahaya? Segera ke fasilitas kesehatan.",
    );
  });

  it("is nothing when nothing is late, due or ahead", () => {
    expect(immunisationShareText(glanceOf({ given: 21 }), ORIGIN)).toBeNull();
  });
});
