import { readFile } from "node:fs/promises";
import { createAccount, deleteWithConfirm, e2eSql, expect, horizontalOverflow, signedIn, test } from "./support";

// Issue 35: without JavaScript, a member records a child's immunisation from the "Catat" link,
// corrects it, removes it, downloads the next doses as a calendar file and prints the card on one
// A4 page. (What each request does and refuses: tests/integration/immunisation.test.ts.)

/** YYYY-MM-01 of the month `offset` months from this one (Jakarta). */
function firstOfMonth(offset: number): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

test("a member records a dose from the card, corrects and removes it, downloads the calendar and prints the card", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount("Ibu Imunisasi", "member");
  await signedIn(page, account.email, account.password);
  await page.goto("/dashboard/anak");
  const childForm = page.locator("#tambah-anak form");
  await childForm.getByLabel("Nama atau panggilan anak").fill("Bayu");
  await childForm.getByLabel("Laki-laki").check();
  await childForm.getByLabel("Tanggal lahir", { exact: true }).fill(firstOfMonth(-2));
  await childForm.getByLabel(/setuju data kesehatannya/).check();
  await childForm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/anak\/\d+#tambah-ukuran$/);

  // The child's page says what is late, and leads to the card.
  await expect(page.getByTestId("immunisation-glance")).toContainText("Belum ada imunisasi yang dicatat.");
  await page.getByRole("link", { name: "Jadwal dan Catatan Imunisasi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Imunisasi Bayu" })).toBeVisible();

  // "Catat" on BCG's row opens the form with BCG chosen.
  const bcg = page.locator("#dosis-bcg");
  await bcg.getByRole("link", { name: "Catat BCG" }).click();
  const form = page.locator("#catat form");
  await expect(form.getByLabel("Imunisasi")).toHaveValue("bcg");
  await form.getByLabel("Tanggal diberikan").fill(firstOfMonth(-1));
  await form.getByLabel("Tempat (tidak wajib)").fill("Posyandu Melati");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Imunisasi Dicatat");
  await expect(bcg).toHaveAttribute("data-status", "sudah");
  await expect(bcg).toContainText("di Posyandu Melati");
  // The next line of the Buku KIA: Polio tetes 1 chosen, same date and place; one tap.
  await expect(form.getByLabel("Imunisasi")).toHaveValue("opv1");
  await expect(form.getByLabel("Tempat (tidak wajib)")).toHaveValue("Posyandu Melati");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page.locator("#dosis-opv1")).toHaveAttribute("data-status", "sudah");

  // Corrected: another place.
  await bcg.getByRole("link", { name: "Ubah BCG" }).click();
  await bcg.getByLabel("Tempat (tidak wajib)").fill("Puskesmas Ciracas");
  await bcg.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Catatan Imunisasi Diperbarui");
  await expect(bcg).toContainText("di Puskesmas Ciracas");
  expect(await horizontalOverflow(page)).toBe(0);

  // The next doses as a calendar file, without the child's name unless asked.
  const downloading = page.waitForEvent("download");
  await page.locator("#kalender").getByRole("button", { name: "Unduh Kalender" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("jadwal-imunisasi-bidanku.ics");
  const file = (await readFile(await download.path())).toString("utf8").replace(/\r\n /g, "");
  expect(file).toContain(`DTSTART;VALUE=DATE:${firstOfMonth(1).replaceAll("-", "")}`);
  expect(file).not.toContain("Bayu");

  // On paper: the card alone, on one A4 page, even with every dose recorded (one line each).
  const childId = Number(/anak\/(\d+)\/imunisasi/.exec(page.url())![1]);
  await e2eSql(
    `INSERT OR IGNORE INTO child_immunisations (child_id, dose, given_on, place) SELECT ?, value, ?, 'Puskesmas Kecamatan Pasar Rebo' FROM json_each(?)`,
    childId,
    firstOfMonth(-1),
    JSON.stringify([
      "hb0",
      "opv1",
      "dpt1",
      "opv2",
      "pcv1",
      "rv1",
      "dpt2",
      "opv3",
      "pcv2",
      "rv2",
      "dpt3",
      "opv4",
      "ipv1",
      "rv3",
      "mr1",
      "ipv2",
      "je",
      "pcv3",
      "dpt4",
      "mr2",
    ]),
  );
  await page.reload();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("#catat")).toBeHidden();
  await expect(page.locator("#ringkasan")).toBeHidden();
  const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  // Removed, after the confirm step.
  await page.reload();
  await deleteWithConfirm(bcg);
  await expect(page.getByTestId("toast")).toContainText("Catatan Imunisasi Dihapus");
  await expect(bcg).toHaveAttribute("data-status", "terlambat");
  await expect(page.locator('[data-testid="dose"][data-status="sudah"]')).toHaveCount(20);
});
