/**
 * The few bytes of inline script on every page served without the framework (issue 17,
 * decision 047): once the page has loaded, registers the service worker (/sw.js) and tells it
 * whether the reader saves data ("Hemat data"), so that it keeps the pages for offline use only
 * when she does not. A browser without service workers, or with JavaScript off, skips it all.
 */
export function serviceWorkerRegistration(hemat: boolean): string {
  return `"serviceWorker"in navigator&&addEventListener("load",()=>{const s=navigator.serviceWorker;s.register("/sw.js").then(()=>s.ready).then(r=>r.active&&r.active.postMessage({type:"hemat",on:${hemat}})).catch(()=>{})})`;
}
