import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from "@playwright/test";
import { CORE_PAYLOADS, FIELD_PAYLOADS } from "../fixtures/xss-corpus";
import { createAccount, DEMO, e2eBatch, e2eRows, expect, test, uniqueEmail } from "./support";

// Issue 14: hostile text through every field a visitor, a member or an admin can write, then
// every page that shows it, in Chromium with JavaScript. Every payload goes through at least one
// field of each kind of rendering (one-line text, multi-line text, rich HTML, attribute values
// of the editors' inputs, URLs), the core set through every field. A payload that ran would open
// a dialog, set window.__xss or ask for /__xss; the journey fails on any of them, on any request
// to evil.example, and on markup that could run (on* attributes, javascript: URLs, frames).
//
// The page's Content-Security-Policy is bypassed: the markup itself must be safe, CSP is a second
// line. Shared rows (site settings, about, legal, services, Q&A guidelines, one growth guide) are
// read from the journeys' database first and written back afterwards; the article, questions,
// account and category made here are removed, so later journeys never see the payloads.

test.use({ bypassCSP: true });
test.describe.configure({ mode: "serial" });

const GUIDE = "3-5-tahun";
const LEGAL = "disclaimer";
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The core payloads joined (starting at `from`), cut to what a field of `max` characters takes. */
function core(max: number, from = 0): string {
  let text = "";
  for (let i = 0; i < CORE_PAYLOADS.length; i++) {
    const next = CORE_PAYLOADS[(from + i) % CORE_PAYLOADS.length]!;
    if (text.length + next.length + 1 > max) break;
    text = text ? `${text} ${next}` : next;
  }
  return text;
}

/** Every field payload, one per line, in pieces of at most `max` characters. */
function chunks(max: number, payloads = FIELD_PAYLOADS): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const payload of payloads) {
    if (current && current.length + payload.length + 1 > max) {
      pieces.push(current);
      current = "";
    }
    current = current ? `${current}\n${payload}` : payload;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Payloads as rows of a list field `name` (`name[0]`, ...), or `name[0].key` for rows of objects. */
function rows(name: string, payloads: string[], key?: string): Record<string, string> {
  return Object.fromEntries(payloads.map((payload, i) => [key ? `${name}[${i}].${key}` : `${name}[${i}]`, payload]));
}

const URLISH = FIELD_PAYLOADS.filter((payload) => /:|^\/\//.test(payload));

// ----- Shared rows: read before, written back after -----

const SHARED = [
  "SELECT * FROM site_settings",
  "SELECT * FROM about_page",
  "SELECT * FROM legal_pages",
  "SELECT * FROM services_info",
  "SELECT * FROM qna_guidelines",
  `SELECT * FROM baby_growth_data WHERE id = '${GUIDE}'`,
  "SELECT coalesce(max(id), 0) AS id FROM questions",
  "SELECT coalesce(max(id), 0) AS id FROM audit_log",
  "SELECT coalesce(max(id), 0) AS id FROM categories",
];
const SHARED_TABLES = ["site_settings", "about_page", "legal_pages", "services_info", "qna_guidelines"];

const literal = (value: unknown) =>
  value === null || value === undefined
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;

function insertRows(table: string, rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    return `INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => literal(row[c])).join(", ")});`;
  });
}

let saved: Record<string, unknown>[][] = [];

/** The shared rows, one list per query of SHARED. */
const readShared = () => Promise.all(SHARED.map((query) => e2eRows(query)));
const made = { articleId: 0, memberEmail: "", visitorEmail: "", contactEmail: "" };

async function restoreSharedRows() {
  if (saved.length === 0) return;
  const [questionsMax, auditMax, categoriesMax] = saved.slice(6).map((rows) => Number(rows[0]?.id ?? 0));
  const statements = [
    // The rows this journey made, newest first (the article is deleted through its form).
    `DELETE FROM questions WHERE id > ${questionsMax};`,
    made.memberEmail ? `DELETE FROM users WHERE email = ${literal(made.memberEmail)};` : "",
    made.articleId ? `DELETE FROM articles WHERE id = ${made.articleId};` : "",
    `DELETE FROM categories WHERE id > ${categoriesMax} AND name NOT IN (SELECT category FROM articles);`,
    `DELETE FROM audit_log WHERE id > ${auditMax};`,
    ...SHARED_TABLES.flatMap((table, i) => [`DELETE FROM ${table};`, ...insertRows(table, saved[i]!)]),
    ...insertRows("baby_growth_data", saved[5]!),
  ].filter(Boolean);
  await e2eBatch(statements);
}

// ----- People and posting -----

interface Person {
  context: BrowserContext;
  request: APIRequestContext;
}
const people = {} as Record<"visitor" | "member" | "admin", Person>;

async function newPerson(browser: Browser, baseURL: string): Promise<Person> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    extraHTTPHeaders: { "CF-Connecting-IP": `10.${octet()}.${octet()}.${octet()}`, Origin: baseURL },
  });
  return { context, request: context.request };
}

async function signInAs(person: Person, email: string, password: string) {
  const response = await person.request.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(response.status(), `login ${email}`).toBe(302);
}

type Fields = Record<string, string>;

/** Posts a form the way its page does (multipart when it has a file input) and returns the answer. */
async function post(person: Person, path: string, fields: Fields, multipart = false): Promise<APIResponse> {
  return multipart
    ? person.request.post(path, { multipart: fields, maxRedirects: 0 })
    : person.request.post(path, { form: fields, maxRedirects: 0 });
}

/** A post that must be saved: the form's redirect after a save. */
async function saved302(response: APIResponse, what: string): Promise<string> {
  const detail = response.status() === 302 ? "" : (await response.text()).replace(/<[^>]+>/g, " ").slice(0, 600);
  expect(response.status(), `${what} was not saved: ${detail}`).toBe(302);
  return response.headers().location ?? "";
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

// ----- Watching pages -----

const ran: string[] = [];

async function watch(context: BrowserContext) {
  await context.route(
    (url) => url.pathname.startsWith("/__xss") || url.hostname.endsWith("evil.example"),
    async (route) => {
      ran.push(`request ${route.request().url()}`);
      await route.abort();
    },
  );
}

/** Markup that could run script: on* attributes, script-like URLs, frames and other embeds. */
async function runnableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = /^(href|src|action|formaction|xlink:href|data|srcdoc|background|poster|lowsrc|dynsrc)$/i;
    for (const element of document.querySelectorAll("*")) {
      const tag = element.tagName.toLowerCase();
      for (const name of element.getAttributeNames()) {
        const value = (element.getAttribute(name) ?? "").replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
        if (urlAttributes.test(name) && /^(javascript|vbscript|data:text\/html|data:image\/svg)/.test(value))
          found.push(`${tag}[${name}=${value.slice(0, 60)}]`);
      }
      if (/^(iframe|frame|frameset|object|embed|applet|base|portal)$/.test(tag)) {
        const src = element.getAttribute("src") ?? "";
        if (!(tag === "iframe" && src.startsWith("https://www.google.com/maps/embed"))) found.push(tag);
      }
      if (tag === "meta" && element.hasAttribute("http-equiv")) found.push("meta[http-equiv]");
      if (tag === "script") {
        const src = element.getAttribute("src");
        const text = element.textContent ?? "";
        if (src && !new URL(src, location.href).pathname.startsWith("/assets/")) found.push(`script[src=${src}]`);
        // Data blocks (JSON-LD) hold the texts as data; a breakout out of one would be a script of its own.
        const type = element.getAttribute("type") ?? "";
        const runs = type === "" || /javascript|module/i.test(type);
        if (runs && !src && /alert\(|__xss/.test(text) && !text.includes("__reactRouterContext"))
          found.push(`inline script: ${text.slice(0, 80)}`);
      }
    }
    return found;
  });
}

/** Whether some payload is on the page, as text or as a form value. */
async function showsPayloads(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.body.innerText.includes("alert(1)") ||
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some((field) =>
        field.value.includes("alert(1)"),
      ),
  );
}

async function visit(page: Page, path: string, mustShow: boolean) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const html = (response?.headers()["content-type"] ?? "").includes("text/html");
  // A page whose markup was broken into may never hydrate: what ran is reported first. A reading
  // page ships no framework at all (decision 039); every other page must hydrate.
  const { pathname } = new URL(page.url());
  const reading =
    /^\/(artikel(\/\d+)?|tumbuh-kembang(\/[^/]+)?|tentang-saya|kebijakan-privasi|disclaimer|sitemap|tanda-bahaya)?$/.test(
      pathname,
    );
  const hydrated =
    html && !reading
      ? await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .then(() => true)
          .catch(() => false)
      : true;
  if (reading)
    expect(await page.locator("script[src], script[type=module]").count(), `${path} ships no framework`).toBe(0);
  // Timers, animations, autofocus and lazy images get their moment.
  await page.waitForTimeout(250);
  expect(ran, `${path}: something ran`).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null), `${path}: window.__xss`).toBeNull();
  expect(await runnableMarkup(page), `${path}: markup that could run`).toEqual([]);
  expect(hydrated, `${path} hydrates`).toBe(true);
  if (mustShow) expect(await showsPayloads(page), `${path} shows the payloads`).toBe(true);
}

async function watchedPage(person: Person): Promise<Page> {
  await watch(person.context);
  const page = await person.context.newPage();
  page.on("dialog", async (dialog) => {
    ran.push(`dialog ${dialog.type()} ${dialog.message()} at ${page.url()}`);
    await dialog.dismiss().catch(() => undefined);
  });
  return page;
}

// ----- The journey -----

const questionIds = { member: 0, visitor: 0, contact: 0 };

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  saved = await readShared();
  expect(saved[0]!.length, "site settings row").toBe(1);
  expect(saved[5]!.length, `growth guide ${GUIDE}`).toBe(1);

  const member = await createAccount(`Anggota ${CORE_PAYLOADS[0]}`, "member");
  made.memberEmail = member.email;
  people.visitor = await newPerson(browser, baseURL);
  people.member = await newPerson(browser, baseURL);
  people.admin = await newPerson(browser, baseURL);
  await signInAs(people.member, member.email, member.password);
  // The super_admin can write everything an admin can, and sees user management too.
  await signInAs(people.admin, DEMO.superAdmin.email, DEMO.superAdmin.password);
});

test.afterAll(async () => {
  if (made.articleId && people.admin) {
    await post(people.admin, `/admin/artikel/edit/${made.articleId}`, {
      intent: "delete",
      articleId: String(made.articleId),
      confirm: "ya",
    }).catch(() => undefined);
  }
  await restoreSharedRows();
  for (const person of Object.values(people)) await person.context.close();
  // Later journeys see the rows as they were, and none of the rows made here.
  if (saved.length > 0) {
    expect(await readShared()).toEqual(saved);
    const leftovers = await e2eRows(
      `SELECT (SELECT count(*) FROM users WHERE email = ${literal(made.memberEmail)}) + (SELECT count(*) FROM articles WHERE id = ${made.articleId}) AS n`,
    );
    expect(leftovers[0]!.n).toBe(0);
  }
});

test("the payloads are saved through the real forms of visitors, members and admins", async () => {
  test.setTimeout(150_000);
  const { visitor, member, admin } = people;

  // Rich HTML, the article's texts, tags, category, review and sources (attribute and URL contexts
  // through the sanitizer: every payload also as a link and an image address).
  const links = FIELD_PAYLOADS.map((p) => `<a href="${p}">tautan</a> <img src="${p}" alt="${p}">`);
  const articleFields: Fields = {
    title: core(200),
    excerpt: core(500, 2),
    content: [...FIELD_PAYLOADS.map((p) => `<p>${p}</p>`), ...links].join("\n"),
    category: "Kehamilan",
    newCategory: core(50, 4),
    tags: CORE_PAYLOADS.filter((p) => p.length <= 40)
      .map((p) => p.replace(/,/g, " "))
      .join(", "),
    featured: "on",
    status: "published",
    reviewerName: core(120, 1),
    reviewerCredential: core(60, 3),
    reviewedAt: today(),
    "sources[0].citation": core(500, 5),
    "sources[0].url": "https://contoh.id/sumber",
  };
  const created = await admin.request.post("/admin/artikel/baru", {
    multipart: { ...articleFields, image: { name: "gambar.png", mimeType: "image/png", buffer: PNG_1X1 } },
    maxRedirects: 0,
  });
  const location = await saved302(created, "the article");
  made.articleId = Number(/\/admin\/artikel\/edit\/(\d+)$/.exec(location)?.[1]);
  expect(made.articleId).toBeGreaterThan(0);

  // One-line and multi-line text of the single-row editors; list rows are the editors' inputs.
  await saved302(await post(admin, "/admin/hero", { title: core(120), subtitle: core(300, 3) }, true), "hero");
  await saved302(
    await post(admin, "/admin/pengaturan", { email: "xss@contoh.id", phone: "0812 3456 7890", location: core(200, 1) }),
    "footer",
  );
  await saved302(
    await post(admin, "/admin/kontak", {
      email: "xss@contoh.id",
      phone: "0812 3456 7890",
      location: core(200, 2),
      operationalHours: core(500, 4).replace(/ /g, "\n"),
      mapLink: "",
      ...rows("faq", FIELD_PAYLOADS.slice(0, 30), "question"),
      ...rows("faq", FIELD_PAYLOADS.slice(30, 60), "answer"),
    }),
    "contact page",
  );
  await saved302(
    await post(admin, "/admin/panduan-tanya-jawab/edit", {
      ...rows("dos", FIELD_PAYLOADS.slice(0, 20)),
      ...rows("donts", FIELD_PAYLOADS.slice(20, 40)),
      importantNote: chunks(1000, FIELD_PAYLOADS.slice(40))[0]!,
    }),
    "Q&A guidelines",
  );
  await saved302(
    await post(admin, "/admin/layanan/edit", {
      title: core(200),
      description: chunks(2000)[0]!,
      ...rows("points", FIELD_PAYLOADS.slice(40, 60), "title"),
      ...rows("points", FIELD_PAYLOADS.slice(50, 70), "description"),
    }),
    "services",
  );
  await saved302(
    await post(
      admin,
      "/admin/tentang-saya/edit",
      {
        title: core(200, 5),
        content: FIELD_PAYLOADS.join("\n"),
        qualificationsTitle: core(200, 6),
        ...rows("qualifications", FIELD_PAYLOADS.slice(0, 30), "item"),
      },
      true,
    ),
    "about page",
  );
  await saved302(
    await post(admin, `/admin/legal/edit/${LEGAL}`, { title: core(200, 2), content: FIELD_PAYLOADS.join("\n") }),
    "legal page",
  );

  // URL context: each URL-shaped payload as a source link of the growth guide, alone, so one
  // refusal does not hide another; the ones the form accepts stay for the pages below.
  const guideFields: Fields = {
    title: core(100, 1),
    description: FIELD_PAYLOADS.join("\n").slice(0, 3000),
    author: core(120, 2),
    ...rows("milestones.motorik", FIELD_PAYLOADS.slice(0, 40)),
    ...rows("milestones.kognitif", FIELD_PAYLOADS.slice(40)),
    ...rows("milestones.sosialEmosional", CORE_PAYLOADS),
    ...rows("milestones.bahasa", CORE_PAYLOADS),
    ...rows("stimulasi", FIELD_PAYLOADS.slice(0, 40)),
    ...rows("redFlags", FIELD_PAYLOADS.slice(40)),
    reviewerName: "",
    reviewerCredential: "",
    reviewedAt: "",
  };
  const acceptedUrls: string[] = [];
  for (const url of URLISH) {
    const answer = await post(admin, `/admin/tumbuh-kembang/edit/${GUIDE}`, {
      ...guideFields,
      "sources[0].citation": "Sumber uji",
      "sources[0].url": url,
    });
    expect([302, 400], `source ${url}`).toContain(answer.status());
    if (answer.status() === 302) acceptedUrls.push(url);
  }
  await saved302(
    await post(admin, `/admin/tumbuh-kembang/edit/${GUIDE}`, {
      ...guideFields,
      ...rows("sources", FIELD_PAYLOADS.slice(0, 40), "citation"),
      ...Object.fromEntries(acceptedUrls.map((url, i) => [`sources[${i}].url`, url])),
    }),
    "growth guide",
  );

  // A member: profile, comments, a question; a visitor: a question and a contact message.
  await saved302(
    await post(member, "/dashboard", { intent: "update-profile", name: core(100, 1), phone: "0812 3456 7890" }),
    "profile",
  );
  const phone = await post(member, "/dashboard", {
    intent: "update-profile",
    name: "Anggota",
    phone: CORE_PAYLOADS[0]!,
  });
  expect(phone.status(), "a payload as a phone number is refused").toBe(400);
  for (const content of chunks(2000)) {
    await saved302(await post(member, `/artikel/${made.articleId}`, { intent: "comment", content }), "comment");
  }
  await saved302(
    await post(member, "/tanya-kami", { topic: "Kehamilan", question: FIELD_PAYLOADS.join("\n") }),
    "member's question",
  );
  made.visitorEmail = uniqueEmail("xss-penanya");
  await saved302(
    await post(visitor, "/tanya-kami", {
      name: core(100, 3),
      email: made.visitorEmail,
      topic: "Lainnya",
      question: FIELD_PAYLOADS.join("\n"),
    }),
    "visitor's question",
  );
  made.contactEmail = uniqueEmail("xss-kontak");
  await saved302(
    await post(visitor, "/kontak", {
      name: core(100, 4),
      email: made.contactEmail,
      subject: core(150, 5),
      message: FIELD_PAYLOADS.join("\n"),
    }),
    "contact message",
  );

  // The admin answers all three (the answers are mailed); the member closes with a review.
  const ids = await e2eRows(
    `SELECT id, email FROM questions WHERE email IN (${[made.memberEmail, made.visitorEmail, made.contactEmail].map(literal).join(", ")})`,
  );
  const idFor = (email: string) => Number(ids.find((row) => row.email === email)?.id);
  questionIds.member = idFor(made.memberEmail);
  questionIds.visitor = idFor(made.visitorEmail);
  questionIds.contact = idFor(made.contactEmail);
  for (const id of Object.values(questionIds)) {
    expect(id).toBeGreaterThan(0);
    await saved302(
      await post(admin, `/admin/pesan/${id}`, { intent: "reply", id: String(id), answer: FIELD_PAYLOADS.join("\n") }),
      `answer to ${id}`,
    );
  }
  await saved302(
    await post(member, "/dashboard", {
      intent: "close",
      id: String(questionIds.member),
      rating: "5",
      review: chunks(1000)[0]!,
    }),
    "closing review",
  );
});

test("no page that shows them runs any of them", async () => {
  test.setTimeout(180_000);
  const id = made.articleId;
  expect(id, "the article of the first test").toBeGreaterThan(0);
  const reflected = encodeURIComponent(CORE_PAYLOADS[0]!);

  const visitorPage = await watchedPage(people.visitor);
  for (const [path, mustShow] of [
    ["/", true],
    ["/artikel", true],
    [`/artikel?q=${reflected}`, true],
    [`/artikel?kategori=${encodeURIComponent(core(50, 4))}`, true],
    [`/artikel/${id}`, true],
    ["/tumbuh-kembang", false],
    [`/tumbuh-kembang/${GUIDE}`, true],
    ["/tanya-kami", true],
    ["/tentang-saya", true],
    ["/kontak", true],
    [`/${LEGAL}`, true],
    ["/sitemap", false],
    ["/sitemap.xml", false],
    [`/login?redirectTo=${reflected}`, false],
    [`/__dev/outbox?to=${encodeURIComponent(made.memberEmail)}`, true],
    [`/__dev/outbox?to=${encodeURIComponent(made.visitorEmail)}`, true],
    [`/__dev/outbox?to=${encodeURIComponent(made.contactEmail)}`, true],
  ] as const) {
    await visit(visitorPage, path, mustShow);
  }

  const memberPage = await watchedPage(people.member);
  await visit(memberPage, "/dashboard", true);
  await visit(memberPage, `/artikel/${id}`, true);

  const adminPage = await watchedPage(people.admin);
  for (const path of [
    "/admin",
    "/admin/pesan",
    ...Object.values(questionIds).map((question) => `/admin/pesan/${question}`),
    "/admin/pengguna",
    "/admin/hero",
    "/admin/pengaturan",
    "/admin/kontak",
    "/admin/panduan-tanya-jawab/edit",
    "/admin/layanan/edit",
    "/admin/tentang-saya/edit",
    `/admin/legal/edit/${LEGAL}`,
    "/admin/tumbuh-kembang",
    `/admin/tumbuh-kembang/edit/${GUIDE}`,
    `/admin/artikel/edit/${id}`,
  ]) {
    await visit(adminPage, path, !["/admin/tumbuh-kembang"].includes(path));
  }
  expect(ran).toEqual([]);
});
