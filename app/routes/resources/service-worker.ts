import { SERVICE_WORKER, SERVICE_WORKER_VERSION } from "virtual:client-scripts";
import { SERVICE_WORKER_SECURITY_POLICY } from "~/server/csp.server";

/**
 * The service worker (app/sw/sw.ts, decision 047) at the root of the site, so that it serves
 * every page. The browser asks for it again on each visit (at most once a day), past any cache;
 * `no-cache` makes every other cache ask too, so a deploy's new worker is found at once. Its
 * version is its entity tag: asked again with it, an unchanged worker is a 304
 * (finalizeResponse, decision 066).
 */
export function loader() {
  return new Response(SERVICE_WORKER, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": SERVICE_WORKER_SECURITY_POLICY,
      ETag: `W/"${SERVICE_WORKER_VERSION}"`,
    },
  });
}
