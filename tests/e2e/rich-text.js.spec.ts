import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, gotoHydrated, horizontalOverflow, signIn, signedIn, test } from "./support";

// The article's rich-text field (decisions 028, 062) through /__test/rich-text: without JavaScript
// a labelled textarea that posts HTML; with it, the TipTap editor (the page's own script, loaded
// only where the field is) takes over, writes HTML the sanitizer leaves alone, and refuses unsafe
// links and images from other hosts. Public pages never fetch the editor.
const EDITOR_CHUNK = /\/assets\/client-editor-[\w-]+\.js$/;

function editorRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (EDITOR_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

async function openEditor(page: Page) {
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(page, "/__test/rich-text");
  const toolbar = page.getByRole("toolbar", { name: "Format teks" });
  await expect(toolbar).toBeVisible();
  const area = page.locator('textarea[name="content"]');
  await expect(area).toBeHidden();
  return { toolbar, area, editor: page.getByRole("textbox", { name: "Isi artikel" }) };
}

test("with JavaScript the editor writes allowlisted HTML and refuses unsafe links and images", async ({ page }) => {
  const { toolbar, area, editor } = await openEditor(page);
  await expect(area).not.toHaveAttribute("required");
  await expect(editor).toHaveAttribute("aria-multiline", "true");

  // Empty: the hidden textarea no longer blocks the submit; the server's message reaches the editor.
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText("Isi wajib diisi.")).toBeVisible();
  await expect(editor).toHaveAttribute("aria-invalid", "true");
  await expect(editor).toHaveAttribute("aria-describedby", /error/);

  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  const names = ["Judul", "Subjudul", "Tebal", "Miring", "Daftar", "Daftar bernomor", "Kutipan", "Tautan", "Gambar"];
  for (const name of [...names, "Urungkan", "Ulangi"])
    expect((await tool(name).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await editor.click();
  await tool("Judul").click();
  await expect(tool("Judul")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Perawatan tali pusat");
  await page.keyboard.press("Enter");
  await expect(tool("Judul")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type("Jaga tetap ");
  // Each toggle is waited for before typing on: on a busy machine the keys otherwise arrive
  // while the editor is still taking the click, and land in the wrong mark or are lost.
  await tool("Tebal").click();
  await expect(tool("Tebal")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("kering");
  await tool("Tebal").click();
  await expect(tool("Tebal")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" dan bersih.");
  await page.keyboard.press("Enter");
  await tool("Daftar").click();
  await expect(tool("Daftar")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Cuci tangan");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Lipat popok di bawah pusar");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Baca juga ");

  // A link through the panel: javascript: is refused with a message, https is set.
  await tool("Tautan").click();
  const linkPanel = page.getByRole("group", { name: "Tautan" });
  const address = linkPanel.getByLabel("Alamat tautan");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await linkPanel.getByRole("button", { name: "Pasang" }).click();
  await expect(linkPanel.getByText("Tautan harus diawali https://, http://, mailto: atau /")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  // Escape closes the panel and gives the editor its focus back.
  await address.press("Escape");
  await expect(linkPanel).toBeHidden();
  await expect(editor).toBeFocused();
  await tool("Tautan").click();
  await linkPanel.getByLabel("Alamat tautan").fill("https://www.who.int/");
  // Enter applies the panel; it never submits the article's form.
  await linkPanel.getByLabel("Alamat tautan").press("Enter");
  await expect(linkPanel).toBeHidden();
  await expect(page.getByTestId("posted")).toHaveCount(0);
  await page.keyboard.type(" untuk panduan lengkap.");
  await page.keyboard.press("Enter");

  // An image: only our storage, with its text alternative.
  await tool("Gambar").click();
  const imagePanel = page.getByRole("group", { name: "Gambar" });
  await imagePanel.getByLabel("Alamat gambar").fill("https://evil.example/x.png");
  await imagePanel.getByRole("button", { name: "Sisipkan" }).click();
  await expect(imagePanel.getByText("Gambar harus dari penyimpanan situs ini (alamat diawali /gambar/)")).toBeVisible();
  await expect(imagePanel.getByText("Teks alternatif wajib diisi.")).toBeVisible();
  await imagePanel.getByLabel("Pilih gambar yang sudah diunggah").selectOption("/gambar/public/x.png");
  await expect(imagePanel.getByLabel("Alamat gambar")).toHaveValue("/gambar/public/x.png");
  await imagePanel.getByLabel("Teks alternatif").fill("Tali pusat yang kering");
  await imagePanel.getByRole("button", { name: "Sisipkan" }).click();
  await expect(imagePanel).toBeHidden();

  // Pasted HTML keeps to the same rules: no javascript: link, no image from another host.
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<p>Tempel <a href="javascript:alert(1)">bahaya</a> <img src="https://evil.example/y.png" alt="luar"><em>miring</em></p>',
    );
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText("Tempel bahaya");

  const written = await area.inputValue();
  expect(written).toContain("<h2>Perawatan tali pusat</h2>");
  expect(written).toContain("<strong>kering</strong>");
  expect(written).toMatch(/<ul><li><p>Cuci tangan<\/p><\/li><li><p>Lipat popok di bawah pusar<\/p><\/li><\/ul>/);
  expect(written).toContain('<a href="https://www.who.int/">https://www.who.int/</a>');
  expect(written).toContain('<img src="/gambar/public/x.png" alt="Tali pusat yang kering">');
  expect(written).toContain("<em>miring</em>");
  expect(written).not.toContain("javascript:");
  expect(written).not.toContain("evil.example");

  await page.getByRole("button", { name: "Kirim" }).click();
  const posted = page.getByTestId("posted");
  await expect(posted).toContainText("<h2>Perawatan tali pusat</h2>");
  const html = (await posted.textContent()) ?? "";
  expect(html).toContain("<strong>kering</strong>");
  expect(html).toContain("<ul><li><p>Cuci tangan</p>");
  expect(html).toMatch(/<a href="https:\/\/www\.who\.int\/" rel="nofollow noopener noreferrer">/);
  expect(html).toMatch(/<img [^>]*src="\/gambar\/public\/x\.png" alt="Tali pusat yang kering" ?\/?>/);
  expect(html).not.toContain("javascript:");

  // The sanitizer changed nothing but the attributes it always adds (rel, loading, decoding).
  const normalise = (source: string) =>
    page.evaluate((value) => {
      const body = new DOMParser().parseFromString(value, "text/html").body;
      for (const element of body.querySelectorAll("[rel], [loading], [decoding]")) {
        for (const name of ["rel", "loading", "decoding"]) element.removeAttribute(name);
      }
      return body.innerHTML;
    }, source);
  expect(await normalise(html)).toBe(await normalise(written));
  // After a refusal, the recipe form resets itself on its own successful submit that stays on
  // the page (useRecipeForm): the textarea goes back to empty, and the editor follows it.
  await expect(area).toHaveValue("");
  await expect(editor.locator("h2")).toHaveCount(0);
  await expect(editor).toHaveText("");
});

test("what is typed before the editor's script runs is kept by the editor", async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  // Hold the editor's script back until the textarea has been typed in (a module script: the
  // document is parsed, but DOMContentLoaded waits for it).
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(EDITOR_CHUNK, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/__test/rich-text", { waitUntil: "commit" });
  await page.getByLabel("Isi artikel").fill("<h2>Diketik dulu</h2><p>Sebelum <em>siap</em></p>");
  release();
  await expect(page.getByRole("toolbar", { name: "Format teks" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Isi artikel" });
  await expect(editor.locator("h2")).toHaveText("Diketik dulu");
  await expect(editor.locator("em")).toHaveText("siap");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByTestId("posted")).toHaveText("<h2>Diketik dulu</h2><p>Sebelum <em>siap</em></p>");
});

test("if the editor's chunk cannot be fetched, the textarea stays and posts", async ({ page }) => {
  await page.route(EDITOR_CHUNK, (route) => route.abort());
  const failed = page.waitForEvent("requestfailed", (request) => EDITOR_CHUNK.test(new URL(request.url()).pathname));
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoHydrated(page, "/__test/rich-text");
  await failed;
  const area = page.getByLabel("Isi artikel");
  await expect(area).toBeVisible();
  await expect(area).toHaveAttribute("required", "");
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  await area.fill("<h2>Tanpa editor</h2>");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByTestId("posted")).toHaveText("<h2>Tanpa editor</h2>");
});

test("the editor, its toolbar and its panels pass axe (WCAG 2.1 A/AA)", async ({ page }) => {
  const { toolbar } = await openEditor(page);
  const scan = async () =>
    (
      await new AxeBuilder({ page }).include("form").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
    ).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
  expect(await scan()).toEqual([]);
  await toolbar.getByRole("button", { name: "Tautan", exact: true }).click();
  await page.getByRole("group", { name: "Tautan" }).getByRole("button", { name: "Pasang" }).click();
  expect(await scan()).toEqual([]);
  await toolbar.getByRole("button", { name: "Gambar", exact: true }).click();
  expect(await scan()).toEqual([]);
});

test("at 360 px the toolbar wraps inside the page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { toolbar } = await openEditor(page);
  await toolbar.getByRole("button", { name: "Gambar", exact: true }).click();
  await expect(page.getByRole("group", { name: "Gambar" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await toolbar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test("public pages never fetch the editor; only the editor's page does", async ({ page }) => {
  // In the build, ProseMirror is only in the editor's own chunk.
  const assets = join(process.cwd(), "build/client/assets");
  const withEditor = readdirSync(assets).filter(
    (name) => name.endsWith(".js") && readFileSync(join(assets, name), "utf8").includes("ProseMirror"),
  );
  expect(withEditor).toHaveLength(1);
  expect(`/assets/${withEditor[0]}`).toMatch(EDITOR_CHUNK);

  const seen = editorRequests(page);
  for (const path of ["/", "/artikel"]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(seen).toEqual([]);
  await openEditor(page);
  expect(seen).toHaveLength(1);
});
