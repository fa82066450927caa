import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure code only (app/domain, app/schemas and other side-effect-free modules), in plain Node.
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: {
      "virtual:client-scripts": fileURLToPath(new URL("app/client/client-scripts.test-stub.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
