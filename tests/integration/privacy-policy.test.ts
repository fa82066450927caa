import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import seedPages from "../../drizzle/seed/pages.json";
import earlierPolicy from "../fixtures/privacy-policy-2024.txt?raw";
import policyOf0006 from "../fixtures/privacy-policy-2026-11-27.txt?raw";
import policyOf0007 from "../fixtures/privacy-policy-2026-11-28.txt?raw";
import policyOf0010 from "../fixtures/privacy-policy-2026-11-28-audit.txt?raw";
import policyOf0011 from "../fixtures/privacy-policy-2026-11-28-bookmark.txt?raw";
import policyOf0012 from "../fixtures/privacy-policy-2026-11-28-offline.txt?raw";
import policyOf0015 from "../fixtures/privacy-policy-2026-11-28-arm.txt?raw";
import policyOf0017 from "../fixtures/privacy-policy-2026-11-29-immunisation.txt?raw";
import policyOf0019 from "../fixtures/privacy-policy-2026-11-29-development.txt?raw";
import policyOf0021 from "../fixtures/privacy-policy-2026-11-29-reminders.txt?raw";
import policyOf0023 from "../fixtures/privacy-policy-2026-11-29-calendar-address.txt?raw";
import policyOf0025 from "../fixtures/privacy-policy-2026-11-29-care.txt?raw";
import { MAX_ARTICLES, MAX_READ_DAYS } from "~/domain/offline";
import { get, keepRow } from "./helpers";

// Migrations 0006, 0007, 0010, 0011, 0012, 0015, 0017, 0019, 0021, 0023, 0025 and 0027 bring the privacy policy up to date with what the site now keeps
// (a member's children and their measurements, the offline copies, the Hemat data cookie; the
// calendar cookie; the audit log and its retention; the D1 bookmark cookie; LiLA and oedema; a
// child's immunisations; a child's development checks; reminders; the calendar address), each only where it is still the text before
// it word for word: an admin's own policy stays as it is.

const db = env.DB;
const MIGRATIONS = [
  "0006_privacy_policy_children.sql",
  "0007_privacy_policy_calendar.sql",
  "0010_privacy_policy_audit_log.sql",
  "0011_privacy_policy_bookmark_cookie.sql",
  "0012_privacy_policy_offline_choice.sql",
  "0015_privacy_policy_arm_oedema.sql",
  "0017_privacy_policy_immunisation.sql",
  "0019_privacy_policy_development.sql",
  "0021_privacy_policy_reminders.sql",
  "0023_privacy_policy_calendar_address.sql",
  "0025_privacy_policy_care.sql",
  "0027_privacy_policy_publish_consent.sql",
];
const seededPolicy = seedPages.legalPages.find((page) => page.id === "privacy-policy")!.content;

const stored = () =>
  db
    .prepare("SELECT content, updated_at AS updatedAt FROM legal_pages WHERE id = 'privacy-policy'")
    .first<{ content: string; updatedAt: number }>();

async function setPolicy(content: string, updatedAt: number) {
  await db
    .prepare("UPDATE legal_pages SET content = ?, updated_at = ? WHERE id = 'privacy-policy'")
    .bind(content, updatedAt)
    .run();
}

/** Runs the policy migrations in order, as wrangler applies them to a database from before them. */
async function runMigrations(names = MIGRATIONS) {
  for (const name of names) {
    const migration = env.TEST_MIGRATIONS.find((item) => item.name === name);
    expect(migration, name).toBeDefined();
    await db.batch(migration!.queries.map((query) => db.prepare(query)));
  }
}

describe("the privacy policy", () => {
  keepRow("legal_pages", "id", "privacy-policy");
  const longAgo = Date.UTC(2024, 0, 15);

  it("is replaced by the current one where it is still the earlier seed's text, with a new date", async () => {
    expect(earlierPolicy).not.toContain("Anak Saya");
    await setPolicy(earlierPolicy, longAgo);
    const before = Date.now();
    await runMigrations();
    const row = await stored();
    expect(row!.content).toBe(seededPolicy);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);

    const html = await (await get("/kebijakan-privasi")).text();
    expect(html).toContain("Data anak dan pengukurannya");
    expect(html).toContain("Cookie dan Penyimpanan di Perangkat Anda");
    expect(html).toContain("Catatan perubahan oleh admin");
  });

  it("gains the calendar cookie where it is migration 0006's text (issue 29)", async () => {
    expect(policyOf0006).not.toContain("cookie kalender");
    await setPolicy(policyOf0006, longAgo);
    await runMigrations(["0007_privacy_policy_calendar.sql"]);
    // 0007's text is the one 0010 expects word for word (kept in the fixture).
    expect((await stored())!.content).toBe(policyOf0007);
    expect(seededPolicy).toContain(
      "cookie kalender (berlaku satu tahun sejak unduhan pertama) yang hanya berisi kode acak",
    );
  });

  it("gains the audit log and its retention where it is migration 0007's text (issue 32)", async () => {
    expect(policyOf0007).not.toContain("Catatan perubahan");
    await setPolicy(policyOf0007, longAgo);
    const before = Date.now();
    await runMigrations(["0010_privacy_policy_audit_log.sql"]);
    const row = await stored();
    // 0010's text is the one 0011 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0010);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(seededPolicy).toContain(
      "dicatat bersama nama dan akun Anda, jenisnya (membuat, mengubah, atau menghapus), bagian yang diubah, dan waktunya",
    );
    expect(seededPolicy).toContain("Isi perubahan dan alamat IP Anda tidak ikut dicatat.");
    expect(seededPolicy).toContain("Catatan perubahan oleh admin dihapus otomatis 1 tahun setelah dicatat.");
  });

  it("gains the D1 bookmark cookie where it is migration 0010's text (issue 32)", async () => {
    expect(policyOf0010).not.toContain("cookie penanda data");
    await setPolicy(policyOf0010, longAgo);
    const before = Date.now();
    await runMigrations(["0011_privacy_policy_bookmark_cookie.sql"]);
    const row = await stored();
    // 0011's text is the one 0012 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0011);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(seededPolicy).toContain(
      "cookie penanda data (berlaku satu jam sejak terakhir diperbarui) yang hanya berisi penanda teknis tanpa data pribadi",
    );
  });

  it("says the tools are kept offline only by the reader's choice where it is migration 0011's text (issue 32)", async () => {
    expect(policyOf0011).toContain("halaman umum (beranda, tanda bahaya, kalkulator");
    await setPolicy(policyOf0011, longAgo);
    const before = Date.now();
    await runMigrations(["0012_privacy_policy_offline_choice.sql"]);
    const row = await stored();
    // 0012's text is the one 0015 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0012);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(seededPolicy).toContain(
      "menyimpan salinan halaman offline dan halaman tanda bahaya, serta paling banyak 25 artikel",
    );
    expect(seededPolicy).toContain('hanya disimpan bila Anda menekan "Simpan untuk offline" di halaman masing-masing');
    expect(seededPolicy).toContain("terhapus bila pilihan itu dimatikan");
    expect(seededPolicy).toContain('"Simpan semua alat untuk offline" di halaman /offline');
    expect(seededPolicy).not.toContain("Dengan Hemat data menyala, hanya halaman offline");
  });

  it("names LiLA and oedema among a child's measurements where it is migration 0012's text (issue 34)", async () => {
    expect(policyOf0012).not.toContain("lingkar lengan atas");
    await setPolicy(policyOf0012, longAgo);
    const before = Date.now();
    await runMigrations(["0015_privacy_policy_arm_oedema.sql"]);
    const row = await stored();
    // 0015's text is the one 0017 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0015);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(seededPolicy).toContain(
      "lingkar kepala, lingkar lengan atas (LiLA), dan ada atau tidaknya bengkak di kedua kaki (edema)",
    );
  });

  it("names a child's immunisation records where it is migration 0015's text (issue 35)", async () => {
    expect(policyOf0015).not.toContain("imunisasi");
    await setPolicy(policyOf0015, longAgo);
    const before = Date.now();
    await runMigrations(["0017_privacy_policy_immunisation.sql"]);
    const row = await stored();
    // 0017's text is the one 0019 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0017);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    for (const promise of [
      "serta imunisasi yang sudah diterima anak (jenis imunisasi, tanggal, dan tempat bila diisi) yang Anda catat di Anak Saya",
      "menampilkan jadwal imunisasi anak Anda",
      "Data seorang anak beserta seluruh pengukuran dan catatan imunisasinya dapat Anda hapus",
      "Pengukuran dan catatan imunisasi anak dapat Anda unduh sendiri sebagai berkas CSV",
    ]) {
      expect(policyOf0017, promise).toContain(promise);
    }
  });

  it("names a child's development checks where it is migration 0017's text (issue 36)", async () => {
    expect(policyOf0017).not.toContain("perkembangan");
    await setPolicy(policyOf0017, longAgo);
    const before = Date.now();
    await runMigrations(["0019_privacy_policy_development.sql"]);
    const row = await stored();
    // 0019's text is the one 0021 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0019);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    for (const promise of [
      // What is kept (1.f), the doses still named.
      "imunisasi yang sudah diterima anak (jenis imunisasi, tanggal, dan tempat bila diisi), serta cek perkembangan anak (tanggal cek; daftar kemampuan Buku KIA yang diisi, yaitu usia daftar itu dan apakah usia koreksi atau usia sejak lahir yang dipakai; jawaban Anda untuk setiap kemampuan di daftar itu: sudah bisa, belum bisa, atau tidak bisa lagi; dan apakah anak kehilangan kemampuan lain yang dulu sudah bisa) yang Anda catat di Anak Saya, hanya bila Anda masuk ke akun.",
      // The public check keeps nothing.
      "Begitu pula Cek Perkembangan Anak tanpa akun: jawaban Anda hanya dipakai untuk menampilkan hasilnya, tanpa disimpan.",
      // Why (2).
      "menampilkan jadwal imunisasi anak Anda; menampilkan hasil cek perkembangan anak Anda dan kapan daftar berikutnya perlu diisi;",
      // Deleted with the child (5), downloaded (6.b).
      "Data seorang anak beserta seluruh pengukuran, catatan imunisasi, dan cek perkembangannya dapat Anda hapus sendiri kapan saja di Anak Saya",
      "Pengukuran, catatan imunisasi, dan cek perkembangan anak dapat Anda unduh sendiri sebagai berkas CSV di Anak Saya.",
      // Who sees it (8): only the parent.
      "hanya digunakan untuk menghitung dan menampilkan pertumbuhan, jadwal imunisasi, dan hasil cek perkembangannya kepada Anda; data ini tidak ditampilkan kepada admin maupun bidan.",
    ]) {
      expect(policyOf0019, promise).toContain(promise);
    }
    // Deleting the account takes "data anak dan pengukurannya", the name of 1.f, which now holds the checks.
    expect(policyOf0019).toContain("f. Data anak dan pengukurannya:");
    expect(policyOf0019).toContain("kami menghapus akun Anda beserta riwayat kalkulator, data anak dan pengukurannya");
  });

  it("names the reminders where it is migration 0019's text (issue 37)", async () => {
    expect(policyOf0019).not.toContain("pengingat");
    await setPolicy(policyOf0019, longAgo);
    const before = Date.now();
    await runMigrations(["0021_privacy_policy_reminders.sql"]);
    const row = await stored();
    // 0021's text is the one 0023 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0021);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    for (const promise of [
      // What is kept (1.i), and nothing until she turns it on.
      "i. Pengingat: bila Anda menyalakannya di halaman Pengingat, pilihan Anda (jadwal kehamilan, serta imunisasi, cek perkembangan, penimbangan, atau vitamin A untuk setiap anak), zona waktu Anda (WIB, WITA, atau WIT), apakah email pengingat dikirim, tanggal lahir bayi bila Anda mengisinya, serta catatan setiap email pengingat yang kami kirim kepada Anda",
      "Tidak ada pengingat yang menyala sampai Anda memilihnya.",
      // Why (2), who carries it (4).
      "mengirim email pengingat jadwal yang Anda pilih;",
      "serta isi email pengingat: nama Anda, nama anak, dan jadwal kehamilan, nifas, dan anak yang diingatkan)",
      // How to stop it, how long the records stay, deleted with the account (5).
      'lewat tautan "Berhenti menerima email pengingat" di setiap email pengingat (tanpa login) atau di halaman Pengingat',
      "dihapus otomatis 400 hari (sekitar 13 bulan) setelah dicatat",
      "data anak dan pengukurannya, pilihan pengingat dan catatan email pengingat, aktivitas membaca",
      // Admins see counts only (8).
      "admin hanya melihat jumlah anggota yang menyalakan email pengingat dan jumlah email pengingat yang terkirim atau gagal, tanpa nama.",
      "kepada Anda dan, bila Anda menyalakannya, mengirim email pengingat;",
    ]) {
      expect(policyOf0021, promise).toContain(promise);
    }
  });

  it("names the calendar address where it is migration 0021's text (issue 37, decision 077)", async () => {
    expect(policyOf0021).not.toContain("alamat kalender");
    await setPolicy(policyOf0021, longAgo);
    const before = Date.now();
    await runMigrations(["0023_privacy_policy_calendar_address.sql"]);
    const row = await stored();
    // 0023's text is the one 0025 expects word for word (kept in the fixture).
    expect(row!.content).toBe(policyOf0023);
    expect(row!.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    for (const promise of [
      // What is kept (1.i): a one-way hash, and the names choice.
      "kami menyimpan kode acak alamat itu hanya dalam bentuk hash satu arah (alamatnya tidak dapat dibaca kembali, juga oleh kami) dan pilihan Anda apakah nama anak ditampilkan di kalender.",
      // Why (2); who receives it, and that it is not to be shared (4).
      "menyediakan jadwal itu di alamat kalender bila Anda membuatnya;",
      "penyedia aplikasi itu menerima jadwal di dalamnya (tanggal, jenis pemeriksaan, imunisasi, atau cek, dan nama anak hanya bila Anda memilihnya, tanpa nama dan email Anda)",
      "Siapa pun yang memegang alamat itu dapat melihat jadwal tersebut tanpa login; jangan membagikannya.",
      // Deleted with the account; replaced or stopped at any time (5).
      "pilihan pengingat, alamat kalender, dan catatan email pengingat",
      "Alamat kalender dapat Anda ganti atau hentikan kapan saja di halaman Pengingat; alamat lama langsung tidak berlaku",
      // The cookie that carries a new address once (7).
      "atau membawa alamat kalender yang baru Anda buat ke halaman Pengingat satu kali (paling lama dua menit);",
    ]) {
      expect(policyOf0023, promise).toContain(promise);
    }
  });

  it("names sharing with the midwives where it is migration 0023's text (issue 38, decision 078)", async () => {
    expect(policyOf0023).not.toContain("Berbagi dengan bidan");
    await setPolicy(policyOf0023, longAgo);
    await runMigrations(["0025_privacy_policy_care.sql"]);
    // 0025's text is the one 0027 expects word for word (kept in the fixture).
    expect((await stored())!.content).toBe(policyOf0025);
    for (const promise of [
      "j. Berbagi dengan bidan: bila Anda menyetujuinya di halaman Berbagi dengan Bidan",
      "Tidak ada yang dibagikan sampai Anda menyetujuinya.",
      "menampilkan kepada bidan di Bidanku jadwal periksa, imunisasi, dan cek perkembangan yang sudah dekat atau terlewat",
      "persetujuan berbagi dengan bidan beserta catatan bidan dan catatan siapa yang membuka data Anda",
      "sejak itu bidan tidak dapat melihat data Anda lagi, dan catatan serta tanda yang ditulis bidan dihapus",
      "kecuali bila Anda menyetujui berbagi dengan bidan: selama persetujuan itu berlaku, bidan di Bidanku dapat melihat",
    ]) {
      expect(policyOf0025, promise).toContain(promise);
    }
  });

  it("names the asker's consent to publish where it is migration 0025's text (issue 39, decision 080)", async () => {
    expect(policyOf0025).not.toContain("izin publikasi");
    await setPolicy(policyOf0025, longAgo);
    await runMigrations(["0027_privacy_policy_publish_consent.sql"]);
    expect((await stored())!.content).toBe(seededPolicy);
    for (const promise of [
      // What is kept (1b), why and while when (2), a child's details edited out, what admins read it for (4).
      "bila Anda masuk ke akun dan mencentang izin publikasi di Tanya Kami, tanggal Anda mengizinkan dan tanggal Anda menariknya.",
      "menerbitkan versi pertanyaan dan jawabannya yang sudah disunting bidan tanpa nama, email, maupun detail lain yang dapat mengenali Anda atau anak Anda di Tanya Jawab Bidanku, selama izin itu tidak Anda tarik;",
      "disunting sehingga tidak mengenali anak sebelum diterbitkan.",
      "untuk menyunting versi tanpa namanya.",
    ]) {
      expect(seededPolicy, promise).toContain(promise);
    }
    const html = await (await get("/kebijakan-privasi")).text();
    expect(html).toContain("Berbagi dengan bidan: bila Anda menyetujuinya");
    expect(html).toContain("mencentang izin publikasi di Tanya Kami");
  });

  it("an admin has edited since migration 0025 is left as it is by 0027", async () => {
    const own = policyOf0025.replace("info@bidanku.id", "privasi@bidanku.id");
    await setPolicy(own, longAgo);
    await runMigrations(["0027_privacy_policy_publish_consent.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0023 is left as it is by 0025", async () => {
    const own = policyOf0023.replace("info@bidanku.id", "privasi@bidanku.id");
    await setPolicy(own, longAgo);
    await runMigrations(["0025_privacy_policy_care.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0021 is left as it is by 0023", async () => {
    const own = policyOf0021.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0021);
    await setPolicy(own, longAgo);
    await runMigrations(["0023_privacy_policy_calendar_address.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0019 is left as it is by 0021", async () => {
    const own = policyOf0019.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0019);
    await setPolicy(own, longAgo);
    await runMigrations(["0021_privacy_policy_reminders.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0017 is left as it is by 0019", async () => {
    const own = policyOf0017.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0017);
    await setPolicy(own, longAgo);
    await runMigrations(["0019_privacy_policy_development.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0015 is left as it is by 0017", async () => {
    const own = policyOf0015.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0015);
    await setPolicy(own, longAgo);
    await runMigrations(["0017_privacy_policy_immunisation.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0012 is left as it is by 0015", async () => {
    const own = policyOf0012.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0012);
    await setPolicy(own, longAgo);
    await runMigrations(["0015_privacy_policy_arm_oedema.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0011 is left as it is by 0012", async () => {
    const own = policyOf0011.replace("info@bidanku.id", "privasi@bidanku.id");
    await setPolicy(own, longAgo);
    await runMigrations(["0012_privacy_policy_offline_choice.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0010 is left as it is by 0011", async () => {
    const own = policyOf0010.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0010);
    await setPolicy(own, longAgo);
    await runMigrations(["0011_privacy_policy_bookmark_cookie.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has edited since migration 0007 is left as it is by 0010", async () => {
    const own = policyOf0007.replace("info@bidanku.id", "privasi@bidanku.id");
    expect(own).not.toBe(policyOf0007);
    await setPolicy(own, longAgo);
    await runMigrations(["0010_privacy_policy_audit_log.sql"]);
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("an admin has written is left as it is", async () => {
    const own = `${earlierPolicy}\n\n11. Tambahan dari admin`;
    await setPolicy(own, longAgo);
    await runMigrations();
    expect(await stored()).toEqual({ content: own, updatedAt: longAgo });
  });

  it("names what the site keeps about children, and on the device as the offline layer keeps it", () => {
    const device = [`${MAX_ARTICLES} artikel`, `${MAX_READ_DAYS} hari terakhir`, "/offline", "Hemat data"];
    for (const topic of [
      "Anak Saya",
      "CSV",
      "data kesehatan anak",
      "persetujuan Anda sebagai orang tua",
      "Resend",
      "Cloudflare",
      ...device,
    ]) {
      expect(seededPolicy, topic).toContain(topic);
    }
  });
});
