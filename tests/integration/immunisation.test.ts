import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, longDate, newMember, postForm, shift, todayIn } from "./helpers";

// Issue 35: a child's immunisations at /dashboard/anak/:id/imunisasi. Dates are worked out here
// by plain calendar arithmetic, not by the app: the child is born on the 1st of the month two
// months before this one, so the 2-month doses are due now, the 1-month ones are late and the
// 3-month ones start on the 1st of next month.

const db = env.DB;
const text = (html: string) => html.replaceAll("<!-- -->", "");

/** YYYY-MM-01 of the month `offset` months from this one (Jakarta). */
function firstOfMonth(offset: number): string {
  const [year, month] = todayIn("Asia/Jakarta").split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

async function memberWithChild(fields: { gestationalWeeks?: number; name?: string } = {}) {
  const member = await newMember();
  const row = await db
    .prepare(
      "INSERT INTO children (user_id, name, sex, birth_date, gestational_weeks) VALUES (?, ?, 'laki', ?, ?) RETURNING id",
    )
    .bind(member.id, fields.name ?? "Bayu", firstOfMonth(-2), fields.gestationalWeeks ?? null)
    .first<{ id: number }>();
  return { member, childId: row!.id, page: `/dashboard/anak/${row!.id}/imunisasi` };
}

const doses = (childId: number) =>
  db
    .prepare("SELECT dose, given_on AS givenOn, place FROM child_immunisations WHERE child_id = ? ORDER BY id")
    .bind(childId)
    .all<{ dose: string; givenOn: string; place: string | null }>()
    .then((result) => result.results);

/** One dose's row on the page. */
function doseRow(html: string, dose: string): string {
  const start = html.indexOf(`id="dosis-${dose}"`);
  expect(start, dose).toBeGreaterThan(0);
  return text(html.slice(start, html.indexOf("</li>", start)));
}

describe("a child's immunisation page", () => {
  it("shows the owner every dose of the national schedule with its status from the birth date", async () => {
    const { member, page } = await memberWithChild();
    const response = await get(page, member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("private");
    const html = await response.text();
    expect(html.match(/data-testid="dose"/g)).toHaveLength(21);
    expect(doseRow(html, "bcg")).toContain('data-status="terlambat"');
    expect(doseRow(html, "dpt1")).toContain('data-status="sekarang"');
    expect(doseRow(html, "dpt2")).toContain('data-status="akan-datang"');
    expect(doseRow(html, "je")).toContain('data-status="daerah"');
    expect(text(html)).toContain(
      `Berikutnya mulai ${longDate(firstOfMonth(1))}:</span> DPT-HB-Hib 2, PCV 2, Rotavirus 2`,
    );
    // Nothing recorded yet: the doses past their time are most likely in the Buku KIA.
    expect(text(html)).toContain("Belum ada imunisasi yang dicatat.");
    expect(doseRow(html, "opv2")).toContain('data-status="menunggu"');
    expect(text(html)).toContain("Program Imunisasi Nasional (Kemenkes RI)");
    expect(html).not.toContain('data-testid="premature-note"');
  });

  it("offers the child's doses to WhatsApp on the child's page and the dashboard, without the child's name (issue 37)", async () => {
    const { member, childId } = await memberWithChild({ name: "Bayu Rahasia" });
    // One dose recorded: the late ones are then said as late.
    await db
      .prepare("INSERT INTO child_immunisations (child_id, dose, given_on) VALUES (?, 'hb0', ?)")
      .bind(childId, firstOfMonth(-2))
      .run();
    const expected = [
      "Imunisasi anak (Bidanku)",
      "Sudah lewat jadwal dan belum tercatat di Bidanku: BCG, Polio tetes 1. Bila belum diberikan, bawa Buku KIA ke bidan atau puskesmas untuk imunisasi kejar.",
      // The 2-month window runs to the day before 3 months: the last day of this month.
      `Waktunya sekarang (anjuran sampai ${longDate(shift(firstOfMonth(1), -1))}): DPT-HB-Hib 1, PCV 1, Rotavirus 1.`,
      `Berikutnya mulai ${longDate(firstOfMonth(1))}: DPT-HB-Hib 2, PCV 2, Rotavirus 2.`,
      "Bawa Buku KIA ke posyandu atau puskesmas.",
    ];
    for (const path of [`/dashboard/anak/${childId}`, "/dashboard"]) {
      const html = await (await get(path, member.cookie)).text();
      const href = /<a href="(https:\/\/wa\.me\/\?text=[^"]+)"[^>]*data-testid="whatsapp-share"/.exec(html)?.[1];
      expect(href, path).toBeTruthy();
      const message = decodeURIComponent(href!.slice("https://wa.me/?text=".length));
      expect(message.split("\n").slice(0, 5), path).toEqual(expected);
      expect(message, path).toMatch(/\nJadwal imunisasi: https?:\/\/[^/]+\/imunisasi$/);
      expect(message, path).not.toContain("Bayu");
    }
  });

  it("says a premature baby is immunised by the age since birth", async () => {
    const { member, page } = await memberWithChild({ gestationalWeeks: 33 });
    const html = await (await get(page, member.cookie)).text();
    expect(html).toContain('data-testid="premature-note"');
    expect(text(html)).toContain("bukan usia koreksi");
  });

  it("is a 404 for another member and sends a visitor to log in", async () => {
    const { page } = await memberWithChild();
    const other = await newMember("Orang Lain");
    expect((await get(page, other.cookie)).status).toBe(404);
    const visitor = await get(page);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("recording a dose", () => {
  it("keeps the dose with its date and place and shows it done", async () => {
    const { member, childId, page } = await memberWithChild();
    const givenOn = shift(firstOfMonth(-2), 35);
    const saved = await postForm(
      page,
      { intent: "add-dose", dose: "bcg", givenOn, place: "  Posyandu\nMelati " },
      member.cookie,
    );
    expect(saved.status).toBe(302);
    // Polio tetes 1 was given at the same age: the form comes back with it chosen, and the same
    // date and place, to copy the next line of the Buku KIA with one tap.
    expect(saved.headers.get("Location")).toBe(`${page}?catat=opv1&lanjut=1#catat`);
    expect(await doses(childId)).toEqual([{ dose: "bcg", givenOn, place: "Posyandu Melati" }]);
    const form = await (await get(`${page}?catat=opv1&lanjut=1`, member.cookie)).text();
    const addForm = form.slice(form.indexOf('id="catat-title"'));
    expect(addForm).toMatch(/<option value="opv1" selected="">/);
    expect(addForm).toContain(`value="${givenOn}"`);
    expect(addForm).toContain('value="Posyandu Melati"');
    // Opened another day, without coming from a save: today's date, no place.
    const fresh = await (await get(`${page}?catat=opv1`, member.cookie)).text();
    const freshForm = fresh.slice(fresh.indexOf('id="catat-title"'));
    expect(freshForm).toContain(`value="${todayIn("Asia/Jakarta")}"`);
    expect(freshForm).not.toContain('value="Posyandu Melati"');
    const row = doseRow(await (await get(page, member.cookie)).text(), "bcg");
    expect(row).toContain('data-status="sudah"');
    expect(row).toContain(`Diberikan ${longDate(givenOn)} di Posyandu Melati`);
  });

  it("refuses a date before birth, a future date, an unknown vaccine and a dose twice, keeping what was typed", async () => {
    const { member, childId, page } = await memberWithChild();
    const birth = firstOfMonth(-2);
    await postForm(page, { intent: "add-dose", dose: "hb0", givenOn: birth, place: "" }, member.cookie);
    const cases: [Record<string, string>, string][] = [
      [
        { dose: "bcg", givenOn: shift(birth, -1) },
        `Tanggal imunisasi tidak boleh sebelum tanggal lahir anak (${longDate(birth)}). Periksa lagi Buku KIA.`,
      ],
      [
        { dose: "bcg", givenOn: shift(todayIn("Asia/Jayapura"), 1) },
        "Tanggal imunisasi tidak boleh melewati hari ini.",
      ],
      [{ dose: "varisela", givenOn: birth }, "Pilih imunisasi dari daftar."],
      [
        { dose: "hb0", givenOn: shift(birth, 1) },
        "HB0 sudah tercatat. Ubah catatan yang ada bila tanggal atau tempatnya keliru.",
      ],
      [{ dose: "bcg", givenOn: "2026-02-30" }, "Masukkan tanggal imunisasi yang valid."],
      [{ dose: "bcg", givenOn: birth, place: "x".repeat(81) }, "Tempat paling banyak 80 karakter."],
    ];
    for (const [fields, message] of cases) {
      const refused = await postForm(
        page,
        { intent: "add-dose", place: "Puskesmas Ciracas", ...fields },
        member.cookie,
      );
      expect(refused.status, message).toBe(400);
      const html = text(await refused.text());
      expect(html, message).toContain(message);
      expect(html, message).toContain(`value="${fields.givenOn}"`);
    }
    expect(await doses(childId)).toEqual([{ dose: "hb0", givenOn: birth, place: null }]);
  });

  it("writes a place as text, never as markup", async () => {
    const { member, page } = await memberWithChild();
    const place = '<img src=x onerror="alert(1)">';
    await postForm(page, { intent: "add-dose", dose: "hb0", givenOn: firstOfMonth(-2), place }, member.cookie);
    const html = await (await get(page, member.cookie)).text();
    expect(html).not.toContain(place);
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("cannot be added to another member's child", async () => {
    const { childId, page } = await memberWithChild();
    const other = await newMember("Orang Lain");
    const forged = await postForm(page, { intent: "add-dose", dose: "hb0", givenOn: firstOfMonth(-2) }, other.cookie);
    expect(forged.status).toBe(404);
    expect(await doses(childId)).toEqual([]);
  });
});

describe("correcting and removing a dose", () => {
  async function recorded() {
    const setup = await memberWithChild();
    await postForm(
      setup.page,
      { intent: "add-dose", dose: "bcg", givenOn: firstOfMonth(-1), place: "" },
      setup.member.cookie,
    );
    const id = (await db
      .prepare("SELECT id FROM child_immunisations WHERE child_id = ?")
      .bind(setup.childId)
      .first<{ id: number }>())!.id;
    return { ...setup, recordId: String(id) };
  }

  it("changes the date and the place of its own record", async () => {
    const { member, childId, page, recordId } = await recorded();
    const givenOn = shift(firstOfMonth(-1), 2);
    const saved = await postForm(
      page,
      { intent: "edit-dose", recordId, dose: "bcg", givenOn, place: "Klinik Bunda" },
      member.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await doses(childId)).toEqual([{ dose: "bcg", givenOn, place: "Klinik Bunda" }]);
  });

  it("refuses a bad date on a correction and changes nothing", async () => {
    const { member, childId, page, recordId } = await recorded();
    const refused = await postForm(
      page,
      { intent: "edit-dose", recordId, dose: "bcg", givenOn: shift(firstOfMonth(-2), -3), place: "" },
      member.cookie,
    );
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Tanggal imunisasi tidak boleh sebelum tanggal lahir anak (");
    expect(await doses(childId)).toEqual([{ dose: "bcg", givenOn: firstOfMonth(-1), place: null }]);
  });

  it("removes a record only once confirmed, and not another member's", async () => {
    const { member, childId, page, recordId } = await recorded();
    const other = await memberWithChild();
    // Through another member's own child: no such record there, said as for one already gone.
    const forged = await postForm(other.page, { intent: "delete-dose", recordId, confirm: "ya" }, other.member.cookie);
    expect(forged.headers.get("Location")).toBe(`${other.page}#jadwal`);
    expect(await doses(childId)).toHaveLength(1);
    const unconfirmed = await postForm(page, { intent: "delete-dose", recordId }, member.cookie);
    expect(unconfirmed.status).toBe(302);
    expect(await doses(childId)).toHaveLength(1);
    const removed = await postForm(page, { intent: "delete-dose", recordId, confirm: "ya" }, member.cookie);
    expect(removed.status).toBe(302);
    expect(await doses(childId)).toEqual([]);
    // A second tap: said in a toast on the same page, not a page saying the child is gone.
    const again = await postForm(page, { intent: "delete-dose", recordId, confirm: "ya" }, member.cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`${page}#jadwal`);
  });

  it("keeps the child's birth date from moving after a recorded dose", async () => {
    const { member, childId } = await recorded();
    const moved = await postForm(
      `/dashboard/anak/${childId}`,
      { intent: "edit-child", name: "Bayu", sex: "laki", birthDate: shift(firstOfMonth(-1), 1), gestationalWeeks: "" },
      member.cookie,
    );
    expect(moved.status).toBe(400);
    expect(text(await moved.text())).toContain("Ada catatan imunisasi yang tanggalnya sebelum tanggal lahir ini.");
    const row = await db
      .prepare("SELECT birth_date FROM children WHERE id = ?")
      .bind(childId)
      .first<{ birth_date: string }>();
    expect(row!.birth_date).toBe(firstOfMonth(-2));
  });

  it("does not let a correction change which vaccine the record is for", async () => {
    const { member, childId, page, recordId } = await recorded();
    const forged = await postForm(
      page,
      { intent: "edit-dose", recordId, dose: "opv1", givenOn: firstOfMonth(-1), place: "" },
      member.cookie,
    );
    expect(forged.status).toBe(400);
    expect(await doses(childId)).toEqual([{ dose: "bcg", givenOn: firstOfMonth(-1), place: null }]);
  });

  it("goes with the child when the child is deleted", async () => {
    const { member, childId } = await recorded();
    const deleted = await postForm(
      `/dashboard/anak/${childId}`,
      { intent: "delete-child", childId: String(childId), confirm: "ya" },
      member.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(await doses(childId)).toEqual([]);
  });
});

describe("the calendar file", () => {
  it("holds the next doses' windows, and the child's nickname only when the parent asks", async () => {
    const { member, page } = await memberWithChild({ name: "Bayu Kecil" });
    const plain = await postForm(`${page}/kalender`, { intent: "calendar" }, member.cookie);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(plain.headers.get("Content-Disposition")).toContain("attachment");
    const file = (await plain.text()).replace(/\r\n /g, "");
    const next = firstOfMonth(1).replaceAll("-", "");
    expect(file).toContain(`DTSTART;VALUE=DATE:${next}`);
    // One day with a reminder that morning; the window's last day in the text.
    expect(file).toContain(`DTEND;VALUE=DATE:${shift(firstOfMonth(1), 1).replaceAll("-", "")}`);
    expect(file).toContain("TRIGGER:PT8H");
    expect(file).toContain(`Waktu anjuran sampai ${longDate(shift(firstOfMonth(2), -1))}`);
    expect(file).toContain("SUMMARY:Imunisasi: DPT-HB-Hib 2\\, PCV 2\\, Rotavirus 2");
    expect(file).not.toContain("Bayu");
    expect(file).not.toContain(firstOfMonth(-2).replaceAll("-", ""));
    // The doses due now are in it too, ringing today; late ones, those waiting for a late one
    // (Polio tetes 2 and 3) and JE (some provinces only) are not.
    expect(file).toContain("SUMMARY:Imunisasi: DPT-HB-Hib 1\\, PCV 1\\, Rotavirus 1");
    expect(file).toContain(`DTSTART;VALUE=DATE:${todayIn("Asia/Jakarta").replaceAll("-", "")}`);
    expect(file).not.toContain("Polio");
    expect(file).not.toContain("BCG");
    expect(file).not.toContain("JE");

    const named = (
      await (await postForm(`${page}/kalender`, { intent: "calendar", withName: "on" }, member.cookie)).text()
    ).replace(/\r\n /g, "");
    expect(named).toContain("SUMMARY:Imunisasi Bayu Kecil: DPT-HB-Hib 2");
    // The same events, whoever downloads: a new download updates them.
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    expect(uids(named)).toEqual(uids(file));
  });
});
