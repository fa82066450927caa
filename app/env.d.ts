// Secrets are not in wrangler.toml, so `wrangler types` cannot see them on a fresh clone.
declare namespace Cloudflare {
  interface Env {
    /** Signs flash cookies; at least 32 characters. */
    SESSION_SECRET: string;
    /** better-auth's signing secret; at least 32 characters. */
    BETTER_AUTH_SECRET: string;
    /** Resend API key; when unset, mail goes to the local outbox. */
    RESEND_API_KEY?: string;
    /** Sender address for Resend, e.g. "Bidanku <noreply@bidanku.id>". */
    MAIL_FROM?: string;
    /** "true" only in local test runs: enables the routes under /__test. */
    ENABLE_TEST_ROUTES?: string;
    /** "on" where Cloudflare's image transformations are enabled for the zone (decision 041). */
    IMAGE_RESIZING?: string;
    /** "off" turns the edge cache of public pages off (test runs that change D1 behind its back). */
    EDGE_CACHE?: string;
    /** With CF_PURGE_TOKEN (Zone > Cache Purge): a save purges the pages in every data centre. */
    CF_ZONE_ID?: string;
    CF_PURGE_TOKEN?: string;
  }
}
