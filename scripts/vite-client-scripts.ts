// The site's own small browser scripts (decision 042): each entry in app/client/ is bundled on
// its own (no shared chunks, no framework), minified, and written to the client build as
// build/client/assets/client-<name>-<hash>.js, which Cloudflare serves as immutable. The server imports
// `virtual:client-scripts` for their addresses. Under `react-router dev` the same bundles are
// served from memory at the same addresses.
//
// The service worker (app/sw/sw.ts, decision 047) is built the same way as a classic script and
// handed to the server as text (`SERVICE_WORKER`), which serves it at /sw.js: a worker's address
// must stay the same from deploy to deploy. Its version (`SERVICE_WORKER_VERSION`), which names
// its caches and is its entity tag, is a hash of its own code and of every page script, so any
// change to either installs a new worker.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { packGrowthTables } from "../app/domain/who/packed";
import { type GrowthTableTexts, readGrowthTables } from "../app/domain/who/tables";

const ENTRIES = {
  enhance: "app/client/entries/enhance.ts",
  calculators: "app/client/entries/calculators.ts",
  growth: "app/client/entries/growth.ts",
  // Loaded by the growth check's page only without a network (decision 047).
  "growth-offline": "app/client/entries/growth-offline.ts",
  // The article editor's pages (decision 062).
  editor: "app/client/entries/editor.ts",
  tags: "app/client/entries/tags.ts",
} as const;

// Scripts the server puts inline in the page (classic scripts, `document.currentScript` finds
// their place): reading pages download no script (decisions 039 and 061), yet these are typed
// sources bundled like the others, never strings of hand-minified code.
const INLINE_ENTRIES = {
  share: "app/client/entries/share.ts",
  "offline-page": "app/client/entries/offline-page.ts",
  "sw-register": "app/client/entries/sw-register.ts",
  "submit-on-change": "app/client/entries/submit-on-change.ts",
  // "Simpan untuk offline" on the calculators, the growth check and the guides (decision 066).
  "keep-offline": "app/client/entries/keep-offline.ts",
} as const;

type Name = keyof typeof ENTRIES;
type InlineName = keyof typeof INLINE_ENTRIES;
interface Bundle {
  fileName: string;
  code: string;
}

const VIRTUAL = "virtual:client-scripts";
const RESOLVED = `\0${VIRTUAL}`;
const root = fileURLToPath(new URL("..", import.meta.url));

const SERVICE_WORKER_ENTRY = "app/sw/sw.ts";
const VERSION_MARK = "__BIDANKU_SW_VERSION__";

// WHO's seven tables for the offline growth check, packed at build time (decision 049): the
// browser's module imports `virtual:who-tables` instead of the 490 KB of text.
const WHO_VIRTUAL = "virtual:who-tables";
const WHO_FILES: Record<keyof GrowthTableTexts, string> = {
  weight: "weianthro.txt",
  length: "lenanthro.txt",
  head: "hcanthro.txt",
  bmi: "bmianthro.txt",
  wfl: "wflanthro.txt",
  wfh: "wfhanthro.txt",
  arm: "acanthro.txt",
};
const whoPath = (file: string) => fileURLToPath(new URL(`../app/domain/who/${file}`, import.meta.url));

function whoTables(): Plugin {
  return {
    name: "bidanku-who-tables",
    resolveId: (id) => (id === WHO_VIRTUAL ? `\0${WHO_VIRTUAL}` : undefined),
    load(id) {
      if (id !== `\0${WHO_VIRTUAL}`) return;
      const texts = Object.fromEntries(
        Object.entries(WHO_FILES).map(([name, file]) => [name, readFileSync(whoPath(file), "utf8")]),
      ) as unknown as GrowthTableTexts;
      const packed = JSON.stringify(packGrowthTables(readGrowthTables(texts)));
      // JSON.parse of a string literal is quicker for the browser to read than the same object as code.
      return `export default JSON.parse(${JSON.stringify(packed)});`;
    },
  };
}

async function bundle(entry: string, worker = false, classic = worker): Promise<{ code: string; files: string[] }> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [whoTables()],
    resolve: { tsconfigPaths: true },
    define: worker ? { __SW_VERSION__: JSON.stringify(VERSION_MARK) } : {},
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: "es2020",
      modulePreload: false,
      lib: {
        entry: fileURLToPath(new URL(`../${entry}`, import.meta.url)),
        // A service worker registered without `type: "module"` is a classic script.
        formats: [classic ? "iife" : "es"],
        name: classic ? "bidankuServiceWorker" : undefined,
        fileName: "script",
      },
      // Lib mode keeps whitespace in ES output (for pure annotations); these files are final.
      // Reading a property has no side effect in our code (no getters): unused derived tables
      // (the messages' GUARD_TITLES) are dropped with what they read.
      rollupOptions: {
        output: { inlineDynamicImports: true, minify: true },
        treeshake: { propertyReadSideEffects: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
  const chunk = outputs.find((output) => output.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error(`client script ${entry}: no output`);
  const tables = chunk.moduleIds.includes(`\0${WHO_VIRTUAL}`) ? Object.values(WHO_FILES).map(whoPath) : [];
  return { code: chunk.code, files: [...chunk.moduleIds.filter((id) => id.startsWith(root)), ...tables] };
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

interface Built {
  scripts: Record<Name, Bundle>;
  inline: Record<InlineName, string>;
  serviceWorker: string;
  serviceWorkerVersion: string;
}

export function clientScripts(): Plugin {
  let bundles: Promise<Built> | null = null;
  let watched: string[] = [];
  const load = () => {
    bundles ??= (async () => {
      const scripts = {} as Record<Name, Bundle>;
      watched = [];
      for (const [name, entry] of Object.entries(ENTRIES) as [Name, string][]) {
        const { code, files } = await bundle(entry);
        scripts[name] = { fileName: `assets/client-${name}-${hashOf(code)}.js`, code };
        watched.push(...files);
      }
      const inline = {} as Record<InlineName, string>;
      for (const [name, entry] of Object.entries(INLINE_ENTRIES) as [InlineName, string][]) {
        const { code, files } = await bundle(entry, false, true);
        // Inside <script>: no "</script" may end it early (esbuild escapes it in strings; checked).
        if (/<\/script|<!--/i.test(code)) throw new Error(`inline script ${name} contains </script or <!--`);
        inline[name] = code.trim();
        watched.push(...files);
      }
      const worker = await bundle(SERVICE_WORKER_ENTRY, true);
      watched.push(...worker.files);
      const version = hashOf(
        [worker.code, ...Object.values(scripts).map(({ fileName }) => fileName), ...Object.values(inline)].join("\n"),
      );
      return {
        scripts,
        inline,
        serviceWorker: worker.code.replaceAll(VERSION_MARK, version),
        serviceWorkerVersion: version,
      };
    })();
    return bundles;
  };
  return {
    name: "bidanku-client-scripts",
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return;
      const { scripts, inline, serviceWorker, serviceWorkerVersion } = await load();
      for (const file of watched) this.addWatchFile(file);
      const urls = Object.fromEntries(Object.entries(scripts).map(([name, { fileName }]) => [name, `/${fileName}`]));
      return [
        `export const CLIENT_SCRIPTS = ${JSON.stringify(urls)};`,
        `export const INLINE_SCRIPTS = ${JSON.stringify(inline)};`,
        `export const SERVICE_WORKER = ${JSON.stringify(serviceWorker)};`,
        `export const SERVICE_WORKER_VERSION = ${JSON.stringify(serviceWorkerVersion)};`,
      ].join("\n");
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, code } of Object.values((await load()).scripts)) {
        this.emitFile({ type: "asset", fileName, source: code });
      }
    },
    configureServer(server) {
      // A change to a client script rebuilds it (new address) and reloads the page.
      server.watcher.on("change", (file) => {
        if (!watched.includes(file)) return;
        bundles = null;
        const module = server.environments.ssr?.moduleGraph.getModuleById(RESOLVED);
        if (module) server.environments.ssr?.moduleGraph.invalidateModule(module);
        server.ws.send({ type: "full-reload" });
      });
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        const match = Object.values((await load()).scripts).find(({ fileName }) => `/${fileName}` === path);
        if (!match) return next();
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(match.code);
      });
    },
  };
}
