import { describe, expect, it } from "vitest";
import { describeChange, questionName } from "./audit";

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
