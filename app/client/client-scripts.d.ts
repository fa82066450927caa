/** The addresses of the site's own browser scripts (scripts/vite-client-scripts.ts, decision 042). */
declare module "virtual:client-scripts" {
  export const CLIENT_SCRIPTS: Record<
    "enhance" | "growth-offline" | import("~/components/static-page").ClientScript,
    string
  >;
  /**
   * The few scripts a page carries inline (their code, built from app/client/entries like the
   * others): a reading page downloads no script (decisions 039 and 061).
   */
  export const INLINE_SCRIPTS: Record<
    "share" | "offline-page" | "sw-register" | "submit-on-change" | "keep-offline",
    string
  >;
  /** The service worker's code (app/sw/sw.ts, decision 047), served at /sw.js. */
  export const SERVICE_WORKER: string;
  /** Its version: a hash of its code and the site's scripts (its caches' name, its entity tag). */
  export const SERVICE_WORKER_VERSION: string;
}
