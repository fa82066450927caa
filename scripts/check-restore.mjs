// The restore drill as a test (npm run test:restore): a fresh database restored from an export
// serves the same pages as the database it was exported from.
//   1. migrate and seed database A (temporary directory), serve it, and write through the site:
//      a member signs in, comments and asks a question; an admin answers it;
//   2. export A with scripts/backup.mjs, restore the file into a fresh database B with
//      scripts/restore.mjs;
//   3. serve A and B (each on a free port) from the same build, fetch the same pages from both
//      (the member's /dashboard with the session cookie made on A before the export) and compare
//      the HTML. Exits 1 with a diff summary when a page differs, or on any failure.
// Bounded: every request has a timeout, the whole run stops after MAX_SECONDS, and the servers
// are stopped on every exit. Builds only when build/ is missing (--build forces it).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild, freshSeededDatabase, ROOT, signIn, startServer } from "./backup-lib.mjs";

const MAX_SECONDS = 480;
const PAGES = [
  "/",
  "/artikel",
  "/artikel/1",
  "/tumbuh-kembang",
  "/tumbuh-kembang/0-3-bulan",
  "/tentang-saya",
  "/kontak",
  "/dashboard",
];

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const step = (text) => console.log(`[${seconds()} s] ${text}`);
setTimeout(() => {
  console.error(`check-restore: gave up after ${MAX_SECONDS} s.`);
  process.exit(1);
}, MAX_SECONDS * 1000).unref();

const base = mkdtempSync(join(tmpdir(), "bidanku-restore-check-"));
const dirA = join(base, "a");
const dirB = join(base, "b");
process.on("exit", () => rmSync(base, { recursive: true, force: true }));

let ipCounter = 0;
const nextIp = () => `2001:db8:7e57:${(0x1000 + ipCounter++).toString(16)}::1`;

async function post(url, path, fields, cookie = "") {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      Cookie: cookie,
      Origin: url,
      "CF-Connecting-IP": nextIp(),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`POST ${path} answered ${response.status}, expected a redirect`);
  return response;
}

async function page(url, path, cookie = "") {
  const response = await fetch(`${url}${path}`, {
    redirect: "manual",
    headers: { Cookie: cookie },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, html: await response.text() };
}

/**
 * Per-request values that differ between two correct answers: the server's own address (canonical
 * and share links name the port), and nonces or CSRF tokens should the pages ever carry them.
 */
function normalise(html, url) {
  return html
    .replaceAll(url, "http://ORIGIN")
    .replace(/\bnonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="(?:csrf|_csrf|csrfToken)"[^>]*value=")[^"]*"/gi, '$1"')
    .replace(/(value=")[^"]*("[^>]*name="(?:csrf|_csrf|csrfToken)")/gi, "$1$2");
}

/** Where two pages first differ, with some context from each. */
function diffSummary(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const context = (text) => JSON.stringify(text.slice(Math.max(0, i - 80), i + 160));
  return `first difference at character ${i} (lengths ${a.length} and ${b.length})\n    A: ${context(a)}\n    B: ${context(b)}`;
}

const marker = `pemulihan-${Date.now().toString(36)}`;
let failures = 0;
try {
  ensureBuild(process.argv.includes("--build"));
  step("migrating and seeding database A");
  freshSeededDatabase(dirA);

  step("serving A and writing through the site");
  const serverA = await startServer({ persistTo: dirA });
  const member = await signIn(serverA.url, "member@bidanku.test", "member123", nextIp());
  await post(serverA.url, "/artikel/1", { intent: "comment", content: `Komentar uji ${marker}` }, member);
  await post(serverA.url, "/tanya-kami", { topic: "Kehamilan", question: `Pertanyaan uji ${marker}` }, member);
  const admin = await signIn(serverA.url, "admin@bidanku.test", "admin123", nextIp());
  const inbox = await page(serverA.url, "/admin/pesan", admin);
  const questionId = inbox.html.match(/href="\/admin\/pesan\/(\d+)"/)?.[1];
  if (!questionId) throw new Error("the new question is not listed on /admin/pesan");
  await post(
    serverA.url,
    `/admin/pesan/${questionId}`,
    { intent: "reply", id: questionId, answer: `Jawaban uji ${marker}` },
    admin,
  );
  await serverA.stop();

  step("exporting A (npm run db:backup) and restoring into a fresh database B (npm run db:restore)");
  const backupOut = execFileSync(
    process.execPath,
    ["scripts/backup.mjs", "--local", "--persist-to", dirA, "--out", join(base, "backups")],
    { cwd: ROOT, encoding: "utf8", timeout: 120_000 },
  );
  const file = backupOut.match(/Backup \(local\): (.+) \(/)?.[1];
  if (!file) throw new Error(`backup printed no file: ${backupOut}`);
  console.log(`  ${backupOut.trim()}`);
  execFileSync(process.execPath, ["scripts/restore.mjs", file, "--local", "--persist-to", dirB], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    timeout: 120_000,
  });

  step("serving A and B");
  const [servedA, servedB] = await Promise.all([startServer({ persistTo: dirA }), startServer({ persistTo: dirB })]);
  console.log(`  A on port ${servedA.port}, B on port ${servedB.port}`);
  step("comparing pages");
  for (const path of PAGES) {
    const cookie = path === "/dashboard" ? member : "";
    // The same request to each in turn, so view counters move alike on both.
    const a = await page(servedA.url, path, cookie);
    const b = await page(servedB.url, path, cookie);
    const [htmlA, htmlB] = [normalise(a.html, servedA.url), normalise(b.html, servedB.url)];
    const same = a.status === b.status && htmlA === htmlB;
    console.log(`  ${same ? "same" : "DIFFERENT"}  ${path}  (${a.status}, ${a.html.length} characters)`);
    if (a.status !== 200) {
      console.error(`    A answered ${a.status}, expected 200`);
      failures++;
    } else if (!same) {
      console.error(a.status === b.status ? `    ${diffSummary(htmlA, htmlB)}` : `    B answered ${b.status}`);
      failures++;
    }
  }
  // The writes made through the site are in the pages compared, so a restore without them fails.
  const article = await page(servedB.url, "/artikel/1");
  const dashboard = await page(servedB.url, "/dashboard", member);
  for (const [where, html, text] of [
    ["/artikel/1", article.html, `Komentar uji ${marker}`],
    ["/dashboard", dashboard.html, `Pertanyaan uji ${marker}`],
    ["/dashboard", dashboard.html, `Jawaban uji ${marker}`],
  ]) {
    if (!html.includes(text)) {
      console.error(`  B's ${where} does not show "${text}"`);
      failures++;
    }
  }
  await Promise.all([servedA.stop(), servedB.stop()]);
} catch (error) {
  console.error(`check-restore failed: ${error.message}`);
  failures++;
}
console.log(
  failures
    ? `Restore check FAILED (${failures} problem(s)) after ${seconds()} s.`
    : `Restore check passed: ${PAGES.length} pages the same on the restored database (${seconds()} s).`,
);
process.exit(failures ? 1 : 0);
