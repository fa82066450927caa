import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { countRoundTrips, noTrips, type RoundTrips } from "~/server/d1-counter.server";
import { listPublicQa, loadQaPage } from "~/server/qa.server";
import { rebuildSearchIndex } from "~/server/search-index.server";
import { accountDeletionStatements } from "../../scripts/delete-account-sql.mjs";
import { DEMO, daysAgo, errorSummary, get, login, newMember, postForm, todayIn } from "./helpers";

// Tanya Jawab (issue 39, decision 081) through the built Worker: a member asks with the box
// ticked, an admin answers, edits a nameless public version, reviews and publishes it; everyone
// reads it; the member withdraws and it is gone. Every test makes its own member and question.

/** Letters only (a person's name takes no digits), unique to one test. */
const letters = () =>
  [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");

let admin = "";
beforeAll(async () => {
  admin = await login(DEMO.admin.email, DEMO.admin.password);
});

interface Asked {
  id: number;
  member: Awaited<ReturnType<typeof newMember>>;
  original: string;
}

/** A fresh member asks (the box ticked unless told otherwise) and the admin answers. */
async function askedAndAnswered(options: { consent?: boolean; answer?: boolean } = {}): Promise<Asked> {
  const name = `Kemuning ${letters()}`;
  const member = await newMember(name);
  const original = `Saya ${name} dari Desa Sukamaju, anak saya Bima ${letters()} demam sejak kemarin, apa yang harus saya lakukan?`;
  const asked = await postForm(
    "/tanya-kami",
    {
      topic: "Tumbuh Kembang Bayi",
      question: original,
      website: "",
      ...(options.consent === false ? {} : { publikasi: "on" }),
    },
    member.cookie,
  );
  expect(asked.status).toBe(302);
  const row = await env.DB.prepare("SELECT id FROM questions WHERE question = ?")
    .bind(original)
    .first<{ id: number }>();
  if (options.answer !== false) {
    const reply = await postForm(
      `/admin/pesan/${row!.id}`,
      { intent: "reply", id: String(row!.id), answer: `Halo Bu ${name}, ukur suhu Bima dan beri minum.` },
      admin,
    );
    expect(reply.status).toBe(302);
  }
  return { id: row!.id, member, original };
}

const REVIEWED = {
  reviewerName: "Bidan Uji Tinjau",
  reviewerCredential: "S.Tr.Keb",
  reviewedAt: todayIn("Asia/Jakarta"),
  "sources[0].citation": "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak. 2024.",
  "sources[0].url": "https://example.org/buku-kia",
};

function publicVersion(tag: string, extra: Record<string, string> = {}) {
  return {
    title: `Anak demam, apa yang dilakukan? ${tag}`,
    question: `Anak saya demam sejak kemarin. Apa yang harus saya lakukan? (${tag})`,
    answer: `Ukur suhu anak, beri minum lebih sering, dan bawa ke fasilitas kesehatan hari ini bila ada tanda bahaya. ${tag}`,
    category: "Tumbuh Kembang Bayi",
    status: "published",
    ...REVIEWED,
    ...extra,
  };
}

const entryOf = (questionId: number) =>
  env.DB.prepare("SELECT id, title, published_at AS publishedAt FROM qa_entries WHERE question_id = ?")
    .bind(questionId)
    .first<{ id: number; title: string; publishedAt: number | null }>();

async function publish(asked: Asked, tag: string, extra: Record<string, string> = {}) {
  const saved = await postForm(`/admin/pesan/${asked.id}/publikasi`, publicVersion(tag, extra), admin);
  expect(saved.status, errorSummary(await saved.clone().text()) ?? "").toBe(302);
  expect(saved.headers.get("Location")).toBe(`/admin/pesan/${asked.id}/publikasi`);
  return (await entryOf(asked.id))!;
}

/** Every address the sitemap lists, as the path a reader would request. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")).pathname);
}

describe("Tanya Jawab: publishing (admin)", () => {
  it("publishes an edited, reviewed version, audit-logged; no public page ever shows the asker's name, email or original text", async () => {
    const asked = await askedAndAnswered();
    const tag = letters();
    const { name, email } = asked.member;

    // The editor starts from the original (the admin's page only) and refuses it as it is.
    const editor = await (await get(`/admin/pesan/${asked.id}/publikasi`, admin)).text();
    expect(editor).toContain("Pertanyaan asli (tidak pernah diterbitkan)");
    const unchanged = await postForm(
      `/admin/pesan/${asked.id}/publikasi`,
      publicVersion(tag, { question: asked.original }),
      admin,
    );
    expect(unchanged.status).toBe(400);
    expect(await unchanged.text()).toContain("Teks ini masih sama dengan pertanyaan asli");
    const named = await postForm(
      `/admin/pesan/${asked.id}/publikasi`,
      publicVersion(tag, { answer: `Halo Bu ${name}, ukur suhu anak.` }),
      admin,
    );
    expect(named.status).toBe(400);
    expect(await named.text()).toContain("Teks ini masih memuat nama penanya");
    const mailed = await postForm(
      `/admin/pesan/${asked.id}/publikasi`,
      publicVersion(tag, { title: `Pertanyaan dari ${email}` }),
      admin,
    );
    expect(mailed.status).toBe(400);
    expect(await mailed.text()).toContain("Teks ini masih memuat email penanya");
    // Publishing asks for a whole review; a draft does not.
    const unreviewed = await postForm(
      `/admin/pesan/${asked.id}/publikasi`,
      publicVersion(tag, { reviewerName: "", reviewerCredential: "", reviewedAt: "", "sources[0].citation": "" }),
      admin,
    );
    expect(unreviewed.status).toBe(400);
    const refusal = await unreviewed.text();
    expect(refusal).toContain("Isi nama peninjau sebelum menerbitkan");
    expect(refusal).toContain("Tambahkan paling sedikit satu referensi sebelum menerbitkan");
    // What the admin typed comes back.
    expect(refusal).toContain(`Anak demam, apa yang dilakukan? ${tag}`);
    expect(await entryOf(asked.id)).toBeNull();

    const entry = await publish(asked, tag);
    expect(entry.publishedAt).toBeGreaterThan(0);
    const audit = await env.DB.prepare(
      "SELECT action, actor_name AS actor FROM audit_log WHERE entity = 'qa_entry' AND entity_id = ?",
    )
      .bind(String(asked.id))
      .all<{ action: string; actor: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create"]);
    // The original question and answer are untouched.
    const original = await env.DB.prepare("SELECT question, answer FROM questions WHERE id = ?")
      .bind(asked.id)
      .first<{ question: string; answer: string }>();
    expect(original!.question).toBe(asked.original);
    expect(original!.answer).toContain(name);

    // The answer's page, for everyone: edited texts, review, sources, QAPage, no script.
    const page = await get(`/tanya-jawab/${entry.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("public");
    const html = await page.text();
    expect(html).toContain(`Anak saya demam sejak kemarin. Apa yang harus saya lakukan? (${tag})`);
    expect(html).toContain("Ditinjau secara medis oleh");
    expect(html).toContain("Bidan Uji Tinjau, S.Tr.Keb");
    expect(html).toContain("Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak. 2024.");
    expect(html).toContain('href="/tanya-kami"');
    expect(html).toContain('href="/tanda-bahaya"');
    // No script file, as every reading page (the inline service-worker line aside).
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(jsonLd["@type"]).toBe("QAPage");
    expect(jsonLd.mainEntity["@type"]).toBe("Question");
    expect(jsonLd.mainEntity.answerCount).toBe(1);
    expect(jsonLd.mainEntity.acceptedAnswer.text).toContain("Ukur suhu anak");
    expect(jsonLd.reviewedBy.name).toBe("Bidan Uji Tinjau");
    expect(jsonLd.lastReviewed).toBe(REVIEWED.reviewedAt);
    expect(await (await get("/tanya-jawab")).text()).toContain(`Anak demam, apa yang dilakukan? ${tag}`);
    expect(await (await get("/tanya-jawab?kategori=Tumbuh+Kembang+Bayi")).text()).toContain(tag);

    // Every public page: those the sitemap lists (this answer among them) and the lists.
    const paths = await sitemapPaths();
    expect(paths).toContain(`/tanya-jawab/${entry.id}`);
    const firstName = name.split(" ")[1]!;
    for (const path of [...new Set([...paths, "/tanya-jawab", "/tanya-jawab?kategori=Tumbuh+Kembang+Bayi"])]) {
      const text = await (await get(path)).text();
      expect(text, path).not.toContain(firstName);
      expect(text, path).not.toContain(email);
      expect(text, path).not.toContain("Desa Sukamaju");
      expect(text, path).not.toContain(asked.original.slice(0, 60));
    }
  });

  it("hides the answer at once when the asker withdraws her consent, and publishes it no more", async () => {
    // A visitor's message first, so that the question's id and its entry's id differ.
    await env.DB.prepare(
      "INSERT INTO questions (email, topic, question) VALUES ('geser@contoh.id', 'Nifas', 'Geser')",
    ).run();
    const asked = await askedAndAnswered();
    const tag = letters();
    const entry = await publish(asked, tag);
    // Its entry's id is not its question's: the queries below must tell them apart.
    expect(entry.id).not.toBe(asked.id);
    expect((await get(`/tanya-jawab/${entry.id}`)).status).toBe(200);
    expect(await (await get("/dashboard", asked.member.cookie)).text()).toContain(`href="/tanya-jawab/${entry.id}"`);
    const withdrawn = await postForm(
      "/dashboard",
      { intent: "withdrawPublish", id: String(asked.id) },
      asked.member.cookie,
    );
    expect(withdrawn.status).toBe(302);
    expect(await (await get("/dashboard", asked.member.cookie)).text()).not.toContain(`/tanya-jawab/${entry.id}`);
    expect(await (await get(`/admin/pesan/${asked.id}`, admin)).text()).toContain("Lihat versi publik");
    expect((await get(`/tanya-jawab/${entry.id}`)).status).toBe(404);
    expect(await (await get("/tanya-jawab")).text()).not.toContain(tag);
    expect(await sitemapPaths()).not.toContain(`/tanya-jawab/${entry.id}`);
    // The admin sees why; a save (a form opened before) writes nothing and keeps what was typed.
    expect(await (await get(`/admin/pesan/${asked.id}/publikasi`, admin)).text()).toContain(
      "Tidak tampil untuk umum: Penanya sudah menarik izin publikasi.",
    );
    const late = await postForm(`/admin/pesan/${asked.id}/publikasi`, publicVersion(`${tag} baru`), admin);
    expect(late.status).toBe(409);
    const lateHtml = await late.text();
    expect(errorSummary(lateHtml)).toContain("tidak lagi boleh diterbitkan");
    expect(lateHtml).toContain(`${tag} baru`);
    expect((await entryOf(asked.id))!.title).toBe(`Anak demam, apa yang dilakukan? ${tag}`);
    // Deleting the question (her account) deletes the public version with it.
    await env.DB.prepare("DELETE FROM questions WHERE id = ?").bind(asked.id).run();
    expect(await entryOf(asked.id)).toBeNull();
  });

  it("refuses a question without the asker's consent, and one not answered yet", async () => {
    for (const asked of [await askedAndAnswered({ consent: false }), await askedAndAnswered({ answer: false })]) {
      const editor = await (await get(`/admin/pesan/${asked.id}/publikasi`, admin)).text();
      expect(editor).not.toContain("Pertanyaan asli (tidak pernah diterbitkan)");
      const saved = await postForm(`/admin/pesan/${asked.id}/publikasi`, publicVersion(letters()), admin);
      expect(saved.status).toBe(409);
      expect(await entryOf(asked.id)).toBeNull();
    }
    expect((await get("/admin/pesan/999999999/publikasi", admin)).status).toBe(404);
  });

  it("keeps a draft off every public page; unpublishing hides it, publishing again shows it", async () => {
    const asked = await askedAndAnswered();
    const tag = letters();
    const draft = await publish(asked, tag, {
      status: "draft",
      reviewerName: "",
      reviewedAt: "",
      reviewerCredential: "",
    });
    expect(draft.publishedAt).toBeNull();
    expect((await get(`/tanya-jawab/${draft.id}`)).status).toBe(404);
    expect(await (await get("/tanya-jawab")).text()).not.toContain(tag);
    const published = await publish(asked, tag);
    expect((await get(`/tanya-jawab/${published.id}`)).status).toBe(200);
    await publish(asked, tag, { status: "draft" });
    expect((await get(`/tanya-jawab/${published.id}`)).status).toBe(404);
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'qa_entry' AND entity_id = ? ORDER BY id",
    )
      .bind(String(asked.id))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "update", "update"]);
  });

  it("refuses changed texts under an older review date (decision 011)", async () => {
    const asked = await askedAndAnswered();
    const tag = letters();
    await publish(asked, tag, { reviewedAt: daysAgo(3) });
    const changed = await postForm(
      `/admin/pesan/${asked.id}/publikasi`,
      publicVersion(tag, { reviewedAt: daysAgo(3), answer: `Jawaban yang diubah ${tag}` }),
      admin,
    );
    expect(changed.status).toBe(400);
    expect(await changed.text()).toContain("Isi versi publik berubah: perbarui tanggal tinjauan");
  });
});

describe("Tanya Jawab: reading", () => {
  it("reads a list page and an answer page in one D1 round trip each", async () => {
    const asked = await askedAndAnswered();
    const entry = await publish(asked, letters());
    const trips: RoundTrips = noTrips();
    const db = getDb({ DB: countRoundTrips(env.DB, trips) });
    await listPublicQa(db, { category: null, page: 1 });
    expect(trips.count).toBe(1);
    expect(await loadQaPage(db, entry.id)).not.toBeNull();
    expect(trips.count).toBe(2);
  });

  it("sends an unknown category to the whole list and a page past the end to the last", async () => {
    const unknown = await get("/tanya-jawab?kategori=Tidak+Ada");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/tanya-jawab");
    const past = await get("/tanya-jawab?halaman=9999");
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toMatch(/^\/tanya-jawab(\?halaman=\d+)?$/);
    for (const path of ["/tanya-jawab/0", "/tanya-jawab/abc", "/tanya-jawab/999999999"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("Tanya Jawab: search (the articles' search, decision 070)", () => {
  /** A word no article or answer has, unchanged by the stemmer (no Indonesian affix). */
  const oddWord = () => `qz${letters()}x`;
  const vocabularyCount = (entry: string) =>
    env.DB.prepare("SELECT articles FROM search_vocabulary WHERE entry = ?")
      .bind(entry)
      .first<{ articles: number }>()
      .then((row) => row?.articles ?? null);

  it("finds a public answer from the article search (marked as an answer) and its own, even misspelt; never a withdrawn one", async () => {
    const asked = await askedAndAnswered();
    const word = oddWord();
    const tag = letters();
    const entry = await publish(asked, tag, { answer: `Jawaban tentang ${word} untuk ibu. ${tag}` });
    const fromArticles = await (await get(`/artikel?q=${word}`)).text();
    expect(fromArticles).toContain("Dari Tanya Jawab");
    expect(fromArticles).toContain(`href="/tanya-jawab/${entry.id}"`);
    const own = await (await get(`/tanya-jawab?q=${word}`)).text();
    expect(own).toContain(`Anak demam, apa yang dilakukan? ${tag}`);
    // One letter wrong: corrected to the answer's word, as an article's would be.
    const misspelt = `${word.slice(0, -1)}y`;
    const corrected = await (await get(`/tanya-jawab?q=${misspelt}`)).text();
    expect(corrected).toContain(`Tidak ada hasil dengan kata &quot;${misspelt}&quot;`);
    expect(corrected).toContain(`Anak demam, apa yang dilakukan? ${tag}`);
    expect(await vocabularyCount(word)).toBe(1);

    await postForm("/dashboard", { intent: "withdrawPublish", id: String(asked.id) }, asked.member.cookie);
    expect(await (await get(`/artikel?q=${word}`)).text()).not.toContain(`/tanya-jawab/${entry.id}`);
    expect(await (await get(`/tanya-jawab?q=${word}`)).text()).not.toContain(tag);
  });

  it("indexes a draft's words but finds them nowhere; a new text replaces the old words", async () => {
    const asked = await askedAndAnswered();
    const first = oddWord();
    const second = oddWord();
    const tag = letters();
    await publish(asked, tag, {
      status: "draft",
      reviewerName: "",
      reviewedAt: "",
      reviewerCredential: "",
      answer: `Tentang ${first}.`,
    });
    expect(await vocabularyCount(first)).toBe(1);
    expect(await (await get(`/tanya-jawab?q=${first}`)).text()).not.toContain(tag);
    await publish(asked, tag, { answer: `Tentang ${second}.` });
    expect(await vocabularyCount(first)).toBeNull();
    expect(await vocabularyCount(second)).toBe(1);
    expect(await (await get(`/tanya-jawab?q=${second}`)).text()).toContain(tag);
  });

  it("keeps the answers in a rebuild of the whole index (npm run search:rebuild, the seed)", async () => {
    const asked = await askedAndAnswered();
    const word = oddWord();
    const tag = letters();
    await publish(asked, tag, { answer: `Tentang ${word}.` });
    await rebuildSearchIndex(env.DB);
    expect(await vocabularyCount(word)).toBe(1);
    expect(await (await get(`/tanya-jawab?q=${word}`)).text()).toContain(tag);
  });

  it("takes her answers and their words out of the index when her account is deleted", async () => {
    const asked = await askedAndAnswered();
    const word = oddWord();
    await publish(asked, letters(), { answer: `Tentang ${word}.` });
    expect(await vocabularyCount(word)).toBe(1);
    await env.DB.batch(accountDeletionStatements(asked.member.email).map((statement) => env.DB.prepare(statement)));
    expect(await entryOf(asked.id)).toBeNull();
    expect(await vocabularyCount(word)).toBeNull();
    const counts = await env.DB.prepare(
      "SELECT (SELECT value FROM search_meta WHERE name = 'articles') AS kept, (SELECT count(*) FROM articles) + (SELECT count(*) FROM qa_entries) AS real",
    ).first<{ kept: number; real: number }>();
    expect(counts!.kept).toBe(counts!.real);
  });

  it("refuses a withdrawal or a save posted to a framework .data address, and changes nothing", async () => {
    const asked = await askedAndAnswered();
    const entry = await publish(asked, letters());
    const data = await postForm(
      "/dashboard.data",
      { intent: "withdrawPublish", id: String(asked.id) },
      asked.member.cookie,
    );
    expect(data.status).toBe(405);
    expect((await get(`/tanya-jawab/${entry.id}`)).status).toBe(200);
    const save = await postForm(
      `/admin/pesan/${asked.id}/publikasi.data`,
      publicVersion(letters(), { status: "draft" }),
      admin,
    );
    expect(save.status).toBe(405);
    expect((await entryOf(asked.id))!.publishedAt).not.toBeNull();
  });
});
