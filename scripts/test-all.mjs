// `npm test`: every stage of the suite, each timed (issue 30). Stages in one group run side by
// side, two at a time (this machine has two cores), their output printed whole as each ends; the
// groups run in order. The first failure stops the run (the stage running beside it is stopped
// too), and the table of times is printed at the end or as far as the run got. Ctrl-C stops
// every stage's processes.
import { spawn } from "node:child_process";

/** Groups of [name, command, args]; a group starts when the one before has passed. */
const GROUPS = [
  [["browser", "node", ["scripts/check-chromium.mjs"]]],
  [
    ["local secrets", "npm", ["run", "--silent", "setup:local"]],
    // The generated types tsc and knip read (worker-configuration.d.ts, .react-router/types).
    ["generated types", "npx", ["--no-install", "wrangler", "types"]],
  ],
  [["route types", "npx", ["--no-install", "react-router", "typegen"]]],
  [
    ["typecheck", "npx", ["--no-install", "tsc", "-b"]],
    ["build", "npm", ["run", "--silent", "build"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["unit", "npm", ["run", "--silent", "test:unit"]],
    // Last in the queue, so after the build (it serves build/); beside the type check rather
    // than the integration tests, which use both cores for their own two files (issue 35).
    ["restore drill", "npm", ["run", "--silent", "test:restore"]],
  ],
  [
    ["integration", "npm", ["run", "--silent", "test:integration"]],
    ["deploy dry run", "npm", ["run", "--silent", "test:deploy"]],
  ],
  [["journeys", "npx", ["--no-install", "playwright", "test"]]],
];
const AT_ONCE = 2;

const times = [];
const format = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s` : `${s} s`;
};
const started = Date.now();

function report(failed) {
  const width = Math.max(...GROUPS.flat().map(([name]) => name.length), 9);
  console.log("\nnpm test: time per stage (stages of one group ran side by side)");
  for (const { name, ms, ok, group } of times)
    console.log(
      `  ${String(group).padStart(2)}  ${name.padEnd(width)}  ${format(ms).padStart(10)}${ok ? "" : "  FAILED"}`,
    );
  console.log(`      ${"wall clock".padEnd(width)}  ${format(Date.now() - started).padStart(10)}`);
  if (failed) console.log(`\nStopped: "${failed}" failed.`);
}

/** The stages running now: each in its own process group, so stopping one stops all it started. */
const running = new Set();
const stop = (child) => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

/** Runs one stage; alone it prints as it goes, beside others its output is kept until it ends. */
function run([name, command, args], group, alone) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      const ok = code === 0;
      times.push({ name, ms: Date.now() - began, ok, group });
      if (!alone) {
        console.log(`\n===== ${name} (${format(Date.now() - began)}, ${ok ? "passed" : "FAILED"}) =====`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok, child });
    });
  });
}

for (const [index, stages] of GROUPS.entries()) {
  const queue = [...stages];
  const failures = [];
  const workers = Array.from({ length: Math.min(AT_ONCE, stages.length) }, async () => {
    while (queue.length > 0 && failures.length === 0) {
      const result = await run(queue.shift(), index + 1, stages.length === 1);
      if (!result.ok) {
        failures.push(result.name);
        for (const child of running) stop(child);
      }
    }
  });
  await Promise.all(workers);
  if (failures.length > 0) {
    report(failures.join(", "));
    process.exit(1);
  }
}
report(null);
