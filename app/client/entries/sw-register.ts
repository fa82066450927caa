/**
 * Inline on every page (issue 17, decision 047): once the page has loaded, registers the service
 * worker (/sw.js) and tells it whether the reader saves data ("Hemat data", the script's
 * `data-hemat`), so that it keeps the pages for offline use only when she does not. A browser
 * without service workers, or with JavaScript off, skips it all.
 */
import { SW_HEMAT } from "../offline/contract";

const hemat = document.currentScript?.getAttribute(SW_HEMAT) === "true";
if ("serviceWorker" in navigator) {
  addEventListener("load", () => {
    const workers = navigator.serviceWorker;
    workers
      .register("/sw.js")
      .then(() => workers.ready)
      .then((registration) => registration.active?.postMessage({ type: "hemat", on: hemat }))
      .catch(() => {});
  });
}
