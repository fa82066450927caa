/**
 * The names the offline pieces' markup (OfflineParts.tsx, ReadList.tsx) and their scripts
 * (./form.ts, ./script.ts) share (issue 17, decision 047).
 */
/** The alert a form gets offline for refused input, as a template; and one shown. */
export const OFFLINE_ERRORS = "data-offline-errors";
export const OFFLINE_ERRORS_SHOWN = "data-offline-errors-shown";
/** A field marked invalid by the offline alert. */
export const OFFLINE_INVALID = "data-offline-invalid";
/** A date field that says "today": a copy kept offline puts the new today in (./form.dom.ts). */
export const OFFLINE_TODAY = "data-today";
/** The offline page's "Coba lagi" link: the script points it at the address asked for. */
export const OFFLINE_RETRY = "data-offline-retry";
/** The offline page's list of articles kept as they were read. */
export const OFFLINE_READ_LIST = "data-read-list";
