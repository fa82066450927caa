import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ChartMeasurement, growthChart } from "~/domain/growth-chart";
import { tables } from "~/domain/who/by-hand.test-support";
import { GrowthChart } from "./GrowthChart";

const measurements = [
  { date: "2026-01-02", ageDays: 1, weightKg: 3.1, lengthCm: 49.5 },
  { date: "2026-03-01", ageDays: 59, weightKg: 5.2, lengthCm: 58.1 },
  { date: "2026-07-01", ageDays: 181, weightKg: 7.4, lengthCm: 66 },
];

const render = (kind: "bb-u" | "pb-u" | "bb-pb-tb", points: ChartMeasurement[] = measurements, id?: string) =>
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

  it("prints the table's latest 12 rows, so a long history still fits one page, and shows them all", () => {
    // 14 monthly weighings from day 1.
    const monthly = Array.from({ length: 14 }, (_, month) => ({
      date: `20${26 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-02`,
      ageDays: 1 + month * 30,
      weightKg: 3.5 + month * 0.5,
    }));
    const html = render("bb-u", monthly);
    const rows = html.match(/<tr class="[^"]*border-stone-200[^"]*"/g)!;
    expect(rows).toHaveLength(14);
    expect(rows.filter((row) => row.includes("print:hidden"))).toHaveLength(2);
    // The oldest two are the ones left off paper.
    expect(html.indexOf("print:hidden")).toBeLessThan(html.indexOf(">2 Mar 2026</th>"));
    expect(html).toContain("Tabel ini mencetak 12 pengukuran terakhir dari 14; grafiknya memuat semuanya.");
    expect(render("bb-u")).not.toContain("Tabel ini mencetak");
  });

  it("says so when there is nothing to draw, and keeps one chart to a few KB", () => {
    expect(render("pb-u", [])).toContain("Belum ada pengukuran");
    expect(render("pb-u", [])).not.toContain("<table");
    for (const kind of ["bb-u", "pb-u", "bb-pb-tb"] as const) expect(render(kind).length).toBeLessThan(10_000);
  });
});
