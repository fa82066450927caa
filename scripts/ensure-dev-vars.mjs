// Creates .dev.vars (git-ignored) from .dev.vars.example with fresh random secrets, once.
// Local runs need a signing secret; production sets its own with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const target = new URL("../.dev.vars", import.meta.url);
if (existsSync(target)) process.exit(0);

const example = readFileSync(new URL("../.dev.vars.example", import.meta.url), "utf8");
const filled = example.replace(/^(\w*SECRET)=.*$/gm, (_, name) => `${name}=${randomBytes(32).toString("hex")}`);
writeFileSync(target, filled);
console.log("Created .dev.vars with fresh local secrets.");
