import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, get, latestMail, login, mergeCookies, postForm } from "./helpers";

// Issue 12 items 4, 5 and 7: message management in /admin/pesan, replies, the answer mail, and
// clearing a review. Every test makes its own rows, with unique emails.

let admin = "";
let superAdmin = "";
let member = "";

beforeAll(async () => {
  admin = await login(DEMO.admin.email, DEMO.admin.password);
  superAdmin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
  member = await login(DEMO.member.email, DEMO.member.password);
});

let serial = 0;
const unique = (prefix: string) => `${prefix}.${Date.now()}.${++serial}@contoh.id`;

interface Row {
  userId?: string | null;
  name?: string | null;
  email?: string;
  topic?: string;
  question?: string;
  channel?: "question" | "contact";
  status?: "pending" | "answered" | null;
  statusMember?: "closed" | null;
  answer?: string | null;
  conversation?: unknown[];
  rating?: number | null;
  review?: string | null;
  reviewer?: string | null;
  createdAt?: number;
}

/** Inserts a question in the given state and returns its id and email. */
async function insertQuestion(row: Row = {}) {
  const email = row.email ?? unique("penanya");
  const result = await env.DB.prepare(
    `INSERT INTO questions (user_id, name, email, topic, question, channel, status, status_member, answer,
       conversation, rating, review, reviewer_display_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      row.userId ?? null,
      row.name === undefined ? "Rina Pengunjung" : row.name,
      email,
      row.topic ?? "Kehamilan",
      row.question ?? "Apakah boleh minum kopi saat hamil?",
      row.channel ?? "question",
      row.status ?? null,
      row.statusMember ?? null,
      row.answer ?? null,
      JSON.stringify(row.conversation ?? []),
      row.rating ?? null,
      row.review ?? null,
      row.reviewer ?? null,
      row.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  return { id: result!.id, email };
}

const answered = (answer = "Jawaban lama dari bidan.") => ({
  status: "answered" as const,
  answer,
  conversation: [{ sender: "admin", message: answer, timestamp: "2026-01-02T03:04:05.000Z" }],
});

const closed = (extra: Row = {}) => ({
  ...answered(),
  statusMember: "closed" as const,
  rating: 4,
  review: "Sangat membantu",
  reviewer: "Rina P.",
  ...extra,
});

async function readRow(id: number) {
  return env.DB.prepare(
    "SELECT status, status_member, answer, conversation, rating, review, reviewer_display_name FROM questions WHERE id = ?",
  )
    .bind(id)
    .first<{
      status: string | null;
      status_member: string | null;
      answer: string | null;
      conversation: string;
      rating: number | null;
      review: string | null;
      reviewer_display_name: string | null;
    }>();
}

/** The HTML without React's text separators. */
const visible = (html: string) => html.replaceAll("<!-- -->", "");

/** The HTML of one of the three lists on /admin/pesan. */
function listHtml(html: string, state: "waiting" | "answered" | "closed"): string {
  const start = html.indexOf(`data-testid="list-${state}"`);
  expect(start, state).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
}

/** The newest mail to `to` whose text contains `needle` (mail goes out after the response). */
async function mailContaining(to: string, needle: string) {
  const started = Date.now();
  for (;;) {
    const mail = await latestMail(to, 200);
    if (mail?.text.includes(needle) || Date.now() - started > 3000) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Follows a redirect with its toast cookie and returns the page. */
async function follow(response: Response, cookie: string) {
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  return (await get(location, mergeCookies(cookie, response))).text();
}

describe("message lists", () => {
  it("puts a pending contact message and a question without status in Menunggu, answered in Dijawab, closed in Selesai", async () => {
    const contact = await insertQuestion({
      channel: "contact",
      status: "pending",
      topic: "Jam praktik",
      name: "Budi Kontak",
    });
    const fresh = await insertQuestion({ name: null });
    const done = await insertQuestion(answered());
    const ended = await insertQuestion(closed());

    const response = await get("/admin/pesan", admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    const waiting = listHtml(html, "waiting");
    const answeredList = listHtml(html, "answered");
    const closedList = listHtml(html, "closed");
    expect(html).toMatch(/<h2[^>]*>(?:<span>)?Menunggu/);
    expect(html).toMatch(/<h2[^>]*>(?:<span>)?Dijawab/);
    expect(html).toMatch(/<h2[^>]*>(?:<span>)?Selesai/);

    expect(waiting).toContain(contact.email);
    expect(waiting).toContain(fresh.email);
    expect(answeredList).toContain(done.email);
    expect(closedList).toContain(ended.email);
    for (const other of [answeredList, closedList]) {
      expect(other).not.toContain(contact.email);
      expect(other).not.toContain(fresh.email);
    }
    expect(waiting).not.toContain(done.email);
    expect(waiting).not.toContain(ended.email);
    expect(answeredList).not.toContain(ended.email);

    // Each item: name (or "Anonim"), topic, channel badge, link to its detail.
    const item = (list: string, email: string) => {
      const at = list.indexOf(email);
      return list.slice(list.lastIndexOf("<li", at), list.indexOf("</li>", at));
    };
    const contactItem = item(waiting, contact.email);
    expect(contactItem).toContain("Budi Kontak");
    expect(contactItem).toContain("Jam praktik");
    expect(contactItem).toContain("Pesan kontak");
    expect(contactItem).toContain(`href="/admin/pesan/${contact.id}"`);
    const freshItem = item(waiting, fresh.email);
    expect(freshItem).toContain("Anonim");
    expect(freshItem).not.toContain("Pesan kontak");

    // For screen readers (issue 29): the heading reads "Menunggu, 2 pesan", not "Menunggu2"; the
    // link is named by the question's words alone, the rest of the card describes it.
    const text = (fragment: string) => fragment.replaceAll("<!-- -->", "").replace(/<[^>]*>/g, "");
    const count = (list: string) => list.match(/data-testid="message-item"/g)?.length ?? 0;
    expect(text(html.match(/<h2[^>]*id="daftar-waiting"[^>]*>(.*?)<\/h2>/s)![1]!)).toBe(
      `Menunggu, ${count(waiting)} pesan`,
    );
    const link = contactItem.match(/<a [^>]*href="\/admin\/pesan\/\d+"[^>]*>(.*?)<\/a>/s)!;
    expect(text(link[1]!)).toBe("Apakah boleh minum kopi saat hamil?");
    const describedBy = link[0].match(/aria-describedby="([^"]+)"/)![1];
    const description = contactItem.slice(contactItem.indexOf(`id="${describedBy}"`));
    for (const part of ["Budi Kontak", contact.email, "Jam praktik", "Pesan kontak"])
      expect(description).toContain(part);
  });

  it("lists newest first within a list", async () => {
    const older = await insertQuestion({ createdAt: Date.now() - 3 * 86_400_000 });
    const newer = await insertQuestion({ createdAt: Date.now() - 86_400_000 });
    const waiting = listHtml(await (await get("/admin/pesan", admin)).text(), "waiting");
    expect(waiting.indexOf(newer.email)).toBeGreaterThan(0);
    expect(waiting.indexOf(newer.email)).toBeLessThan(waiting.indexOf(older.email));
  });

  it("shows the message management card on the panel to admins", async () => {
    const panel = await (await get("/admin", admin)).text();
    expect(panel).toMatch(/<a[^>]*href="\/admin\/pesan"[^>]*>.*?Manajemen Pesan.*?<\/a>/s);
    expect(panel).not.toContain('href="/admin/pesan/:id"');
  });
});

describe("detail page", () => {
  it("shows the asker, email, topic, question escaped, date and state", async () => {
    const { id, email } = await insertQuestion({
      name: "Sari <i>Miring</i>",
      question: "Baris satu <b>tebal</b>\nBaris dua",
      createdAt: Date.parse("2026-03-04T05:06:00Z"),
    });
    const response = await get(`/admin/pesan/${id}`, admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Detail Pesan<\/h1>/);
    expect(html).toContain(email);
    expect(html).toContain("Sari &lt;i&gt;Miring&lt;/i&gt;");
    expect(html).toContain("Baris satu &lt;b&gt;tebal&lt;/b&gt;\nBaris dua");
    expect(html).not.toContain("<b>tebal</b>");
    expect(html).toContain("4 Maret 2026");
    expect(html).toContain("Menunggu");
    expect(html).toContain("Kirim Jawaban");
    expect(visible(html)).toContain("(pengunjung tanpa akun)");
  });

  it("names the asker's account by its role as people read it, never the stored value", async () => {
    for (const [userId, label] of [
      ["demo-member", "(akun Member)"],
      ["demo-admin", "(akun Admin)"],
    ] as const) {
      const { id } = await insertQuestion({ userId, name: "Penanya Berakun" });
      const html = visible(await (await get(`/admin/pesan/${id}`, admin)).text());
      expect(html).toContain(`Penanya Berakun <span class="text-stone-600">${label}</span>`);
      expect(html).not.toMatch(/\((member|admin)\)/);
    }
  });

  it("answers a missing or malformed id with the not-found page, never a 500", async () => {
    for (const path of ["/admin/pesan/99999999", "/admin/pesan/abc", "/admin/pesan/0", "/admin/pesan/1e3"]) {
      const response = await get(path, admin);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Pertanyaan tidak ditemukan");
    }
    const post = await postForm("/admin/pesan/99999999", { intent: "reply", id: "99999999", answer: "x" }, admin);
    expect(post.status).toBe(409);
  });

  it("shows a closed thread's review and no reply form", async () => {
    const { id } = await insertQuestion(closed({ review: "Ulasan <u>tebal</u>" }));
    const html = await (await get(`/admin/pesan/${id}`, admin)).text();
    expect(html).toContain("Selesai");
    expect(html).toContain("Ulasan &lt;u&gt;tebal&lt;/u&gt;");
    expect(html).toContain("Rina P.");
    expect(html).toContain("(4/5)");
    expect(html).toContain("tidak dapat dijawab lagi");
    expect(html).not.toContain('name="answer"');
  });
});

describe("reply", () => {
  it("sets the answer, status answered and one admin message with an ISO timestamp", async () => {
    const { id } = await insertQuestion();
    const before = Date.now();
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "reply", id: String(id), answer: "  Boleh, maksimal satu cangkir sehari.\nTetap minum air putih.  " },
      admin,
    );
    expect(response.headers.get("Location")).toBe(`/admin/pesan/${id}`);
    const row = await readRow(id);
    expect(row!.status).toBe("answered");
    expect(row!.status_member).toBeNull();
    expect(row!.answer).toBe("Boleh, maksimal satu cangkir sehari.\nTetap minum air putih.");
    const conversation = JSON.parse(row!.conversation);
    expect(conversation).toHaveLength(1);
    expect(conversation[0].sender).toBe("admin");
    expect(conversation[0].message).toBe("Boleh, maksimal satu cangkir sehari.\nTetap minum air putih.");
    expect(conversation[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(conversation[0].timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(conversation[0].timestamp)).toBeLessThanOrEqual(Date.now() + 1000);

    const page = await follow(response, admin);
    expect(page).toContain("Jawaban Terkirim");
    expect(page).toContain("Dijawab");
    expect(page).toContain("Perbarui Jawaban");
  });

  it("ignores a forged status field", async () => {
    const { id } = await insertQuestion();
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "reply", id: String(id), answer: "Jawaban", status: "pending", status_member: "closed", rating: "1" },
      admin,
    );
    expect(response.status).toBe(302);
    const row = await readRow(id);
    expect(row).toMatchObject({ status: "answered", status_member: null, rating: null, answer: "Jawaban" });
  });

  it("edits an answered question's reply, replacing the one admin message", async () => {
    const { id } = await insertQuestion(answered());
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "editReply", id: String(id), answer: "Jawaban yang sudah diperbaiki." },
      admin,
    );
    expect(response.status).toBe(302);
    const row = await readRow(id);
    expect(row!.answer).toBe("Jawaban yang sudah diperbaiki.");
    const conversation = JSON.parse(row!.conversation);
    expect(conversation).toHaveLength(1);
    expect(conversation[0].message).toBe("Jawaban yang sudah diperbaiki.");
    expect(conversation[0].timestamp).not.toBe("2026-01-02T03:04:05.000Z");
    expect(await follow(response, admin)).toContain("Jawaban Diperbarui");
  });

  it("prefills the edit form with the current answer", async () => {
    const { id } = await insertQuestion(answered("Jawaban yang tersimpan & lama"));
    const html = await (await get(`/admin/pesan/${id}`, admin)).text();
    expect(html).toMatch(/<textarea[^>]*name="answer"[^>]*>Jawaban yang tersimpan &amp; lama<\/textarea>/);
    expect(html).toContain('value="editReply"');
  });

  it("refuses a reply or an edit to a closed question: nothing changes, the typed answer is kept", async () => {
    const { id } = await insertQuestion(closed());
    const before = await readRow(id);
    for (const intent of ["reply", "editReply"]) {
      const response = await postForm(
        `/admin/pesan/${id}`,
        { intent, id: String(id), answer: "Jawaban terlambat yang diketik" },
        admin,
      );
      expect(response.status, intent).toBe(409);
      const html = await response.text();
      expect(html).toContain("Pertanyaan ini sudah berubah");
      expect(html).toContain("Jawaban terlambat yang diketik");
      expect(await readRow(id)).toEqual(before);
    }
  });

  it("refuses a second first reply once another admin has answered", async () => {
    const { id } = await insertQuestion(answered("Jawaban admin pertama"));
    const before = await readRow(id);
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "reply", id: String(id), answer: "Jawaban admin kedua" },
      admin,
    );
    expect(response.status).toBe(409);
    expect(await readRow(id)).toEqual(before);
  });

  it("refuses an empty or whitespace-only reply with a message", async () => {
    const { id } = await insertQuestion();
    const before = await readRow(id);
    for (const answer of ["", "   \n\t  "]) {
      const response = await postForm(`/admin/pesan/${id}`, { intent: "reply", id: String(id), answer }, admin);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Jawaban wajib diisi");
    }
    const tooLong = "a".repeat(10_001);
    const response = await postForm(`/admin/pesan/${id}`, { intent: "reply", id: String(id), answer: tooLong }, admin);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Jawaban maksimal 10000 karakter");
    expect(await readRow(id)).toEqual(before);
  });

  it("answers a forged intent or a mismatched id with 400 and changes nothing", async () => {
    const { id } = await insertQuestion();
    const other = await insertQuestion();
    const before = [await readRow(id), await readRow(other.id)];
    const forged = await postForm(`/admin/pesan/${id}`, { intent: "hapus-semua", id: String(id) }, admin);
    expect(forged.status).toBe(400);
    const mismatched = await postForm(
      `/admin/pesan/${id}`,
      { intent: "reply", id: String(other.id), answer: "Jawaban" },
      admin,
    );
    expect(mismatched.status).toBe(400);
    const badId = await postForm(`/admin/pesan/${id}`, { intent: "reply", id: "x", answer: "Jawaban" }, admin);
    expect(badId.status).toBe(400);
    expect([await readRow(id), await readRow(other.id)]).toEqual(before);
  });
});

describe("who may use message management", () => {
  it("turns members and visitors away on every page and post, changing nothing", async () => {
    const { id, email } = await insertQuestion();
    const before = await readRow(id);
    for (const path of ["/admin/pesan", `/admin/pesan/${id}`]) {
      const visitorGet = await get(path);
      expect(visitorGet.status, path).toBe(302);
      expect(visitorGet.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      const memberGet = await get(path, member);
      expect(memberGet.status, path).toBe(403);
      const memberHtml = await memberGet.text();
      expect(memberHtml).toContain("Akses Ditolak");
      expect(memberHtml).not.toContain(email);

      for (const intent of ["reply", "editReply", "clearReview"]) {
        const body = { intent, id: String(id), answer: "Jawaban palsu", confirm: "ya" };
        const visitorPost = await postForm(path, body);
        expect(visitorPost.status).toBe(302);
        expect(visitorPost.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        const memberPost = await postForm(path, body, member);
        expect(memberPost.status).toBe(403);
        expect(await memberPost.text()).toContain("Anda tidak memiliki izin untuk melakukan tindakan ini.");
      }
    }
    expect(await readRow(id)).toEqual(before);
  });

  it("shows a visitor's email on the admin pages only", async () => {
    const { id, email } = await insertQuestion({ name: "Pengunjung Rahasia" });
    expect(await (await get("/admin/pesan", admin)).text()).toContain(email);
    expect(await (await get(`/admin/pesan/${id}`, superAdmin)).text()).toContain(email);
    for (const [path, cookie] of [
      ["/", ""],
      ["/dashboard", member],
      ["/sitemap", ""],
    ] as const) {
      expect(await (await get(path, cookie)).text(), path).not.toContain(email);
    }
  });
});

describe("clearing a review", () => {
  it("refuses an admin with 403 'Akses Ditolak' and changes nothing", async () => {
    const { id } = await insertQuestion(closed());
    const before = await readRow(id);
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "clearReview", id: String(id), confirm: "ya" },
      admin,
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Akses Ditolak");
    expect(html).toContain("Anda tidak memiliki izin untuk melakukan tindakan ini.");
    expect(await readRow(id)).toEqual(before);
    // The admin is not offered the step at all.
    expect(await (await get(`/admin/pesan/${id}`, admin)).text()).not.toContain('value="clearReview"');
  });

  it("lets the super_admin clear rating, review and reviewer name, keeping the answer and the state", async () => {
    const { id } = await insertQuestion(closed());
    expect(await (await get(`/admin/pesan/${id}`, superAdmin)).text()).toContain('value="clearReview"');
    const response = await postForm(
      `/admin/pesan/${id}`,
      { intent: "clearReview", id: String(id), confirm: "ya" },
      superAdmin,
    );
    expect(response.headers.get("Location")).toBe(`/admin/pesan/${id}`);
    expect(await readRow(id)).toMatchObject({
      status: "answered",
      status_member: "closed",
      answer: "Jawaban lama dari bidan.",
      rating: null,
      review: null,
      reviewer_display_name: null,
    });
    const page = await follow(response, superAdmin);
    expect(page).toContain("Ulasan Dihapus");
    expect(page).not.toContain('value="clearReview"');
  });

  it("refuses the super_admin without the confirmation, or on a question that is not closed", async () => {
    const ended = await insertQuestion(closed());
    const open = await insertQuestion({ ...answered(), rating: null });
    const before = [await readRow(ended.id), await readRow(open.id)];
    const unconfirmed = await postForm(
      `/admin/pesan/${ended.id}`,
      { intent: "clearReview", id: String(ended.id) },
      superAdmin,
    );
    expect(await follow(unconfirmed, superAdmin)).toContain("Gagal Menghapus Ulasan");
    const notClosed = await postForm(
      `/admin/pesan/${open.id}`,
      { intent: "clearReview", id: String(open.id), confirm: "ya" },
      superAdmin,
    );
    expect(await follow(notClosed, superAdmin)).toContain("Gagal Menghapus Ulasan");
    expect([await readRow(ended.id), await readRow(open.id)]).toEqual(before);
  });
});

describe("answer email", () => {
  it("mails a visitor the answer, escaped in the HTML part, without a dashboard link", async () => {
    const { id, email } = await insertQuestion({ name: "Dewi", question: "Kapan <b>imunisasi</b> pertama?" });
    const answer = 'Pada usia 0 bulan. <script>alert("x")</script> & salam';
    const response = await postForm(`/admin/pesan/${id}`, { intent: "reply", id: String(id), answer }, admin);
    expect(response.status).toBe(302);
    const mail = await latestMail(email);
    expect(mail).not.toBeNull();
    expect(mail!.subject).toContain("Jawaban");
    expect(mail!.text).toContain("Halo Dewi,");
    expect(mail!.text).toContain(answer);
    expect(mail!.text).toContain("Kapan <b>imunisasi</b> pertama?");
    expect(mail!.text).not.toContain("/dashboard");
    expect(mail!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; salam");
    expect(mail!.html).toContain("Kapan &lt;b&gt;imunisasi&lt;/b&gt; pertama?");
    expect(mail!.html).not.toContain("<script");
    expect(mail!.html).not.toContain("<b>imunisasi");
    expect(mail!.html).not.toContain("/dashboard");
  });

  it("mails a member the answer with a link to the dashboard, and again after an edit", async () => {
    const email = unique("member-asker");
    const { id } = await insertQuestion({ userId: "demo-member", name: "Siti", email });
    await postForm(`/admin/pesan/${id}`, { intent: "reply", id: String(id), answer: "Jawaban pertama." }, admin);
    const first = await mailContaining(email, "Jawaban pertama.");
    expect(first!.text).toContain("Jawaban pertama.");
    expect(first!.text).toMatch(/https?:\/\/[^\s]+\/dashboard/);
    expect(first!.html).toMatch(/href="https?:\/\/[^"]+\/dashboard"/);

    await postForm(`/admin/pesan/${id}`, { intent: "editReply", id: String(id), answer: "Jawaban kedua." }, admin);
    const second = await mailContaining(email, "Jawaban kedua.");
    expect(second!.text).toContain("Jawaban kedua.");
  });

  it("sends nothing when the reply is refused", async () => {
    const { id, email } = await insertQuestion(closed());
    await postForm(`/admin/pesan/${id}`, { intent: "reply", id: String(id), answer: "Tidak terkirim" }, admin);
    expect(await latestMail(email, 300)).toBeNull();
  });
});
