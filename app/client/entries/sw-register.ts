/**
 * Inline on every page (issue 17, decision 047): once the page has loaded, registers the service
 * worker (/sw.js) and tells it whether the reader saves data ("Hemat data": the script carries
 * `data-hemat`), so that it keeps the pages for offline use only when she does not. A browser
 * without service workers, or with JavaScript off, skips it all.
 */
import { SW_HEMAT } from "../offline/contract";

// An inline classic script always has its element while it runs.
const hemat = document.currentScript!.hasAttribute(SW_HEMAT);
// Undefined where the browser has no service workers (or the page is not on https).
const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
workers &&
  addEventListener("load", () =>
    workers
      .register("/sw.js")
      .then(() => workers.ready)
      .then((registration) => registration.active?.postMessage({ type: "hemat", on: hemat }))
      .catch(() => {}),
  );
