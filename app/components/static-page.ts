/**
 * How a page is served to the browser (decisions 039 and 042), declared by its route's `handle`:
 *
 * - no `handle` (the default): plain server-rendered HTML with the stylesheet inlined, plus the
 *   site's small enhancement script (app/client/enhance.ts: busy labels, password toggles, the
 *   toasts' close button), never the framework. Every form posts as HTML forms do.
 * - `STATIC_PAGE`, for reading pages: not even that script; HTML and inline CSS only (any inline
 *   touch a page needs, such as the share box, comes in its own few hundred bytes).
 * - `HYDRATED_PAGE`: React and React Router in the browser, for the one editor that cannot work
 *   without them (the article editor's rich text, TipTap).
 * - `scripts`: page scripts of app/client/ loaded after the enhancement script (the calculators,
 *   the growth check's offline answer).
 */
export type ClientScript = "calculators" | "growth";

export interface PageHandle {
  hydrate?: boolean;
  plain?: boolean;
  scripts?: readonly ClientScript[];
  /** The page renders its notification region itself (root.tsx then leaves its own out). */
  ownToaster?: boolean;
}

export const STATIC_PAGE = { plain: true } as const satisfies PageHandle;
export const HYDRATED_PAGE = { hydrate: true } as const satisfies PageHandle;

export type PageMode = "plain" | "enhanced" | "hydrated";

/** How the page made of routes with these handles is served (root.tsx and entry.server ask). */
export function pageMode(handles: readonly unknown[]): PageMode {
  const list = handles.map((handle) => (handle ?? {}) as PageHandle);
  if (list.some((handle) => handle.hydrate === true)) return "hydrated";
  if (list.some((handle) => handle.plain === true)) return "plain";
  return "enhanced";
}

/** The page scripts the routes of a page ask for, once each. */
export function pageScripts(handles: readonly unknown[]): ClientScript[] {
  return [...new Set(handles.flatMap((handle) => (handle as PageHandle | undefined)?.scripts ?? []))];
}
