// The article list's address and the states it refuses to show (decision 016): a category that
// does not exist, or a page past the last one, is answered with a redirect to the nearest honest
// list instead of a page that contradicts itself.

/** The list's address for a search, a category and a page; page 1 and empty parts are left out. */
export function articleListHref(q: string, category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("kategori", category);
  if (page > 1) params.set("halaman", String(page));
  const search = params.toString();
  return search ? `/artikel?${search}` : "/artikel";
}

/** The category as it is stored, matched without regard to letter case; null if there is none. */
export function findCategory(name: string, known: readonly string[]): string | null {
  if (known.includes(name)) return name;
  const lower = name.toLowerCase();
  return known.find((candidate) => candidate.toLowerCase() === lower) ?? null;
}

export type ListCorrection =
  /** Same category in another letter case: quietly use the stored spelling. */
  | { reason: "category-case"; to: string }
  /** No such category: all categories, with a notice. */
  | { reason: "unknown-category"; to: string }
  /** Past the last page: the last page, with a notice. */
  | { reason: "page-past-end"; to: string; lastPage: number };

/**
 * Where the list should be instead, or null when the request is a state the page can show as
 * asked. The category is checked first: without it the page count is a different one.
 */
export function listCorrection(state: {
  q: string;
  category: string | null;
  page: number;
  pages: number;
  categories: readonly string[];
}): ListCorrection | null {
  const { q, category, page, pages } = state;
  if (category !== null) {
    const stored = findCategory(category, state.categories);
    if (stored === null) return { reason: "unknown-category", to: articleListHref(q, null) };
    if (stored !== category) return { reason: "category-case", to: articleListHref(q, stored, page) };
  }
  if (page > pages) return { reason: "page-past-end", to: articleListHref(q, category, pages), lastPage: pages };
  return null;
}
