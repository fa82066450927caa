import { describe, expect, it } from "vitest";
import { parseSubmission } from "./form";
import { growthGuideSchema } from "./growth";

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseSubmission(formData, growthGuideSchema);
}

/** The messages per field of a refused submission ({} when it passed). */
function errors(fields: Record<string, string>): Record<string, string[] | null> {
  const submission = submit(fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

const valid = {
  title: "0-3 Bulan",
  description: "",
  author: "Bidan Uji",
  "milestones.motorik[0]": "Satu",
  reviewerName: "Bd. Uji",
  reviewerCredential: "",
  reviewedAt: "2026-01-05",
};

describe("growthGuideSchema", () => {
  it("drops empty rows, missing groups become empty lists, a source without citation goes", () => {
    const result = submit({
      ...valid,
      "milestones.motorik[1]": "  ",
      "stimulasi[0]": "",
      "stimulasi[1]": " Tips ",
      "sources[0].citation": "",
      "sources[0].url": "https://contoh.id",
      "sources[1].citation": "WHO",
      "sources[1].url": "",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.milestones).toEqual({ motorik: ["Satu"], kognitif: [], sosialEmosional: [], bahasa: [] });
    expect(result.value.stimulasi).toEqual(["Tips"]);
    expect(result.value.redFlags).toEqual([]);
    expect(result.value.sources).toEqual([{ citation: "WHO", url: "" }]);
  });

  it("requires a title and an author", () => {
    const result = errors({ ...valid, title: " ", author: "" });
    expect(result.title).toEqual(["Judul wajib diisi"]);
    expect(result.author).toEqual(["Penulis wajib diisi"]);
  });

  it("wants a reviewer and a date together, a real date, and web links only", () => {
    expect(errors({ ...valid, reviewedAt: "" }).reviewedAt).toBeTruthy();
    expect(errors({ ...valid, reviewerName: "" }).reviewerName).toBeTruthy();
    expect(errors({ ...valid, reviewedAt: "2026-02-30" }).reviewedAt).toEqual(["Tanggal tinjauan tidak valid"]);
    expect(errors({ ...valid, reviewedAt: "2999-01-01" }).reviewedAt).toBeTruthy();
    expect(submit({ ...valid, reviewerName: "", reviewedAt: "" }).status).toBe("success");
    const link = errors({ ...valid, "sources[0].citation": "X", "sources[0].url": "javascript:alert(1)" });
    expect(link["sources[0].url"]).toBeTruthy();
  });

  it("refuses an item over 500 characters", () => {
    expect(errors({ ...valid, "redFlags[0]": "a".repeat(501) })["redFlags[0]"]).toBeTruthy();
  });
});
