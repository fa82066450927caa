/**
 * How a page is served to the browser (decisions 039, 042 and 062), declared by its route's `handle`.
 * No page runs the framework in the browser:
 *
 * - no `handle` (the default): plain server-rendered HTML with the stylesheet inlined, plus the
 *   site's small enhancement script (app/client/enhance.ts: busy labels, password toggles, the
 *   toasts' close button), never the framework. Every form posts as HTML forms do.
 * - `STATIC_PAGE`, for reading pages: not even that script; HTML and inline CSS only (any inline
 *   touch a page needs, such as the share box, comes in its own few hundred bytes).
 * - `scripts`: page scripts of app/client/ loaded after the enhancement script (the calculators,
 *   the growth check's offline answer, the article editor's rich text and tags).
 */
export type ClientScript = "calculators" | "growth" | "editor" | "tags";

export interface PageHandle {
  plain?: boolean;
  scripts?: readonly ClientScript[];
  /** The page renders its notification region itself (root.tsx then leaves its own out). */
  ownToaster?: boolean;
}

export const STATIC_PAGE = { plain: true } as const satisfies PageHandle;

export type PageMode = "plain" | "enhanced";

/** How the page made of routes with these handles is served (root.tsx and entry.server ask). */
export function pageMode(handles: readonly unknown[]): PageMode {
  const list = handles.map((handle) => (handle ?? {}) as PageHandle);
  if (list.some((handle) => handle.plain === true)) return "plain";
  return "enhanced";
}

/** The page scripts the routes of a page ask for, once each. */
export function pageScripts(handles: readonly unknown[]): ClientScript[] {
  return [...new Set(handles.flatMap((handle) => (handle as PageHandle | undefined)?.scripts ?? []))];
}
