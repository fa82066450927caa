// Secrets are not in wrangler.toml, so `wrangler types` cannot see them on a fresh clone.
declare namespace Cloudflare {
  interface Env {
    SESSION_SECRET: string;
    /** "true" only in local test runs: enables the routes under /__test. */
    ENABLE_TEST_ROUTES?: string;
  }
}
