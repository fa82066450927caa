// "Hemat data" (issue 17, decision 047): a reader on expensive data asks, by her browser's
// `Save-Data: on` or by the footer's switch (a cookie), for pages without pictures other than
// the article's own, and for nothing fetched ahead for offline use.

/** The switch's cookie. Not one of the site's own (`bidanku_...`): a page for a reader who
 * saves data stays public, kept by the edge cache (as its own variant) and the service worker. */
export const DATA_SAVER_COOKIE = "hemat_data";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether a request asks to save data: `Save-Data: on`, or the switch's cookie set to 1. */
export function savesData(saveDataHeader: string | null, cookieHeader: string | null): boolean {
  if (saveDataHeader?.trim().toLowerCase() === "on") return true;
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${DATA_SAVER_COOKIE}=1`);
}

/** The Set-Cookie value of the switch: on for a year, or cleared. */
export function dataSaverCookie(on: boolean, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  const value = on ? `${DATA_SAVER_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}` : `${DATA_SAVER_COOKIE}=; Max-Age=0`;
  return [value, ...attributes].join("; ");
}
