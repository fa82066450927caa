/**
 * For a reading page (decision 039): `export const handle = STATIC_PAGE` and
 * `export const clientLoader = loadAsDocument`.
 *
 * - `handle`: the root leaves out React Router's scripts, so the page is HTML and inline CSS only.
 * - `clientLoader`: a page that does hydrate (a calculator) may link here; instead of rendering
 *   the reading page in the browser, where its inline scripts would not run, the browser loads it
 *   as a document, exactly as a first-time reader gets it.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/** True for a route `handle` that says the page ships no scripts (the root and entry.server ask). */
export function shipsNoScripts(handle: unknown): boolean {
  return (handle as { hydrate?: boolean } | undefined)?.hydrate === false;
}

interface RouterWindow {
  /** Set by React Router's HydratedRouter; its pending navigation knows the link's #fragment. */
  __reactRouterDataRouter?: { state: { navigation: { location?: { hash: string } } } };
}

export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  const url = new URL(request.url);
  url.hash = (window as RouterWindow).__reactRouterDataRouter?.state.navigation.location?.hash ?? "";
  window.location.assign(url.href);
  // The document load replaces this page; the router waits for nothing else.
  return new Promise<never>(() => {});
}
