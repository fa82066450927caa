import { e2eSql, expect, gotoHydrated, test } from "./support";

// Issue 10 item 11, measured in a desktop browser (1280 px wide).

test.use({ viewport: { width: 1280, height: 900 } });

test("a card's date stays on one line at desktop width", async ({ page }) => {
  for (const path of ["/artikel", "/artikel?halaman=2", "/"]) {
    await gotoHydrated(page, path);
    const lines = await page
      .getByRole("main")
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((card) => {
          // The byline is "author · date"; measure the lines the date's own characters occupy.
          const byline = [...card.querySelectorAll("p")].find((p) => p.textContent?.includes(" · "))!;
          const text = byline.textContent!;
          const start = text.lastIndexOf(" · ") + 3;
          const walker = document.createTreeWalker(byline, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let offset = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const length = node.textContent!.length;
            if (offset <= start && start < offset + length) range.setStart(node, start - offset);
            if (offset + length === text.length) range.setEnd(node, length);
            offset += length;
          }
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          return { date: text.slice(start), lines: tops.size };
        }),
      );
    expect(lines.length, path).toBeGreaterThan(0);
    for (const card of lines) expect(card.lines, `${path}: ${card.date}`).toBe(1);
  }
});

test("the home page's five service cards fill every row, with no empty slot, at every width", async ({ page }) => {
  await gotoHydrated(page, "/");
  const cards = page.locator('section[aria-labelledby="layanan-title"] li');
  await expect(cards).toHaveCount(5);
  for (const width of [1280, 900, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // Each row of cards, by its top edge: its first card starts at the list's left, its last ends at its right.
    const gaps = await cards.evaluateAll((items) => {
      const list = items[0]!.parentElement!.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      }
      return [...rows.values()].map((row) => Math.round(list.right - row.at(-1)!.right + row[0]!.left - list.left));
    });
    expect(
      gaps.every((gap) => Math.abs(gap) <= 1),
      `${width} px: ${gaps.join(", ")}`,
    ).toBe(true);
    expect(gaps.length, `${width} px`).toBe(width >= 1024 ? 2 : width >= 640 ? 3 : 5);
  }
});

test("related-article cards are all as tall as the tallest", async ({ page }) => {
  for (const id of [1, 2, 5]) {
    await gotoHydrated(page, `/artikel/${id}`);
    const related = page.getByRole("region", { name: "Artikel Terkait" }).getByRole("link");
    const heights = await related.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().height)),
    );
    expect(heights.length, `article ${id}`).toBeGreaterThan(1);
    expect(new Set(heights).size, `article ${id}: ${heights.join(", ")}`).toBe(1);
  }
});

test("without a hero image the hero text is centred across the full width, no empty half", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/");
  const hero = page.getByRole("main").locator("section").first();
  await expect(hero.locator("img")).toHaveCount(1);
  const imageUrl = await hero.locator("img").getAttribute("src");

  await e2eSql("UPDATE site_settings SET hero_image_url = NULL WHERE id = 1");
  try {
    await gotoHydrated(page, "/");
    await expect(hero.locator("img")).toHaveCount(0);
    const layout = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
      const text = heading.parentElement!.getBoundingClientRect();
      const grid = heading.parentElement!.parentElement!;
      const style = getComputedStyle(grid);
      const inner = grid.getBoundingClientRect();
      const left = inner.left + parseFloat(style.paddingLeft);
      const right = inner.right - parseFloat(style.paddingRight);
      const title = heading.getBoundingClientRect();
      return {
        offCentre: Math.abs((text.left + text.right) / 2 - (left + right) / 2),
        titleOffCentre: Math.abs((title.left + title.right) / 2 - (left + right) / 2),
        share: text.width / (right - left),
      };
    });
    // Centred, and wider than the half it used to be squeezed into.
    expect(layout.offCentre).toBeLessThan(2);
    expect(layout.share).toBeGreaterThan(0.6);
    expect(layout.titleOffCentre).toBeLessThan(2);
  } finally {
    await e2eSql(`UPDATE site_settings SET hero_image_url = '${imageUrl!.replaceAll("'", "''")}' WHERE id = 1`);
  }
  await gotoHydrated(page, "/");
  await expect(hero.locator("img")).toHaveCount(1);
});
