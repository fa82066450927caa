// "Hemat data" (issue 17, decision 047): a reader on expensive data asks, by her browser's
// `Save-Data: on` or by the footer's switch (a cookie), for pages without pictures other than
// the article's own, and for nothing fetched ahead for offline use.

/** The switch's cookie. Not one of the site's own (`bidanku_...`): a page for a reader who
 * saves data stays public, kept by the edge cache (as its own variant) and the service worker. */
export const DATA_SAVER_COOKIE = "hemat_data";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Whether a request asks to save data: the switch's cookie when it is set (1 on, 0 off: the
 * reader's own choice wins over her browser's), else `Save-Data: on`.
 */
export function savesData(saveDataHeader: string | null, cookieHeader: string | null): boolean {
  const parts = (cookieHeader ?? "").split(";").map((part) => part.trim());
  if (parts.includes(`${DATA_SAVER_COOKIE}=1`)) return true;
  if (parts.includes(`${DATA_SAVER_COOKIE}=0`)) return false;
  return saveDataHeader?.trim().toLowerCase() === "on";
}

/** The Set-Cookie value of the switch, kept for a year either way. */
export function dataSaverCookie(on: boolean, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${DATA_SAVER_COOKIE}=${on ? 1 : 0}; Max-Age=${ONE_YEAR_SECONDS}`, ...attributes].join("; ");
}

/** The list pages' own parameters (search, category, page): the only ones the switch goes back with. */
const RETURN_PARAMETERS = ["q", "kategori", "halaman"];

/**
 * Where the switch goes back to: the page's path and its list parameters only. Any other part of
 * the address (a reset or verification token, a result address) stays out of the page's HTML.
 */
export function switchReturnPath(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (RETURN_PARAMETERS.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
