// Turns the seed content in drizzle/seed/ into SQL statements. Inserts add only what is missing
// (ON CONFLICT DO NOTHING), so seeding twice, or over edited content, changes nothing that is
// already there. The one exception: articles and guides that were never medically reviewed are
// brought up to the reviewed seed text (decision 011).
import { readFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { DEMO_ACCOUNTS } from "./demo-accounts.mjs";

const seedDir = new URL("../drizzle/seed/", import.meta.url);

const readJson = (name) => JSON.parse(readFileSync(new URL(name, seedDir), "utf8"));

/** An SQL literal for a string, number, boolean, null or JSON value. */
export function sqlValue(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // wrangler rewrites these statements inside a file, and SQLite stops at NUL: refuse them.
  if (text.includes("\0") || /BEGIN TRANSACTION;|COMMIT;/i.test(text))
    throw new Error(`seed: text that wrangler would alter: ${text.slice(0, 60)}`);
  return `'${text.replaceAll("'", "''")}'`;
}

function insert(table, row, conflictTarget) {
  const columns = Object.keys(row);
  const values = columns.map((column) => sqlValue(row[column]));
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT(${conflictTarget}) DO NOTHING;`;
}

function requireText(value, where) {
  if (typeof value !== "string" || !value.trim()) throw new Error(`seed: ${where} must be non-empty text`);
  return value;
}

/**
 * The medical review of a health page (decision 011): reviewer, credential, date and at least
 * one source, each checked here so that a seed can never ship a page without them.
 */
function reviewColumns(item, where, demoReviewers) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(item.reviewedAt ?? ""))
    throw new Error(`seed: ${where} reviewedAt must be YYYY-MM-DD`);
  if (!Array.isArray(item.sources) || item.sources.length === 0) throw new Error(`seed: ${where} needs sources`);
  const sources = item.sources.map((source, index) => {
    const citation = requireText(source?.citation, `${where} source ${index + 1}`);
    if (source.url !== undefined && !/^https:\/\//.test(source.url))
      throw new Error(`seed: ${where} source ${index + 1} url must be https`);
    return source.url === undefined ? { citation } : { citation, url: source.url };
  });
  const reviewer = {
    reviewer_name: requireText(item.reviewerName, `${where} reviewerName`),
    reviewer_credential: requireText(item.reviewerCredential, `${where} reviewerCredential`),
    reviewed_at: item.reviewedAt,
  };
  // The seed's reviewers are the demo practice's placeholders (decision 011): only a local
  // database names them. A production database starts unreviewed, and the practice names its
  // real reviewers in the editors (issue 29).
  return demoReviewers
    ? { ...reviewer, sources }
    : { reviewer_name: null, reviewer_credential: null, reviewed_at: null, sources };
}

/**
 * Brings a row that was seeded before the medical review up to the reviewed text. Only a row that
 * was never reviewed and still is the old seed row changes (`where`: for an article its id, title
 * and untouched seed timestamp; for a guide its id and the author that only rows from before the
 * review lack), so an editor's work is never overwritten.
 */
function upgradeUnreviewed(table, columns, where) {
  const assignments = Object.entries(columns).map(([column, value]) => `${column} = ${sqlValue(value)}`);
  const conditions = Object.entries(where).map(([column, value]) =>
    value === null ? `${column} IS NULL` : `${column} = ${sqlValue(value)}`,
  );
  return `UPDATE ${table} SET ${assignments.join(", ")}, updated_at = cast(unixepoch('subsec') * 1000 as integer) WHERE reviewed_at IS NULL AND ${conditions.join(" AND ")};`;
}

function toMs(iso, where) {
  if (iso === null) return null;
  const ms = Date.parse(requireText(iso, where));
  if (Number.isNaN(ms)) throw new Error(`seed: ${where} is not a date: ${iso}`);
  return ms;
}

/**
 * Demo users with verified emails and better-auth credential accounts (scrypt hashes made here,
 * in the same format better-auth writes). An existing user with the same id or email is left
 * alone, and the credential row is only added for a demo user that exists.
 */
export async function buildDemoAccountStatements() {
  const statements = [];
  const now = Date.parse("2026-01-15T03:00:00Z");
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    statements.push(...(await buildAccountStatements(account, now + index * 60_000)));
  }
  return statements;
}

/**
 * A verified account with a password, as two statements (the user, then its credential): the
 * demo accounts here, and the journeys' fresh accounts (tests/e2e/support.ts).
 */
export async function buildAccountStatements(account, createdAt = Date.now()) {
  const hash = await hashPassword(account.password);
  return [
    `${insert("users", { id: account.id, name: account.name, email: account.email, email_verified: true, phone: account.phone, role: account.role, created_at: createdAt, updated_at: createdAt }, "id").replace(" ON CONFLICT(id)", " ON CONFLICT")}`,
    `INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) ` +
      `SELECT ${sqlValue(`${account.id}-credential`)}, ${sqlValue(account.id)}, 'credential', ${sqlValue(account.id)}, ${sqlValue(hash)}, ${createdAt}, ${createdAt} ` +
      `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${sqlValue(account.id)}) ON CONFLICT DO NOTHING;`,
  ];
}

/**
 * `demoReviewers`: name the demo practice's reviewers on the seeded articles and guides (local
 * databases only; scripts/seed.mjs passes false for the remote one).
 */
export function buildSeedStatements({ demoReviewers = true } = {}) {
  const statements = [];

  const categories = readJson("categories.json");
  for (const name of categories) statements.push(insert("categories", { name: requireText(name, "category") }, "name"));

  for (const article of readJson("articles.json")) {
    const where = `article ${article.id}`;
    if (!categories.includes(article.category))
      throw new Error(`seed: ${where} has unknown category ${article.category}`);
    const content = requireText(readFileSync(new URL(article.contentFile, seedDir), "utf8"), `${where} content`);
    const publishedAt = toMs(article.publishedAt, `${where} publishedAt`);
    const seededAt = publishedAt ?? Date.parse("2026-11-01T00:00:00Z");
    const excerpt = requireText(article.excerpt, `${where} excerpt`);
    const review = reviewColumns(article, where, demoReviewers);
    statements.push(
      insert(
        "articles",
        {
          id: article.id,
          title: requireText(article.title, `${where} title`),
          excerpt,
          content,
          category: article.category,
          author: article.author ?? null,
          image_url: article.imageUrl ?? null,
          featured: Boolean(article.featured),
          tags: article.tags ?? [],
          published_at: publishedAt,
          created_at: seededAt,
          updated_at: seededAt,
          ...review,
        },
        "id",
      ),
    );
    // Title and timestamp guard against an unrelated or edited article with the same id (view
    // and share counts never touch updated_at).
    statements.push(
      upgradeUnreviewed(
        "articles",
        { excerpt, content, ...review },
        { id: article.id, title: article.title, updated_at: seededAt },
      ),
    );
  }

  for (const guide of readJson("growth.json")) {
    const id = requireText(guide.id, "growth id");
    const texts = {
      description: requireText(guide.description, `${id} description`),
      milestones: guide.milestones,
      stimulasi: guide.stimulasi ?? [],
      red_flags: guide.redFlags ?? [],
      author: requireText(guide.author, `${id} author`),
      ...reviewColumns(guide, id, demoReviewers),
    };
    statements.push(insert("baby_growth_data", { id, title: requireText(guide.title, `${id} title`), ...texts }, "id"));
    statements.push(upgradeUnreviewed("baby_growth_data", texts, { id, author: null }));
  }

  const pages = readJson("pages.json");
  const s = pages.siteSettings;
  statements.push(
    insert(
      "site_settings",
      {
        id: 1,
        footer_email: s.footerEmail ?? null,
        footer_phone: s.footerPhone ?? null,
        footer_location: s.footerLocation ?? null,
        operational_hours: s.operationalHours ?? null,
        practice_location_gmaps_link: s.practiceLocationGmapsLink ?? null,
        show_practice_location: Boolean(s.showPracticeLocation),
        faq: s.faq ?? [],
        hero_title: s.heroTitle ?? null,
        hero_subtitle: s.heroSubtitle ?? null,
        hero_image_url: s.heroImageUrl ?? null,
      },
      "id",
    ),
  );

  const about = pages.aboutPage;
  statements.push(
    insert(
      "about_page",
      {
        id: 1,
        title: requireText(about.title, "about title"),
        content: requireText(about.content, "about content"),
        image_url: about.imageUrl ?? null,
        qualifications_title: about.qualificationsTitle ?? null,
        qualifications_list: about.qualificationsList ?? [],
      },
      "id",
    ),
  );

  for (const page of pages.legalPages) {
    statements.push(
      insert(
        "legal_pages",
        {
          id: page.id,
          title: requireText(page.title, `${page.id} title`),
          content: requireText(page.content, `${page.id} content`),
        },
        "id",
      ),
    );
  }

  const services = pages.servicesInfo;
  statements.push(
    insert(
      "services_info",
      {
        id: 1,
        title: requireText(services.title, "services title"),
        description: requireText(services.description, "services description"),
        points: services.points ?? [],
      },
      "id",
    ),
  );

  const qna = pages.qnaGuidelines;
  statements.push(
    insert(
      "qna_guidelines",
      { id: 1, dos: qna.dos ?? [], donts: qna.donts ?? [], important_note: qna.importantNote ?? null },
      "id",
    ),
  );

  return statements;
}
