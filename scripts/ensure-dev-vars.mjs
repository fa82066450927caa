// Makes sure .dev.vars (git-ignored) has every secret named in .dev.vars.example, filling
// missing ones with fresh random values. Local runs need them; production sets its own
// with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const target = new URL("../.dev.vars", import.meta.url);
const example = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");
const current = existsSync(target) ? readFileSync(target, "utf8") : "";

const missing = [...example.matchAll(/^(\w*SECRET)=/gm)]
  .map((match) => match[1])
  .filter((name) => !new RegExp(`^${name}=`, "m").test(current));

if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString("hex")}`);
  const prefix = current && !current.endsWith("\n") ? "\n" : "";
  writeFileSync(target, `${current}${prefix}${lines.join("\n")}\n`);
  console.log(`.dev.vars: added ${missing.join(", ")}.`);
}
