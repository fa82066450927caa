import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { growthChart } from "~/domain/growth-chart";
import { tables } from "~/domain/who/by-hand.test-support";
import { GrowthChart } from "./GrowthChart";

const measurements = [
  { date: "2026-01-02", ageDays: 1, weightKg: 3.1, lengthCm: 49.5 },
  { date: "2026-03-01", ageDays: 59, weightKg: 5.2, lengthCm: 58.1 },
  { date: "2026-07-01", ageDays: 181, weightKg: 7.4, lengthCm: 66 },
];

const render = (kind: "bb-u" | "pb-u" | "bb-pb-tb", points = measurements, id?: string) =>
  renderToStaticMarkup(createElement(GrowthChart, { chart: growthChart(tables, kind, "laki", points), id }));

describe("GrowthChart", () => {
  it("is an image named by its title and description, with the five line labels and the child's points", () => {
    const html = render("bb-u");
    expect(html).toMatch(
      /<svg role="img" aria-labelledby="grafik-bb-u-judul grafik-bb-u-keterangan" viewBox="0 0 360 300"/,
    );
    expect(html).toContain('<title id="grafik-bb-u-judul">Berat badan menurut umur (BB/U), anak laki-laki</title>');
    expect(html).toMatch(/<desc id="grafik-bb-u-keterangan">Garis standar WHO untuk anak laki-laki/);
    const labels = [...html.matchAll(/<text [^>]*fill="#[0-9a-f]{6}">([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const label of ["+3", "+2", "0", "−2", "−3"]) expect(labels).toContain(label);
    expect(html.match(/<circle /g)).toHaveLength(3);
  });

  it("has a visible table with one row per point", () => {
    const html = render("bb-pb-tb", measurements, "anak-1-bbpb");
    expect(html).toContain('aria-labelledby="anak-1-bbpb-judul anak-1-bbpb-keterangan"');
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    expect(table).toContain("<caption");
    expect(table).not.toContain("sr-only");
    expect(table.match(/<th scope="col"/g)).toHaveLength(4);
    expect(table.match(/<tr /g)).toHaveLength(4);
    expect(table).toContain(">2 Jan 2026</th>");
  });

  it("says so when there is nothing to draw, and keeps one chart to a few KB", () => {
    expect(render("pb-u", [])).toContain("Belum ada pengukuran");
    expect(render("pb-u", [])).not.toContain("<table");
    for (const kind of ["bb-u", "pb-u", "bb-pb-tb"] as const) expect(render(kind).length).toBeLessThan(10_000);
  });
});
