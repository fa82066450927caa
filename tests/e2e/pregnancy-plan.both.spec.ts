import { readFile } from "node:fs/promises";
import { expect, gotoHydrated, lastPeriodDaysAgo, test } from "./support";

// Issue 18: a pregnant visitor enters her last period, gets a dated plan, downloads it for her
// calendar and prints it on one page, with JavaScript on and off.

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) =>
  new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

test("a visitor with a 32-day cycle gets her due date, a dated plan, the calendar file and a one-page print", async ({
  page,
}, testInfo) => {
  const withJs = testInfo.project.use.javaScriptEnabled !== false;
  await gotoHydrated(page, "/kalkulator");
  if (withJs) await page.evaluate(() => Object.assign(window, { samePage: true }));
  const lastPeriod = lastPeriodDaysAgo(60);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByLabel("Panjang siklus haid (hari, tidak wajib)").fill("32");
  await hpl.getByRole("button", { name: "Hitung" }).click();

  // 32 days: four days after Naegele's date, and 56 days pregnant (8 weeks 0 days).
  const adjusted = shift(lastPeriod.iso, 4);
  const due = shift(adjusted, 280);
  await expect(hpl).toContainText(longDate(due));
  await expect(hpl).toContainText("Siklus haid Anda 32 hari, jadi HPL dihitung 4 hari lebih lambat");
  const plan = page.getByRole("region", { name: "Rencana Kehamilan Anda" });
  await expect(plan).toContainText(`Usia kehamilan hari ini 8 minggu 0 hari (trimester 1). HPL: ${longDate(due)}.`);
  const firstVisit = plan.locator("li", { hasText: "Pemeriksaan kehamilan ke-1, dengan dokter" });
  await expect(firstVisit).toContainText(longDate(shift(adjusted, 84)));
  await expect(firstVisit).toContainText("Sekarang");
  await expect(plan.locator("li", { hasText: "Kunjungan nifas ke-1 (KF1)" })).toContainText(longDate(shift(due, 2)));
  await expect(plan.getByRole("link", { name: "Lihat semua Tanda Bahaya" }).first()).toBeVisible();
  // The same markup with and without the script: one state on a task, none on a danger sign.
  const items = plan.locator("li[data-plan-item]");
  await expect(items).toHaveCount(22);
  for (const item of await items.all()) {
    const danger = (await item.getAttribute("data-plan-item")) === "danger";
    await expect(item.locator("[data-state-badge]")).toHaveCount(danger ? 0 : 1);
    await expect(item.locator("[data-slot='title']")).not.toBeEmpty();
    await expect(item.locator("[data-slot='when']")).not.toBeEmpty();
  }
  await expect(plan.getByRole("button", { name: "Cetak rencana" })).toBeVisible({ visible: withJs });
  // The result points to the plan, which on a phone is below the other calculators.
  await hpl.getByRole("link", { name: "Lihat rencana kehamilan Anda" }).click();
  await expect(page).toHaveURL(/#rencana$/);
  if (withJs) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  // The calendar file, with the visits on the dates worked out here: the first on its suggested
  // days, 6 weeks (day 42) to before 8 (day 55), DTEND the day after (decision 077).
  const downloading = page.waitForEvent("download");
  await plan.getByRole("button", { name: "Tambahkan ke kalender" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("rencana-kehamilan-bidanku.ics");
  const ics = (await readFile((await download.path())!, "utf8")).replace(/\r\n /g, "");
  expect(ics).toContain(`DTSTART;VALUE=DATE:${shift(adjusted, 42).replaceAll("-", "")}`);
  expect(ics).toContain(`DTEND;VALUE=DATE:${shift(adjusted, 56).replaceAll("-", "")}`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(13);
  // The page is still there, and a second download works too.
  await expect(plan).toBeVisible();
  const again = page.waitForEvent("download");
  await plan.getByRole("button", { name: "Tambahkan ke kalender" }).click();
  expect((await again).suggestedFilename()).toBe("rencana-kehamilan-bidanku.ics");

  // Printed: the plan alone, on one A4 page.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toBeHidden();
  await expect(plan).toBeVisible();
  // (A PDF is made with the print stylesheet unless the page emulates the screen.)
  await page.emulateMedia({ media: null });
  // As the browser prints it: the page size and margins of the print stylesheet. (The plan at
  // 360 px is measured in layout.mobile.spec.ts, on the calculator's result page.)
  const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
  // The page tree's count (the one /Count a page of plain text has).
  const pages = Number(/\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1]);
  expect(pages, "the plan prints on one A4 page").toBe(1);
});
