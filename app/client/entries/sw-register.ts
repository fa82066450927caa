/**
 * Inline on every page (issue 17, decisions 047 and 066): once the page has loaded, registers the
 * service worker (/sw.js), which keeps the offline page and the danger signs, and what the reader
 * asks it to keep. A browser without service workers, or with JavaScript off, skips it all.
 */

// Undefined where the browser has no service workers (or the page is not on https).
const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
workers && addEventListener("load", () => workers.register("/sw.js").catch(() => {}));
