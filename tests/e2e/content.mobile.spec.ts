import { expect, test } from "./support";

const GUIDES = ["0-3-bulan", "4-6-bulan", "7-12-bulan", "1-2-tahun", "2-3-tahun", "3-5-tahun"];
const PAGES = [
  "/tumbuh-kembang",
  ...GUIDES.map((id) => `/tumbuh-kembang/${id}`),
  "/tumbuh-kembang/tidak-ada",
  "/tentang-saya",
  "/kebijakan-privasi",
  "/disclaimer",
];

test("growth, about and legal pages fit a 360 px phone", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const unsized = await page.locator("main img:not([width]), main img:not([height])").count();
    expect(unsized, path).toBe(0);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
  }
});

test("growth cards stack in one column on a phone", async ({ page }) => {
  await page.goto("/tumbuh-kembang");
  const cards = page.getByRole("region", { name: "Pilih Kelompok Usia" }).locator(":scope > ul > li");
  await expect(cards).toHaveCount(6);
  const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
  const lefts = new Set(boxes.map((box) => Math.round(box!.x)));
  expect(lefts.size).toBe(1);
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
});
