import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, get, login, mergeCookies, newMember, postForm } from "./helpers";

// The member side of issue 12 (items 6 and 9): "Pertanyaan Saya" on /dashboard, closing an
// answered question with a rating and review, deleting a waiting one. Every test makes its own
// members and rows; questions are answered with SQL, not through the admin pages.

const db = env.DB;

let serial = 0;
/** A short marker unique to this run, to find one's own rows in the page. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}`;

type State = "waiting-null" | "waiting-pending" | "answered" | "closed";

interface Seed {
  userId: string | null;
  email: string;
  state: State;
  question?: string;
  topic?: string;
  createdAt?: number;
}

const ANSWERED_AT = "2026-03-04T05:06:00.000Z";

/** Inserts a question in the given state, the way the admin pages would leave it. */
async function insertQuestion(seed: Seed): Promise<number> {
  const answered = seed.state === "answered" || seed.state === "closed";
  const conversation = answered
    ? JSON.stringify([{ sender: "admin", message: "Jawaban bidan", timestamp: ANSWERED_AT }])
    : "[]";
  const row = await db
    .prepare(
      `INSERT INTO questions (user_id, email, topic, question, status, status_member, answer, conversation, rating, review, reviewer_display_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      seed.userId,
      seed.email,
      seed.topic ?? "Kehamilan",
      seed.question ?? unique("Pertanyaan"),
      seed.state === "waiting-null" ? null : seed.state === "waiting-pending" ? "pending" : "answered",
      seed.state === "closed" ? "closed" : null,
      answered ? "Jawaban bidan" : null,
      conversation,
      seed.state === "closed" ? 5 : null,
      seed.state === "closed" ? "Sangat membantu" : null,
      seed.state === "closed" ? "Rina Anggraini" : null,
      seed.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  return row!.id;
}

/** Every stored column of a question, to prove a refused request changed nothing. */
const snapshot = (id: number) => db.prepare("SELECT * FROM questions WHERE id = ?").bind(id).first();

const dashboardHtml = async (cookie: string) => {
  const response = await get("/dashboard", cookie);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
};

/** The toast a redirect sets, as the next page shows it. */
async function toastAfter(response: Response, cookie: string) {
  return dashboardHtml(mergeCookies(cookie, response));
}

const close = (cookie: string, id: number, fields: Record<string, string> = {}) =>
  postForm("/dashboard", { intent: "close", id: String(id), rating: "", review: "", ...fields }, cookie);

const remove = (cookie: string, id: number) =>
  postForm("/dashboard", { intent: "deleteQuestion", id: String(id), confirm: "ya" }, cookie);

describe("Pertanyaan Saya", () => {
  it("lists only the member's own questions, newest first, with labels, answers and reviews", async () => {
    const member = await newMember();
    const other = await newMember("Dewi Lestari");
    const base = Date.now() - 10 * 60_000;
    const texts = {
      waiting: unique("Menunggu nih"),
      pending: unique("Pesan kontak"),
      answered: unique("Sudah dijawab"),
      closed: unique("Sudah selesai"),
      others: unique("Milik anggota lain"),
      visitor: unique("Tamu dengan email sama"),
    };
    await insertQuestion({
      userId: member.id,
      email: member.email,
      state: "closed",
      question: texts.closed,
      createdAt: base,
    });
    await insertQuestion({
      userId: member.id,
      email: member.email,
      state: "answered",
      question: texts.answered,
      createdAt: base + 1000,
    });
    await insertQuestion({
      userId: member.id,
      email: member.email,
      state: "waiting-pending",
      question: texts.pending,
      createdAt: base + 2000,
    });
    await insertQuestion({
      userId: member.id,
      email: member.email,
      state: "waiting-null",
      question: `${texts.waiting}\n<script>alert(1)</script>`,
      createdAt: base + 3000,
    });
    await insertQuestion({ userId: other.id, email: other.email, state: "answered", question: texts.others });
    // A visitor's question with the member's own email is tied to nothing but that email.
    await insertQuestion({ userId: null, email: member.email, state: "waiting-null", question: texts.visitor });

    const html = await dashboardHtml(member.cookie);
    const section = html.slice(html.indexOf('id="pertanyaan"'), html.indexOf('id="riwayat"'));
    expect(section).toContain("Pertanyaan Saya");
    expect(html).not.toContain(texts.others);
    expect(html).not.toContain(texts.visitor);
    // Newest first.
    const order = [texts.waiting, texts.pending, texts.answered, texts.closed].map((text) => section.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Escaped, with its line break kept for whitespace-pre-line.
    expect(section).toContain(`${texts.waiting}\n&lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(section).not.toContain("<script>alert(1)");
    expect(section).toMatch(/whitespace-pre-line[^>]*>[^<]*Menunggu nih/);

    const cards = section.split('data-testid="my-question"').slice(1);
    expect(cards).toHaveLength(4);
    const label = (card: string) => /data-testid="question-status">([^<]+)</.exec(card)?.[1];
    expect(cards.map(label)).toEqual(["Menunggu", "Menunggu", "Dijawab", "Selesai"]);
    // The answer and its time (Jakarta, UTC+7) once answered; the close form only there.
    expect(cards[2]).toContain("Jawaban bidan");
    expect(cards[2]).toContain("4 Maret 2026");
    expect(cards[2]).toContain("12.06");
    expect(cards[2]).toContain("Tutup Percakapan");
    expect(cards[2]).toContain("Beri nilai (opsional)");
    // "No rating" is the radio checked by default.
    const radios = cards[2]!.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(6);
    expect(radios.filter((tag) => tag.includes("checked"))).toEqual([expect.stringContaining('value=""')]);
    for (const n of [1, 2, 3, 4, 5]) expect(cards[2]).toContain(`${n} dari 5`);
    expect(cards[0]).not.toContain("Jawaban bidan");
    expect(cards[0]).not.toContain("Tutup Percakapan");
    // The closed one: answer, rating and review, no form.
    expect(cards[3]).toContain("Jawaban bidan");
    expect(cards[3]).toContain("5 dari 5");
    expect(cards[3]).toContain("Sangat membantu");
    expect(cards[3]).not.toContain("Tutup Percakapan");
    // Only waiting questions can be deleted.
    expect(cards[0]).toContain('value="deleteQuestion"');
    expect(cards[1]).toContain('value="deleteQuestion"');
    expect(cards[2]).not.toContain('value="deleteQuestion"');
    expect(cards[3]).not.toContain('value="deleteQuestion"');
    // The counter counts the member's own questions only.
    expect(html).toMatch(/>4<\/span><span[^>]*>Pertanyaan</);
  });

  it("shows a short line and a link to Ask Us when there are none", async () => {
    const member = await newMember();
    const html = await dashboardHtml(member.cookie);
    const section = html.slice(html.indexOf('id="pertanyaan"'), html.indexOf('id="riwayat"'));
    expect(section).toContain("Anda belum mengajukan pertanyaan.");
    expect(section).toMatch(/href="\/tanya-kami"[^>]*>Ajukan pertanyaan</);
  });
});

describe("closing an answered question", () => {
  it("closes the owner's answered question with a rating and review, once", async () => {
    const member = await newMember("Rina Anggraini");
    const id = await insertQuestion({ userId: member.id, email: member.email, state: "answered" });
    const closed = await close(member.cookie, id, { rating: "4", review: "  Jelas sekali,\nterima kasih.  " });
    expect(closed.status).toBe(302);
    expect(closed.headers.get("Location")).toBe(`/dashboard#pertanyaan-${id}`);
    const next = await toastAfter(closed, member.cookie);
    expect(next).toContain("Percakapan ditutup");
    expect(next).toContain("Terima kasih atas ulasan Anda.");
    const row = await snapshot(id);
    expect(row).toMatchObject({
      status: "answered",
      status_member: "closed",
      rating: 4,
      review: "Jelas sekali,\nterima kasih.",
      reviewer_display_name: "Rina Anggraini",
      user_id: member.id,
      answer: "Jawaban bidan",
    });
    const card = next.slice(next.indexOf(`id="pertanyaan-${id}"`));
    expect(/data-testid="question-status">([^<]+)</.exec(card)?.[1]).toBe("Selesai");
    expect(card).toContain("4 dari 5");

    // A second close is refused and changes nothing.
    const again = await close(member.cookie, id, { rating: "1", review: "Ubah" });
    expect(again.status).toBe(409);
    const text = (await again.text()).replaceAll("<!-- -->", "");
    expect(text).toContain("Gagal menutup percakapan");
    expect(text).toContain("Hanya pertanyaan Anda yang sudah dijawab yang dapat ditutup.");
    expect(await snapshot(id)).toEqual(row);
  });

  it('closes without a rating or review, the reviewer named "Member" when the profile name is blank', async () => {
    const member = await newMember();
    await db.prepare("UPDATE users SET name = '   ' WHERE id = ?").bind(member.id).run();
    const id = await insertQuestion({ userId: member.id, email: member.email, state: "answered" });
    const closed = await close(member.cookie, id);
    expect(closed.status).toBe(302);
    expect(await snapshot(id)).toMatchObject({
      status_member: "closed",
      rating: null,
      review: null,
      reviewer_display_name: "Member",
    });
  });

  it("refuses closing a waiting question, someone else's, or as an admin who does not own it", async () => {
    const owner = await newMember();
    const other = await newMember("Dewi Lestari");
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const waitingNull = await insertQuestion({ userId: owner.id, email: owner.email, state: "waiting-null" });
    const waitingPending = await insertQuestion({ userId: owner.id, email: owner.email, state: "waiting-pending" });
    const answered = await insertQuestion({ userId: owner.id, email: owner.email, state: "answered" });
    const closed = await insertQuestion({ userId: owner.id, email: owner.email, state: "closed" });
    const attempts: [string, number][] = [
      [owner.cookie, waitingNull],
      [owner.cookie, waitingPending],
      [owner.cookie, closed],
      [other.cookie, answered],
      [admin, answered],
    ];
    for (const [cookie, id] of attempts) {
      const before = await snapshot(id);
      const response = await close(cookie, id, { rating: "5", review: "Palsu" });
      expect(response.status, `question ${id}`).toBe(409);
      expect(await response.text()).toContain("Gagal menutup percakapan");
      expect(await snapshot(id)).toEqual(before);
    }
    // A question that does not exist is refused the same way.
    expect((await close(owner.cookie, 999_999_999)).status).toBe(409);
  });

  it("refuses a rating outside 1-5 with a message, storing nothing", async () => {
    const member = await newMember();
    const id = await insertQuestion({ userId: member.id, email: member.email, state: "answered" });
    const before = await snapshot(id);
    for (const rating of ["0", "6", "abc", "4.5", "-1"]) {
      const response = await close(member.cookie, id, { rating, review: "Ulasan saya" });
      expect(response.status, rating).toBe(400);
      const text = (await response.text()).replaceAll("<!-- -->", "");
      expect(text).toContain("Pilih nilai 1 sampai 5");
      // The review typed is kept in the form; the profile form stays closed.
      expect(text).toContain("Ulasan saya");
      expect(text).not.toContain('value="update-profile"');
      expect(await snapshot(id)).toEqual(before);
    }
    // The profile form still takes its own refusal.
    const profile = await postForm("/dashboard", { intent: "update-profile", name: "", phone: "" }, member.cookie);
    expect(profile.status).toBe(400);
    const profileText = await profile.text();
    expect(profileText).toContain('value="update-profile"');
    expect(profileText).not.toContain("Gagal menutup percakapan");
    const noId = await postForm("/dashboard", { intent: "close", id: "abc", rating: "3" }, member.cookie);
    expect(noId.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });

  it("ignores forged status, user_id and reviewer_display_name fields", async () => {
    const member = await newMember("Rina Anggraini");
    const other = await newMember("Dewi Lestari");
    const id = await insertQuestion({ userId: member.id, email: member.email, state: "answered" });
    const response = await close(member.cookie, id, {
      rating: "3",
      status: "pending",
      status_member: "",
      statusMember: "",
      user_id: other.id,
      userId: other.id,
      reviewer_display_name: "Nama Palsu",
      reviewerDisplayName: "Nama Palsu",
      answer: "Jawaban palsu",
    });
    expect(response.status).toBe(302);
    expect(await snapshot(id)).toMatchObject({
      user_id: member.id,
      status: "answered",
      status_member: "closed",
      rating: 3,
      reviewer_display_name: "Rina Anggraini",
      answer: "Jawaban bidan",
    });
  });
});

describe("deleting a waiting question", () => {
  it("deletes the member's own waiting questions", async () => {
    const member = await newMember();
    for (const state of ["waiting-null", "waiting-pending"] as const) {
      const id = await insertQuestion({ userId: member.id, email: member.email, state });
      const response = await remove(member.cookie, id);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard#pertanyaan");
      expect(await toastAfter(response, member.cookie)).toContain("Pertanyaan Dihapus");
      expect(await snapshot(id)).toBeNull();
    }
  });

  it("refuses deleting an answered or closed question, someone else's, or without the confirmation", async () => {
    const owner = await newMember();
    const other = await newMember("Dewi Lestari");
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const answered = await insertQuestion({ userId: owner.id, email: owner.email, state: "answered" });
    const closed = await insertQuestion({ userId: owner.id, email: owner.email, state: "closed" });
    const waiting = await insertQuestion({ userId: owner.id, email: owner.email, state: "waiting-null" });
    const attempts: [string, number][] = [
      [owner.cookie, answered],
      [owner.cookie, closed],
      [other.cookie, waiting],
      [admin, waiting],
    ];
    for (const [cookie, id] of attempts) {
      const before = await snapshot(id);
      const response = await remove(cookie, id);
      expect(response.status).toBe(302);
      const next = await toastAfter(response, cookie);
      expect(next).toContain("Gagal Menghapus Pertanyaan");
      expect(next).toContain("Hanya pertanyaan Anda yang belum dijawab yang dapat dihapus.");
      expect(await snapshot(id)).toEqual(before);
    }
    const unconfirmed = await postForm("/dashboard", { intent: "deleteQuestion", id: String(waiting) }, owner.cookie);
    expect(unconfirmed.status).toBe(302);
    expect(await toastAfter(unconfirmed, owner.cookie)).toContain("Gagal Menghapus Pertanyaan");
    expect(await snapshot(waiting)).not.toBeNull();
  });
});

describe("visitors", () => {
  it("are sent to /login by every question action, and nothing changes", async () => {
    const member = await newMember();
    const answered = await insertQuestion({ userId: member.id, email: member.email, state: "answered" });
    const waiting = await insertQuestion({ userId: member.id, email: member.email, state: "waiting-null" });
    const before = [await snapshot(answered), await snapshot(waiting)];
    for (const response of [await close("", answered, { rating: "5" }), await remove("", waiting)]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fdashboard/);
    }
    expect([await snapshot(answered), await snapshot(waiting)]).toEqual(before);
  });
});
