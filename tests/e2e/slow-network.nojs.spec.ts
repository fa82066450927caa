// A slow phone connection without JavaScript (issue 15): DevTools' "3G" (400 ms latency,
// 400 kbit/s each way) through the Chrome DevTools Protocol, which throttles the page whether
// or not it runs scripts. The long article must be readable and the calculator usable.
import type { Page } from "@playwright/test";
import { LONGEST_ARTICLE_SQL } from "../../scripts/perf/budgets.mjs";
import { e2eRows, expect, lastPeriodDaysAgo, test } from "./support";

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/** The text of an HTML paragraph, as a reader sees it. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test("on a slow 3G connection the long article is readable, title and body", async ({ page }) => {
  const id = (await e2eRows(LONGEST_ARTICLE_SQL))[0]?.id;
  const [row] = await e2eRows("SELECT title, content FROM articles WHERE id = ?", Number(id));
  const title = String(row?.title);
  const paragraphs = [...String(row?.content).matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => plain(match[1] ?? ""));
  expect(paragraphs.length, "the long article has paragraphs").toBeGreaterThan(2);

  await throttle(page);
  const started = Date.now();
  const response = await page.goto(`/artikel/${id}`, { timeout: 75_000 });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The first and the last paragraph: the whole body came down the slow line.
  for (const paragraph of [paragraphs[0]!, paragraphs.at(-1)!]) {
    await expect(page.getByText(paragraph.slice(0, 80)).first()).toBeVisible();
  }
  test.info().annotations.push({ type: "loaded in", description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
});

test("on a slow 3G connection the calculator works: fill the HPL form, submit, read the due date", async ({ page }) => {
  await throttle(page);
  const started = Date.now();
  await page.goto("/kalkulator", { timeout: 75_000 });
  const lastPeriod = lastPeriodDaysAgo(73);
  const hpl = page.getByRole("region", { name: "Kalkulator HPL" });
  await hpl.getByLabel("Hari pertama haid terakhir (HPHT)").fill(lastPeriod.iso);
  await hpl.getByRole("button", { name: "Hitung" }).click();
  await expect(page).toHaveURL(/\/kalkulator#hasil-hpl$/, { timeout: 60_000 });
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText(lastPeriod.dueDateLong, {
    timeout: 30_000,
  });
  await expect(page.getByRole("region", { name: "Kalkulator HPL" })).toContainText("10 minggu 3 hari");
  test.info().annotations.push({ type: "done in", description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
});
