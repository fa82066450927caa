/** Names of the page itself that the server's document and the browser scripts share. */

/** Marks the inline `<style>` that entry.server.tsx fills with the CSS the finished page uses. */
export const SITE_CSS_MARK = "data-site-css";

/**
 * Set on `<html>` once every deferred script of the page has run (app/client/entries/enhance.ts):
 * journeys with JavaScript wait for it before they click (tests/e2e/support.ts).
 */
export const SCRIPTS_READY_MARK = "data-hydrated";
