import { defineConfig } from "vitest/config";

// Pure code only (app/domain, app/schemas and other side-effect-free modules), in plain Node.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
  },
});
