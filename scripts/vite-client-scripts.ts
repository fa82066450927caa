// The site's own small browser scripts (decision 042): each entry in app/client/ is bundled on
// its own (no shared chunks, no framework), minified, and written to the client build as
// build/client/assets/client-<name>-<hash>.js, which Cloudflare serves as immutable. The server imports
// `virtual:client-scripts` for their addresses. Under `react-router dev` the same bundles are
// served from memory at the same addresses.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

const ENTRIES = {
  enhance: "app/client/enhance.ts",
  calculators: "app/client/calculators.ts",
} as const;

type Name = keyof typeof ENTRIES;
interface Bundle {
  fileName: string;
  code: string;
}

const VIRTUAL = "virtual:client-scripts";
const RESOLVED = `\0${VIRTUAL}`;
const root = fileURLToPath(new URL("..", import.meta.url));

async function bundle(entry: string): Promise<{ code: string; files: string[] }> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: "es2020",
      modulePreload: false,
      lib: { entry: fileURLToPath(new URL(`../${entry}`, import.meta.url)), formats: ["es"], fileName: "script" },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
  const chunk = outputs.find((output) => output.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error(`client script ${entry}: no output`);
  return { code: chunk.code, files: chunk.moduleIds.filter((id) => id.startsWith(root)) };
}

export function clientScripts(): Plugin {
  let bundles: Promise<Record<Name, Bundle>> | null = null;
  let watched: string[] = [];
  const load = () => {
    bundles ??= (async () => {
      const out = {} as Record<Name, Bundle>;
      watched = [];
      for (const [name, entry] of Object.entries(ENTRIES) as [Name, string][]) {
        const { code, files } = await bundle(entry);
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
        out[name] = { fileName: `assets/client-${name}-${hash}.js`, code };
        watched.push(...files);
      }
      return out;
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
      const scripts = await load();
      for (const file of watched) this.addWatchFile(file);
      const urls = Object.fromEntries(Object.entries(scripts).map(([name, { fileName }]) => [name, `/${fileName}`]));
      return `export const CLIENT_SCRIPTS = ${JSON.stringify(urls)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, code } of Object.values(await load())) {
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
        const match = Object.values(await load()).find(({ fileName }) => `/${fileName}` === path);
        if (!match) return next();
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(match.code);
      });
    },
  };
}
