import { defineConfig } from "vitest/config";

// Pure code only (app/domain and other side-effect-free modules), in plain Node.
export default defineConfig({
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
