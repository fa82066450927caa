// The reminder run at scale (issue 37, decision 075): npm run bench:reminders [-- --members 10000]
// Seeds a fresh local D1 in .wrangler/reminders-bench-state with the demo data and N members who
// each turned on all four topics for one child (and, for half, the pregnancy), with every child
// born so that a dose window opens 3 days after the run: every member is due a mail, the worst
// case. Serves the build with `wrangler dev` (test routes on, so the Worker counts its D1 use),
// runs the reminders once at Monday 07:17 WIB through the local outbox page's form, and again at
// the same time (the rerun must send nothing). Prints the members looked at, the mails, the D1
// round trips, the wall time and the CPU time the workerd process used. Local D1 runs inside that
// process, so its CPU time is an upper bound on the Worker's own. Only loopback is contacted.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild, freshSeededDatabase, option, ROOT, startServer, wrangler } from "./backup-lib.mjs";
import { readD1, settle } from "./perf/d1.mjs";

const args = process.argv.slice(2);
const MEMBERS = Number(option(args, "--members") ?? 10_000);
if (!Number.isInteger(MEMBERS) || MEMBERS < 1 || MEMBERS > 50_000) {
  console.error("--members must be a whole number from 1 to 50000.");
  process.exit(2);
}
const PERSIST = join(ROOT, ".wrangler/reminders-bench-state");
/** Monday 7 December 2026, 07:17 WIB: a run that also builds the weekly part. */
const RUN_AT = "2026-12-07T07:17";
/** Dose windows open on 10 December (3 days later): children born 1-4 months before it. */
const OPENS = "2026-12-10";

const started = Date.now();
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

/** A date `months` calendar months before `date` (the day kept; these days exist in every month). */
function monthsBefore(date, months) {
  const [y, m, d] = date.split("-").map(Number);
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function seedSql() {
  const lines = [];
  const q = (text) => `'${String(text).replaceAll("'", "''")}'`;
  for (let i = 0; i < MEMBERS; i += 1) {
    const id = `bench-${i}`;
    const child = 1_000_000 + i;
    // Born 1, 2, 3 or 4 months before the windows open: BCG and polio 1, or the 2-, 3- or 4-month doses.
    const months = 1 + (i % 4);
    lines.push(
      `INSERT INTO users (id, name, email, email_verified, role) VALUES (${q(id)}, ${q(`Ibu Uji ${i}`)}, ${q(`${id}@contoh.id`)}, 1, 'member');`,
      `INSERT INTO reminder_settings (user_id, time_zone, email_on) VALUES (${q(id)}, 'WIB', 1);`,
      `INSERT INTO children (id, user_id, name, sex, birth_date) VALUES (${child}, ${q(id)}, 'Anak', 'perempuan', ${q(monthsBefore(OPENS, months))});`,
      `INSERT INTO child_immunisations (child_id, dose, given_on) VALUES (${child}, 'hb0', ${q(monthsBefore(OPENS, months))});`,
      `INSERT INTO child_measurements (child_id, measured_on, weight_kg) VALUES (${child}, '2026-11-20', 5.5);`,
      ...["imunisasi", "perkembangan", "penimbangan", "vitamin-a"].map(
        (topic) => `INSERT INTO reminder_topics (user_id, child_id, topic) VALUES (${q(id)}, ${child}, ${q(topic)});`,
      ),
    );
    if (i % 2 === 0) {
      lines.push(
        `INSERT INTO calculator_history (user_id, calculator_type, input_data, result) VALUES (${q(id)}, 'hpl', '{"lastPeriod":"2026-06-01","cycleLength":28}', '{}');`,
        `INSERT INTO reminder_topics (user_id, child_id, topic) VALUES (${q(id)}, NULL, 'kehamilan');`,
      );
    }
  }
  return lines.join("\n");
}

/** The CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The workerd processes under the server's process group. */
function workerdPids() {
  const out = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((line) => /\/workerd\s+serve/.test(line) && line.includes("reminders-bench") === false)
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter(Number.isInteger);
}

async function run(base, label) {
  const pids = workerdPids();
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const before = (await settle(() => readD1(base))).reading;
  const t0 = performance.now();
  const response = await fetch(`${base}/__dev/outbox`, {
    method: "POST",
    body: new URLSearchParams({ waktu: RUN_AT }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    redirect: "manual",
    signal: AbortSignal.timeout(900_000),
  });
  const wall = (performance.now() - t0) / 1000;
  const after = (await settle(() => readD1(base))).reading;
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  const ran = /pengingat=(\d+)-(\d+)-(\d+)/.exec(response.headers.get("Location") ?? "");
  if (!ran) throw new Error(`the run answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  // The request guard's own rate-limit write is one of the round trips.
  const result = {
    label,
    members: Number(ran[1]),
    mails: Number(ran[2]),
    failed: Number(ran[3]),
    roundTrips: after.count - before.count,
    statements: after.queries - before.queries,
    wallSeconds: Number(wall.toFixed(1)),
    workerdCpuSeconds: Number(cpu.toFixed(1)),
  };
  log(JSON.stringify(result));
  return result;
}

ensureBuild();
log(`Seeding a fresh local D1 with the demo data and ${MEMBERS} members with reminders on...`);
freshSeededDatabase(PERSIST);
const file = join(tmpdir(), `bidanku-reminders-bench-${process.pid}.sql`);
writeFileSync(file, seedSql());
wrangler(["d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--file", file, "--yes"], { timeout: 900_000 });
rmSync(file, { force: true });
log("Seeded. Starting wrangler dev...");
const server = await startServer({ persistTo: PERSIST, readyPath: "/__test/d1" });
try {
  const first = await run(server.url, "first run");
  const again = await run(server.url, "rerun (same hour)");
  console.log("\n| Run | Members looked at | Mails | D1 round trips | Statements | Wall time | workerd CPU |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of [first, again]) {
    console.log(
      `| ${r.label} | ${r.members} | ${r.mails} (${r.failed} failed) | ${r.roundTrips} | ${r.statements} | ${r.wallSeconds} s | ${r.workerdCpuSeconds} s |`,
    );
  }
  if (again.mails !== 0) throw new Error("the rerun sent mail");
} finally {
  await server.stop();
}
