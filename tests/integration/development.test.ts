import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { count, DEMO, get, keepRow, login, longDate, mergeCookies, newMember, postForm, todayIn } from "./helpers";
import { tableWrites, VOLATILE_TABLES } from "./hostile-helpers";

// Issue 36: a child's development checks at /dashboard/anak/:id/perkembangan, the glance on the
// dashboard and the child's page, and the public check at /perkembangan (nothing stored). One
// file: half a file's time is starting its workerd (decision 060). The list due is worked out here by plain calendar
// arithmetic, not by the app: a child born on the 1st of the month seven months before this one
// is 7 months old (up to 7 months 30 days), so the 6-month list is due and the 9-month list comes
// on the 1st of the month two months from now. Expected texts are typed from the specified
// Indonesian texts (RESULT_TEXT, DEVELOPMENT_MESSAGES) and the Buku KIA lists.

const db = env.DB;
const text = (html: string) => html.replaceAll("<!-- -->", "");
const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of month `index` (year * 12 + month - 1), day `day` or its last day. */
function dayOfMonth(index: number, day: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

const today = () => todayIn("Asia/Jakarta");
const monthIndex = () => {
  const [year, month] = today().split("-").map(Number) as [number, number];
  return year * 12 + (month - 1);
};
/** YYYY-MM-01 of the month `offset` months from this one (Jakarta). */
const firstOfMonth = (offset: number) => dayOfMonth(monthIndex() + offset, 1);
/** The same day `months` calendar months ago (the month's last day where it has none). */
const monthsAgo = (months: number) => dayOfMonth(monthIndex() - months, Number(today().slice(8)));

/** The 6-month list's skills (Buku KIA "3 - 6 bulan", then PrimaKu's turning to sounds and eye contact), by id. */
const SIX_MONTHS = [...Array.from({ length: 10 }, (_, i) => `6-${i + 1}`), "6-suara", "6-tatap"];
const SIX_MONTH_TEXTS = {
  "6-1": "Bayi bisa berbalik dari telungkup ke telentang",
  "6-4": "Bayi bisa menggenggam mainan kecil atau mainan bertangkai",
} as const;

/** The save form for the 6-month list: every skill "ya" unless `answers` says otherwise. */
function sixMonthForm(answers: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = { intent: "save-check", checkpoint: "6" };
  for (const id of SIX_MONTHS) fields[`a_${id}`] = answers[id] ?? "ya";
  return { ...fields, lostOther: "tidak" };
}

async function memberWithChild(birthDate = firstOfMonth(-7), gestationalWeeks: number | null = null) {
  const member = await newMember();
  const row = await db
    .prepare(
      "INSERT INTO children (user_id, name, sex, birth_date, gestational_weeks) VALUES (?, 'Sari', 'perempuan', ?, ?) RETURNING id",
    )
    .bind(member.id, birthDate, gestationalWeeks)
    .first<{ id: number }>();
  return { member, childId: row!.id, page: `/dashboard/anak/${row!.id}/perkembangan` };
}

interface StoredCheck {
  id: number;
  checkpoint: number;
  checkedOn: string;
  ageUsed: string;
  answers: string;
  lostOther: number;
}

const checks = (childId: number) =>
  db
    .prepare(
      "SELECT id, checkpoint, checked_on AS checkedOn, age_used AS ageUsed, answers, lost_other AS lostOther FROM child_development_checks WHERE child_id = ? ORDER BY id",
    )
    .bind(childId)
    .all<StoredCheck>()
    .then((result) => result.results);

/** A check stored directly (for the delete and 404 cases): its id. */
async function storedCheck(childId: number, checkedOn = today()): Promise<number> {
  const answers = Object.fromEntries(SIX_MONTHS.map((id) => [id, "ya"]));
  const row = await db
    .prepare(
      "INSERT INTO child_development_checks (child_id, checked_on, checkpoint, age_used, answers, lost_other) VALUES (?, ?, 6, 'kronologis', ?, 0) RETURNING id",
    )
    .bind(childId, checkedOn, JSON.stringify(answers))
    .first<{ id: number }>();
  return row!.id;
}

/** A section of the page by its id, to the end of that section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(0);
  return text(html.slice(start, html.indexOf("</section>", start)));
}

/** The development glance (dashboard, child's page). */
function glance(html: string): string {
  const start = html.indexOf('data-testid="development-glance"');
  expect(start, "development glance").toBeGreaterThan(0);
  return text(html.slice(start, html.indexOf("</div>", start)));
}

/** The values of the radios of field `name` that come back chosen (attributes in any order). */
const chosen = (html: string, name: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`name="${name}"`) && tag.includes('checked=""'))
    .map((tag) => tag.match(/value="([^"]*)"/)?.[1]);

describe("a child's development page", () => {
  it("saves a complete check of the list due at the child's age and shows it as the latest result and in the history", async () => {
    const { member, childId, page } = await memberWithChild();
    const before = await get(page, member.cookie);
    expect(before.status).toBe(200);
    expect(before.headers.get("Cache-Control")).toContain("private");
    const form = await before.text();
    expect(text(form)).toContain('data-testid="age-used">Usia 7 bulan');
    expect(section(form, "cek")).toContain("Daftar usia 6 bulan");
    expect(form).toContain('<input type="hidden" name="checkpoint" value="6"/>');
    // One Ya / Belum / Tidak lagi group per skill of the 6-month list, and nothing of another list.
    for (const id of SIX_MONTHS) {
      for (const value of ["ya", "belum", "hilang"]) expect(form, id).toContain(`name="a_${id}" value="${value}"`);
    }
    expect(form).not.toMatch(/name="a_(?!6-)/);
    expect(section(form, "cek")).toContain(SIX_MONTH_TEXTS["6-1"]);
    expect(section(form, "riwayat")).toContain("Belum ada cek perkembangan yang disimpan.");

    const saved = await postForm(page, sixMonthForm(), member.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${page}#hasil`);
    const [row, ...others] = await checks(childId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ checkpoint: 6, checkedOn: today(), ageUsed: "kronologis", lostOther: 0 });
    expect(JSON.parse(row!.answers)).toEqual(Object.fromEntries(SIX_MONTHS.map((id) => [id, "ya"])));

    const html = await (await get(page, mergeCookies(member.cookie, saved))).text();
    expect(html).toContain("Cek Perkembangan Disimpan");
    const latest = section(html, "hasil");
    expect(latest).toContain(`Cek terakhir, ${longDate(today())} (daftar usia 6 bulan)`);
    expect(latest).toContain('data-level="sesuai">Semua kemampuan di daftar ini sudah terlihat</p>');
    expect(latest).toContain("12 dari 12 kemampuan di daftar usia 6 bulan sudah bisa.");
    expect(latest).toContain(
      "Teruskan kegiatan stimulasi setiap hari, dan datang ke posyandu untuk pemeriksaan perkembangan (KPSP) sesuai jadwal.",
    );
    const history = section(html, "riwayat");
    expect(history).toContain(`${longDate(today())}</span>, daftar usia 6 bulan<`);
    expect(history).not.toContain("(usia koreksi)");
    expect(history).toContain('data-level="sesuai">Semua kemampuan di daftar ini sudah terlihat</p>');
    expect(history).not.toContain("Belum ada cek perkembangan yang disimpan.");
  });

  it("uses the corrected age of a child born at 32 weeks: 10 months old, 8 months corrected, the 6-month list", async () => {
    // Born 10 calendar months ago, 8 weeks early: the corrected age is 10 months less 56 days,
    // 8 months and a few days, so the 6-month list is due, not the 9-month one.
    const { member, childId, page } = await memberWithChild(monthsAgo(10), 32);
    const form = text(await (await get(page, member.cookie)).text());
    expect(form).toMatch(
      /data-testid="age-used">Usia sejak lahir 10 bulan( \d+ hari)?\. Sari lahir pada 32 minggu, 8 minggu lebih awal dari 40 minggu, jadi perkembangannya dibandingkan dengan anak seusia koreksinya: 8 bulan( \d+ hari)? \(usia koreksi, dipakai sampai usia koreksi 24 bulan\)\./,
    );
    expect(section(form, "cek")).toContain("Daftar usia 6 bulan");
    expect(section(form, "cek")).not.toContain("Daftar usia 9 bulan");
    expect(form).toContain('<input type="hidden" name="checkpoint" value="6"/>');

    const saved = await postForm(page, sixMonthForm(), member.cookie);
    expect(saved.status).toBe(302);
    expect(await checks(childId)).toMatchObject([{ checkpoint: 6, checkedOn: today(), ageUsed: "koreksi" }]);
    const history = section(await (await get(page, member.cookie)).text(), "riwayat");
    expect(history).toContain(`${longDate(today())}</span>, daftar usia 6 bulan (usia koreksi)`);
  });

  it("sends a child who does not do a red-flag skill yet to the midwife or doctor soon", async () => {
    const { member, childId, page } = await memberWithChild();
    const saved = await postForm(page, sixMonthForm({ "6-1": "belum" }), member.cookie);
    expect(saved.status).toBe(302);
    expect(await checks(childId)).toHaveLength(1);
    const html = await (await get(page, member.cookie)).text();
    const latest = section(html, "hasil");
    expect(latest).toContain('data-level="segera">Periksakan anak ke bidan atau dokter segera</p>');
    expect(latest).toContain("11 dari 12 kemampuan di daftar usia 6 bulan sudah bisa.");
    expect(latest).toContain("Belum bisa, dan perlu segera diperiksakan");
    expect(latest).toContain(SIX_MONTH_TEXTS["6-1"]);
    expect(latest).toContain(
      "PrimaKu (aplikasi IDAI) menyebut bayi 6 bulan yang belum mampu berguling sebagai tanda yang perlu diperiksakan ke bidan atau dokter.",
    );
    expect(latest).toContain(
      "Bawa Buku KIA dan ceritakan apa yang Anda lihat. Bidan atau dokter akan memeriksa perkembangan anak (KPSP) dan menentukan langkah berikutnya.",
    );
    expect(latest).toContain(
      "Bila anak tidak bisa minum, kejang, sesak napas, tampak biru, demam tinggi, diare, muntah-muntah, berdarah dari hidung, kulit, atau saat buang air besar, atau ada bengkak yang nyeri di belakang telinga: itu tanda bahaya, bawa ke rumah sakit sekarang (Buku KIA).",
    );
    expect(section(html, "riwayat")).toContain('data-level="segera"');
  });

  it("refuses an incomplete check with a message at each unanswered skill, keeps the answers given, and stores nothing", async () => {
    const { member, childId, page } = await memberWithChild();
    const fields = sixMonthForm({ "6-1": "belum", "6-2": "hilang", "6-5": "mungkin" });
    delete fields["a_6-3"];
    delete fields.lostOther;
    const refused = await postForm(page, fields, member.cookie);
    expect(refused.status).toBe(400);
    const html = text(await refused.text());
    expect(html).toContain("Periksa kembali isian Anda: setiap pertanyaan perlu dijawab.");
    // The unanswered questions are named by number, each a link to its question.
    expect(html).toMatch(/<a href="#soal-6-3"[^>]*>nomor 3<\/a>/);
    expect(html).toMatch(/<a href="#soal-6-5"[^>]*>nomor 5<\/a>/);
    expect(html).toMatch(/<a href="#soal-hilang"[^>]*>pertanyaan terakhir<\/a>/);
    expect(html).toMatch(/id="a_6-3-error"[^>]*>Pilih Ya, Belum, atau Tidak lagi\.</);
    expect(html).toMatch(/id="a_6-5-error"[^>]*>Pilih Ya, Belum, atau Tidak lagi\.</);
    expect(html).toMatch(/id="lostOther-error"[^>]*>Pilih Ya atau Tidak\.</);
    expect(html).not.toContain('id="a_6-1-error"');
    // What was answered comes back chosen; nothing is chosen where nothing was given.
    expect(chosen(html, "a_6-1")).toEqual(["belum"]);
    expect(chosen(html, "a_6-2")).toEqual(["hilang"]);
    expect(chosen(html, "a_6-4")).toEqual(["ya"]);
    expect(chosen(html, "a_6-3")).toEqual([]);
    expect(chosen(html, "a_6-5")).toEqual([]);
    expect(chosen(html, "lostOther")).toEqual([]);
    expect(await checks(childId)).toEqual([]);
  });

  it("refuses the answers to a list that is no longer the one due, saying the list changed, and stores nothing", async () => {
    // The 3-month list, as a page opened before the child turned 6 months would have sent it.
    const { member, childId, page } = await memberWithChild();
    const fields: Record<string, string> = { intent: "save-check", checkpoint: "3", lostOther: "tidak" };
    for (let i = 1; i <= 8; i += 1) fields[`a_3-${i}`] = "ya";
    const refused = await postForm(page, fields, member.cookie);
    expect(refused.status).toBe(400);
    const html = text(await refused.text());
    expect(html).toContain(
      "Usia anak sudah masuk daftar yang lain sejak halaman ini dibuka. Jawaban Anda belum disimpan: isi daftar yang baru di bawah.",
    );
    expect(html).toContain("Belum disimpan");
    expect(html).not.toContain("setiap pertanyaan perlu dijawab.");
    // The form that comes back is the list due now.
    expect(html).toContain('<input type="hidden" name="checkpoint" value="6"/>');
    expect(section(html, "cek")).toContain("Daftar usia 6 bulan");
    expect(await checks(childId)).toEqual([]);
  });

  it("is a 404 to another member for the page and both forms, and changes nothing", async () => {
    const { childId, page } = await memberWithChild();
    const checkId = await storedCheck(childId);
    const other = await newMember("Orang Lain");
    expect((await get(page, other.cookie)).status).toBe(404);
    const save = await postForm(page, sixMonthForm(), other.cookie);
    expect(save.status).toBe(404);
    expect(text(await save.text())).toContain("Data anak ini tidak ada atau sudah dihapus.");
    const remove = await postForm(
      page,
      { intent: "delete-check", checkId: String(checkId), confirm: "ya" },
      other.cookie,
    );
    expect(remove.status).toBe(404);
    expect(await checks(childId)).toMatchObject([{ id: checkId }]);
  });

  it("deletes a check once confirmed, and a second delete says it is gone without deleting anything else", async () => {
    const { member, childId, page } = await memberWithChild();
    const kept = await storedCheck(childId, firstOfMonth(-1));
    const removed = await storedCheck(childId);
    // A check of the member's other child, named through this child's page, is not this child's.
    const sibling = await db
      .prepare("INSERT INTO children (user_id, name, sex, birth_date) VALUES (?, 'Bayu', 'laki', ?) RETURNING id")
      .bind(member.id, firstOfMonth(-7))
      .first<{ id: number }>();
    const siblingCheck = await storedCheck(sibling!.id);

    const unconfirmed = await postForm(page, { intent: "delete-check", checkId: String(removed) }, member.cookie);
    expect(unconfirmed.status).toBe(302);
    expect(unconfirmed.headers.get("Location")).toBe(`${page}#riwayat`);
    expect(text(await (await get(page, mergeCookies(member.cookie, unconfirmed))).text())).toContain(
      "Penghapusan belum dikonfirmasi.",
    );
    expect((await checks(childId)).map((check) => check.id)).toEqual([kept, removed]);

    const deleted = await postForm(
      page,
      { intent: "delete-check", checkId: String(removed), confirm: "ya" },
      member.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(`${page}#riwayat`);
    expect(await (await get(page, mergeCookies(member.cookie, deleted))).text()).toContain("Cek Perkembangan Dihapus");
    expect((await checks(childId)).map((check) => check.id)).toEqual([kept]);

    for (const checkId of [removed, siblingCheck]) {
      const again = await postForm(
        page,
        { intent: "delete-check", checkId: String(checkId), confirm: "ya" },
        member.cookie,
      );
      expect(again.status).toBe(302);
      expect(again.headers.get("Location")).toBe(`${page}#riwayat`);
      const html = await (await get(page, mergeCookies(member.cookie, again))).text();
      expect(html).toContain("Gagal Menghapus");
      expect(html).toContain("Cek perkembangan ini sudah tidak ada.");
    }
    expect((await checks(childId)).map((check) => check.id)).toEqual([kept]);
    expect((await checks(sibling!.id)).map((check) => check.id)).toEqual([siblingCheck]);
  });
});

describe("the development glance", () => {
  it("on the dashboard and the child's page says the list due is not filled in, then shows the latest result", async () => {
    const { member, childId, page } = await memberWithChild();
    const childPage = `/dashboard/anak/${childId}`;
    const next = `Daftar berikutnya: usia 9 bulan, mulai ${longDate(firstOfMonth(2))}.`;
    for (const path of ["/dashboard", childPage]) {
      const html = await (await get(path, member.cookie)).text();
      const shown = glance(html);
      expect(shown, path).toContain("Daftar perkembangan usia 6 bulan belum diisi.");
      expect(shown, path).toContain(`href="${page}#cek"`);
      expect(shown, path).toContain(next);
      expect(shown, path).not.toContain("Cek terakhir");
    }

    // A skill of the list not seen yet (not a red flag): the Buku KIA's visit to the puskesmas.
    const saved = await postForm(page, sixMonthForm({ "6-4": "belum" }), member.cookie);
    expect(saved.status).toBe(302);
    for (const path of ["/dashboard", childPage]) {
      const shown = glance(await (await get(path, member.cookie)).text());
      expect(shown, path).not.toContain("belum diisi");
      expect(shown, path).toContain(
        `Cek terakhir (${longDate(today())}, daftar usia 6 bulan): ada kemampuan yang belum bisa; Buku KIA menganjurkan pemeriksaan di puskesmas.`,
      );
      expect(shown, path).toContain(next);
    }
  });
});

const NINE_MONTHS = [...Array.from({ length: 11 }, (_, i) => `9-${i + 1}`), "9-nama"];

describe("/perkembangan", () => {
  it("shows the list of the age in the address, the band's activities and the next list", async () => {
    const response = await get("/perkembangan?usia=9");
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/perkembangan\?usia=9#cek"|<a[^>]*href="\/perkembangan\?usia=9#cek"[^>]*aria-current="page"/,
    );
    const list = section(html, "cek");
    expect(list).toContain("Daftar usia 9 bulan");
    expect(list).toContain('<input type="hidden" name="checkpoint" value="9"/>');
    for (const id of NINE_MONTHS) {
      for (const value of ["ya", "belum", "hilang"]) expect(list, id).toContain(`name="a_${id}" value="${value}"`);
    }
    expect(list).not.toMatch(/name="a_(?!9-)/);
    expect(list).toContain("Bayi bisa duduk secara mandiri");
    expect(list).toContain("Bayi makan kue sendiri");
    expect(list).toContain('name="lostOther" value="tidak"');
    const activities = section(html, "stimulasi");
    expect(activities).toContain("Stimulasi di rumah, usia 9 - 12 bulan");
    expect(activities).toContain("Yang sedang dipelajari: daftar usia 12 bulan");
  });

  it("shows only the age choice for an age that is not a list, never an error", async () => {
    for (const usia of ["abc", "7", "-3", "999"]) {
      const response = await get(`/perkembangan?usia=${usia}`);
      expect(response.status, usia).toBe(200);
      const html = text(await response.text());
      expect(html, usia).toContain("Pilih usia yang sudah dicapai anak");
      expect(html, usia).toContain('href="/perkembangan?usia=72#cek"');
      expect(html, usia).not.toContain('id="cek"');
      expect(html, usia).not.toContain('name="checkpoint"');
      expect(html, usia).not.toContain('aria-current="page"');
    }
  });

  it("answers a post with the result and writes nothing to D1", async () => {
    const fields: Record<string, string> = { checkpoint: "9", lostOther: "ya" };
    for (const id of NINE_MONTHS) fields[`a_${id}`] = "ya";
    // A skill lost (Tidak lagi), and other skills lost too: see the midwife or doctor soon.
    fields["a_9-10"] = "hilang";
    const before = await tableWrites([...VOLATILE_TABLES]);
    const checksBefore = await count("child_development_checks");
    const response = await postForm("/perkembangan?usia=9", fields);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("private");
    const result = section(text(await response.text()), "cek");
    // The answers come back chosen, to change one and look again.
    expect(chosen(result, "a_9-10")).toEqual(["hilang"]);
    expect(chosen(result, "a_9-1")).toEqual(["ya"]);
    expect(chosen(result, "lostOther")).toEqual(["ya"]);
    expect(result).toContain('data-testid="development-result"');
    expect(result).toContain('data-level="segera">Periksakan anak ke bidan atau dokter segera</p>');
    expect(result).toContain("11 dari 12 kemampuan di daftar usia 9 bulan sudah bisa.");
    expect(result).toContain("Kemampuan yang hilang");
    expect(result).toContain("<li>Bayi bergembira dengan melempar benda</li>");
    expect(result).toContain("<li>Kemampuan lain yang dulu sudah bisa</li>");
    expect(result).toContain(
      "Kehilangan kemampuan yang dulu sudah bisa, di usia berapa pun, perlu segera diperiksakan.",
    );
    expect(result).toContain(
      "Bila anak tidak bisa minum, kejang, sesak napas, tampak biru, demam tinggi, diare, muntah-muntah, berdarah dari hidung, kulit, atau saat buang air besar, atau ada bengkak yang nyeri di belakang telinga: itu tanda bahaya, bawa ke rumah sakit sekarang (Buku KIA).",
    );
    expect(await count("child_development_checks")).toBe(checksBefore);
    expect(await tableWrites([...VOLATILE_TABLES])).toEqual(before);
  });

  it("refuses a list that does not exist, or another list than the address shows, with a 400", async () => {
    const response = await postForm("/perkembangan", { checkpoint: "7", lostOther: "tidak", "a_6-1": "ya" });
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain("Permintaan Tidak Valid");
    // The 12-month answers posted to the 9-month page would show one list's result under another.
    const twelve: Record<string, string> = { checkpoint: "12", lostOther: "tidak", "a_12-isyarat": "ya" };
    for (let n = 1; n <= 12; n += 1) twelve[`a_12-${n}`] = "ya";
    expect((await postForm("/perkembangan?usia=9", twelve)).status).toBe(400);
  });

  it("shows a baby under 3 months the first band's activities and the 3-month list as what it is learning", async () => {
    const response = await get("/perkembangan?usia=0");
    expect(response.status).toBe(200);
    const html = text(await response.text());
    const band = section(html, "stimulasi");
    // Buku KIA "29 hari - 3 bulan": its activities, not those of 3-6 bulan ("Berguling-guling, duduk").
    expect(band).toContain("Stimulasi di rumah, usia 29 hari - 3 bulan");
    expect(band).toContain("Tirukan ocehan dan mimik bayi");
    expect(band).not.toContain("Berguling-guling, duduk");
    expect(band).toContain("Yang sedang dipelajari: daftar usia 3 bulan");
    expect(band).toContain("Bayi membalas tersenyum ketika diajak bicara/tersenyum");
    // No form: the first list is answered at 3 months.
    expect(html).not.toContain('name="checkpoint"');
  });
});

describe("/perkembangan as a reading page", () => {
  it("loads no script file and reads D1 only with the root's footer query, writing nothing", async () => {
    const response = await get("/perkembangan?usia=9");
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain("modulepreload");
    expect(response.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(response.headers.get("X-D1-Writes")).toBe("0");
  });

  it("is linked from the growth index and both sitemaps", async () => {
    expect(await (await get("/tumbuh-kembang")).text()).toMatch(
      /<a[^>]*href="\/perkembangan"[^>]*>Buka Cek Perkembangan/,
    );
    expect(await (await get("/sitemap")).text()).toMatch(/<a[^>]*href="\/perkembangan"[^>]*>Cek Perkembangan<\/a>/);
    expect(await (await get("/sitemap.xml")).text()).toContain("/perkembangan</loc>");
  });
});

describe("/perkembangan's medical review", () => {
  keepRow("site_settings", "id", 1);

  it("lists its sources as not reviewed, then shows the reviewer the super_admin names", async () => {
    const before = text(await (await get("/perkembangan")).text());
    expect(before).toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
    expect(before).toContain("Buku Kesehatan Ibu dan Anak (Buku KIA), 2024");
    expect(before).toContain("WHO Motor Development Study");
    const today = todayIn("Asia/Jakarta");
    const cookie = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const saved = await postForm(
      "/admin/tinjauan-medis/perkembangan",
      { reviewerName: "Bd. Nur Aisyah", reviewerCredential: "S.Keb", reviewedAt: today },
      cookie,
    );
    expect(saved.status).toBe(302);
    const html = text(await (await get("/perkembangan")).text());
    expect(html).toMatch(/Ditinjau secara medis oleh <span[^>]*>Bd\. Nur Aisyah, S\.Keb<\/span>/);
    expect(html).toContain(`"lastReviewed":"${today}"`);
    expect(html).not.toContain("Isi halaman ini belum ditinjau oleh tenaga kesehatan.");
  });
});
