import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import siteCss from "./app.css?inline";
import { SITE_CSS_MARK, ServerDocumentContext } from "./components/server-document";
import { criticalCss } from "./server/critical-css.server";
import { pageEntityTag } from "./server/entity-tags.server";
import { PUBLIC_CACHE_CONTROL } from "./server/http.server";
import { loggable, loggablePath } from "~/server/log.server";

/**
 * What reaches the logs of an error (decision 038). Refusals the site meant (a 4xx: a POST to a
 * page without a form, a bad body) are not errors and are not logged, so nobody can flood the
 * logs with them. Real errors are logged with the method and path only: a query string can hold
 * a password-reset or verification token, and bodies (passwords, health questions) never go in:
 * `loggable` drops the values a failed query carries in its message (a child's name, a question).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`${request.method} ${loggablePath(new URL(request.url).pathname)}:`, loggable(error));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  // The response's CSP nonce (workers/app.ts), for the inline stylesheet and the few bytes of
  // inline script a page carries.
  const { nonce } = loadContext;
  const page = (
    <ServerDocumentContext.Provider value={{ nonce }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ServerDocumentContext.Provider>
  );
  const body = await renderToReadableStream(page, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors in the shell reject and are logged by React Router; log only the later ones.
      if (shellRendered) console.error(loggable(error));
    },
  });
  shellRendered = true;

  // Pages hold no deferred data: send the whole document at once, so the status code is final
  // and every reader (and crawler) gets complete HTML without waiting for JavaScript.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const init = { headers: responseHeaders, status: responseStatusCode };
  // No page runs the framework in the browser (decisions 042, 062): each carries, inline, the part
  // of the stylesheet it uses (decision 039). React Router's marks for its lazy route discovery
  // and React's between adjacent texts are for hydration only: pages go without them.
  const html = (await new Response(body).text()).replaceAll(' data-discover="true"', "").replaceAll("<!-- -->", "");
  const mark = `${SITE_CSS_MARK}=""></style>`;
  const at = html.indexOf(mark);
  const css = at < 0 ? "" : criticalCss(siteCss, html).replaceAll("</", "<\\/");
  const finished =
    at < 0 ? html : `${html.slice(0, at)}${SITE_CSS_MARK}="">${css}</style>${html.slice(at + mark.length)}`;
  // A public page gets an entity tag, so an unchanged page costs a reader (and the service
  // worker keeping it) a 304; finalizeResponse answers it, and takes the tag off a page it makes
  // private (decision 066).
  if (
    (request.method === "GET" || request.method === "HEAD") &&
    responseStatusCode === 200 &&
    responseHeaders.get("Cache-Control") === PUBLIC_CACHE_CONTROL
  ) {
    responseHeaders.set("ETag", await pageEntityTag(finished, nonce));
  }
  return new Response(finished, init);
}
