import { describe, expect, it } from "vitest";
import { groupViews } from "./care";

describe("groupViews", () => {
  it("makes one line of a midwife's openings within 30 minutes, and a new line after a gap or another name", () => {
    const at = (time: string) => new Date(`2026-11-29T${time}:00Z`);
    const views = [
      { viewerName: "Bidan Ani", createdAt: at("10:40") },
      { viewerName: "Bidan Ani", createdAt: at("10:25") },
      { viewerName: "Bidan Ani", createdAt: at("10:10") },
      { viewerName: "Bidan Ani", createdAt: at("09:30") },
      { viewerName: "Bidan Sri", createdAt: at("09:29") },
    ];
    expect(groupViews(views)).toEqual([
      { viewerName: "Bidan Ani", latest: at("10:40"), count: 3 },
      { viewerName: "Bidan Ani", latest: at("09:30"), count: 1 },
      { viewerName: "Bidan Sri", latest: at("09:29"), count: 1 },
    ]);
  });
});
