import { chromium } from "@playwright/test";
const base = "http://localhost:8792";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(`${base}/kalkulator`);
  const form = page.locator("form").filter({ has: page.locator('input[name="lastPeriod"]') }).first();
  await form.locator('input[name="lastPeriod"]').fill("2026-08-01");
  await form.getByRole("button").first().click();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  const plan = page.locator("#rencana");
  await plan.screenshot({ path: `/work/shots-feed/plan-${js ? "js" : "nojs"}.png` });
  console.log(js, (await plan.locator("li").first().innerText()).slice(0, 300));
  await ctx.close();
}
await browser.close();
