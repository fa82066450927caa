import type { Page } from "@playwright/test";
import {
  DEMO,
  e2eRows,
  e2eSql,
  expect,
  gotoHydrated,
  horizontalOverflow,
  resultAddress,
  signedIn,
  test,
  uniqueEmail,
} from "./support";

test("nothing overflows horizontally at 360 px", async ({ page }) => {
  for (const path of [
    "/",
    "/tidak-ada",
    resultAddress(),
    "/tanda-bahaya",
    "/imunisasi",
    "/perkembangan?usia=9",
    "/tumbuh-kembang/7-12-bulan",
    "/tumbuh-kembang/3-5-tahun",
    "/artikel/1",
    "/login",
    "/register",
    "/lupa-password",
    "/sitemap",
    "/tanya-kami",
    "/kontak",
    "/offline",
    "/kebijakan-privasi",
    "/atur-ulang-password",
    "/email-terverifikasi",
    "/pengingat/berhenti",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// The admin journeys run on desktop widths only (*.both.spec.ts): each admin page type is
// measured here at 360 px instead, once.
test("nothing overflows horizontally at 360 px on the admin pages", async ({ page }) => {
  const email = uniqueEmail("pesan-360");
  await e2eSql(
    "INSERT INTO questions (name, email, topic, question) VALUES ('Ibu Penanya dengan Nama yang Cukup Panjang', ?, 'Menyusui', 'Bolehkah saya menyusui ketika sedang demam dan minum obat penurun panas?')",
    email,
  );
  const [question] = await e2eRows<{ id: number }>("SELECT id FROM questions WHERE email = ?", email);
  await signedIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
  for (const path of [
    `/admin/pesan/${question!.id}`,
    // A member page of issue 37, which a super_admin opens too.
    "/dashboard/pengingat",
    // Issue 38: sharing with the midwives, and their list.
    "/dashboard/bidan",
    "/admin/binaan",
    "/admin",
    "/admin/pengguna",
    "/admin/pesan",
    "/admin/artikel/baru",
    "/admin/artikel/edit/1",
    "/admin/hero",
    "/admin/pengaturan",
    "/admin/kontak",
    "/admin/layanan/edit",
    "/admin/tentang-saya/edit",
    "/admin/panduan-tanya-jawab/edit",
    "/admin/legal/edit/privacy-policy",
    "/admin/tumbuh-kembang",
    "/admin/tumbuh-kembang/edit/0-3-bulan",
    "/admin/tinjauan-medis/cek-pertumbuhan",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await horizontalOverflow(page), path).toBe(0);
  }
});

test("at 320 px WHO's tables scroll inside their own box, which a keyboard can reach and which is named", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/tumbuh-kembang/7-12-bulan");
  expect(await horizontalOverflow(page)).toBe(0);
  const boxes = page.locator("[data-table-scroll]");
  await expect(boxes).toHaveCount(6);
  const scrolling = await boxes.evaluateAll((all) =>
    all
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => ({ tabIndex: (box as HTMLElement).tabIndex, name: box.getAttribute("aria-label") })),
  );
  // The weight tables (five columns) do not fit: they scroll, the others need not.
  expect(scrolling.length).toBeGreaterThan(0);
  for (const box of scrolling)
    expect(box).toMatchObject({ tabIndex: 0, name: expect.stringMatching(/^(Laki-laki|Perempuan): /) });
  await expect(page.getByRole("region", { name: "Laki-laki: Berat badan menurut umur (kg)" })).toBeVisible();
});

test("the menu toggle shows the seven links and closes after navigating", async ({ page }) => {
  await page.goto("/");
  const mobileNav = page.getByRole("navigation", { name: "Navigasi utama (seluler)" });
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await expect(mobileNav.getByRole("link")).toHaveText([
    "Beranda",
    "Artikel",
    "Tumbuh Kembang",
    "Kalkulator",
    "Tanya Kami",
    "Tentang Saya",
    "Kontak",
  ]);
  await expect(mobileNav.getByRole("link", { name: "Beranda" })).toHaveAttribute("aria-current", "page");
  await mobileNav.getByRole("link", { name: "Tentang Saya" }).click();
  await expect(page).toHaveURL(/\/tentang-saya$/);
  await expect(mobileNav).toBeHidden();

  // Issue 29.10: Tab past the open menu's last control never focuses something under it, on a
  // reading page (no script: CSS hides the panel) and on a page with the enhancement script
  // (which closes the menu).
  for (const path of ["/tentang-saya", "/tanya-kami"]) {
    await gotoHydrated(page, path);
    await page.locator("summary").filter({ hasText: "Menu" }).click();
    await mobileNav.getByRole("link", { name: "Kontak" }).focus();
    // The search field, its button, Login, Daftar: then out of the top bar.
    for (let tab = 0; tab < 5; tab++) await page.keyboard.press("Tab");
    expect(await focusedInHeader(page), path).toBe(false);
    await expect(mobileNav, path).toBeHidden();
    expect(await focusedIsUncovered(page), path).toBe(true);
  }
  await expect(page.locator("header details").last()).not.toHaveAttribute("open");
});

const focusedInHeader = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("header")));

/** Whether the focused element is what a tap at its centre would reach (nothing covers it). */
function focusedIsUncovered(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
    return hit !== null && (focused.contains(hit) || hit.contains(focused));
  });
}

/**
 * Every link, button and field on the page that is smaller than 44 x 44 px (issue 29.8,
 * decision 057). Exempt: a link inside a sentence (inline, with text of its own line beside it:
 * WCAG 2.5.5's "inline" exception), what is not shown (closed menus, the off-screen honeypot, the
 * skip link until focused). A checkbox or radio button is tapped through its label, and a
 * "stretched" link (its ::after covers its card) through the card.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea",
    )) {
      if (element.closest("[aria-hidden=true], [inert]")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      const inSentence =
        getComputedStyle(element).display.startsWith("inline") &&
        [...(element.parentElement?.childNodes ?? [])].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (inSentence) continue;
      const input = element as HTMLInputElement;
      if ((input.type === "checkbox" || input.type === "radio") && input.labels?.[0]) {
        box = input.labels[0].getBoundingClientRect();
      }
      if (getComputedStyle(element, "::after").position === "absolute" && element.offsetParent) {
        box = element.offsetParent.getBoundingClientRect();
      }
      if (box.width + 0.5 < 44 || box.height + 0.5 < 44) {
        const name = (element.textContent || element.getAttribute("aria-label") || input.name || "").trim();
        small.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

// Issue 29.8: footer links were 16 px tall, the toast's close button 24 px, the danger-signs
// chips and the article pagination 38 px, the category links 32 px.
test("every link, button and field of the main pages is at least 44 px on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of [
    "/",
    "/artikel",
    "/artikel/9",
    "/tumbuh-kembang",
    "/tumbuh-kembang/0-3-bulan",
    "/tumbuh-kembang/cek",
    "/tanda-bahaya",
    resultAddress(),
    "/tanya-kami",
    "/login",
    "/sitemap",
  ]) {
    await page.goto(path);
    expect(await smallTargets(page), path).toEqual([]);
  }
  // The open menu, and a toast with its close button (the script shows it).
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  expect(await smallTargets(page), "open menu").toEqual([]);
  await page.goto("/__test/toast");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByRole("button", { name: "Tutup notifikasi" })).toBeVisible();
  expect(await smallTargets(page), "toast on /kontak").toEqual([]);
});
