import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

/**
 * What reaches the logs of an error (decision 038). Refusals the site meant (a 4xx: a POST to a
 * page without a form, a bad body) are not errors and are not logged, so nobody can flood the
 * logs with them. Real errors are logged with the method and path only: a query string can hold
 * a password-reset or verification token, and bodies (passwords, health questions) never go in.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`${request.method} ${new URL(request.url).pathname}:`, error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  // The response's CSP nonce (workers/app.ts): React Router puts it on every inline script it
  // writes (hydration data, module loader, scroll restoration), React on its own.
  const { nonce } = loadContext;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors in the shell reject and are logged by React Router; log only the later ones.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Pages hold no deferred data: send the whole document at once, so the status code is final
  // and every reader (and crawler) gets complete HTML without waiting for JavaScript.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
