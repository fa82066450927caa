import { describe, expect, it } from "vitest";
import seedPages from "~drizzle/seed/pages.json";
import { AUDIT_RETENTION_MONTHS, auditRetentionCutoff, describeChange, questionName } from "./audit";

describe("describeChange", () => {
  it("names who did what to which row", () => {
    expect(describeChange({ actorName: "Bidan Rina", action: "update", entity: "hero", entityId: null })).toBe(
      "Bidan Rina mengubah hero beranda",
    );
    expect(describeChange({ actorName: "Admin", action: "delete", entity: "article", entityId: "12" })).toBe(
      "Admin menghapus artikel 12",
    );
  });
  it("names the row by its current name when one is given", () => {
    expect(
      describeChange({ actorName: "Bidan Rina", action: "update", entity: "article", entityId: "12" }, "Anemia"),
    ).toBe("Bidan Rina mengubah artikel “Anemia”");
  });
  it("shows an entity it does not know by its stored name", () => {
    expect(describeChange({ actorName: "A", action: "create", entity: "newsletter", entityId: null })).toBe(
      "A membuat newsletter",
    );
  });
});

describe("questionName", () => {
  it("names a question by its topic and the start of its text, on one short line", () => {
    expect(questionName("Kehamilan", "Apakah boleh\nminum kopi?")).toBe("Kehamilan: Apakah boleh minum kopi?");
    const long = questionName("Jadwal praktik bidan di akhir pekan dan hari libur", "x ".repeat(100));
    expect(long).toMatch(/^Jadwal praktik bidan di akhir…: (x )+x…$/);
    expect(Array.from(long).length).toBeLessThanOrEqual(72);
  });
});

describe("the audit log's retention (decision 065)", () => {
  it("is due 12 months after a row was written, to the millisecond", () => {
    // 28 Nov 2026 10:17 UTC (the cron's minute) -> 28 Nov 2025 10:17 UTC.
    expect(auditRetentionCutoff(Date.UTC(2026, 10, 28, 10, 17)).toISOString()).toBe("2025-11-28T10:17:00.000Z");
    expect(auditRetentionCutoff(Date.UTC(2026, 0, 31, 23, 59, 59, 999)).toISOString()).toBe("2025-01-31T23:59:59.999Z");
  });

  it("is the period the seeded privacy policy states", () => {
    const policy = seedPages.legalPages.find((page) => page.id === "privacy-policy")!.content;
    expect(policy).toContain("Catatan perubahan oleh admin dihapus otomatis 1 tahun setelah dicatat.");
    expect(policy).toContain(`dihapus otomatis ${AUDIT_RETENTION_MONTHS / 12} tahun setelah dicatat`);
  });
});
