import { expect } from "@playwright/test";
import { DEMO, gotoReady, signedIn, test } from "./support";

// The image field of the form recipe (issue 11), through /__test/upload: a refused file comes
// back with its message and the other values kept; a real image is stored and shown. Works the
// same with and without JavaScript (a multipart post either way).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

test("an image upload refuses an SVG, keeps the caption, then stores a PNG", async ({ page }, testInfo) => {
  const caption = `Uji ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signedIn(page, DEMO.admin.email, DEMO.admin.password);
  await gotoReady(page, "/__test/upload");

  await page.getByLabel("Keterangan").fill(caption);
  await page.getByLabel("Gambar").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: SVG });
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.")).toBeVisible();
  await expect(page.getByLabel("Keterangan")).toHaveValue(caption);
  await expect(page.getByLabel("Gambar")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Gambar").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: PNG });
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Gambar Tersimpan");
  const image = page.getByRole("img", { name: caption });
  await expect(image).toHaveAttribute("src", /^\/gambar\/public\/\d+-[0-9a-f]{8}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
