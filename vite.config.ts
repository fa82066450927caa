import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientScripts } from "./scripts/vite-client-scripts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), clientScripts()],
  resolve: {
    tsconfigPaths: true,
    // sanitize-html's optional style parser; the allow-list keeps no style attributes (decision 019).
    alias: [
      { find: /^postcss$/, replacement: fileURLToPath(new URL("./app/server/postcss-stub.cjs", import.meta.url)) },
    ],
  },
});
