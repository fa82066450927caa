/**
 * The names forms' server markup (app/components/forms.tsx, the login page, the growth check, the
 * plan) and the forms script (./script.ts) share.
 */
/** On a submit button: its label while the form is being sent ("Mengirim..."). */
export const FORM_PENDING = "data-pending";
/** Set by the script: the button's own label while it shows the pending one. */
export const FORM_IDLE = "data-idle";
/** Set by the script on a form being sent: a second submit is ignored. */
export const FORM_BUSY = "data-busy";
/** A form whose answer is a file: never locked. */
export const FORM_DOWNLOAD = "data-download";
/** A form sent in the background; the value is the id of the element the answer replaces. */
export const FORM_SWAP = "data-swap";
/** On a submit button: names of fields that must be filled before it is enabled. */
export const FORM_NEEDS = "data-needs";
/** A password field's show/hide button (rendered hidden), with its two labels. */
export const FORM_PASSWORD_TOGGLE = "data-password-toggle";
export const FORM_PASSWORD_SHOW = "data-show";
export const FORM_PASSWORD_HIDE = "data-hide";
export const FORM_PASSWORD_LABEL = "data-label";
/** A hidden field the script sets to "1": the server then knows JavaScript ran (the login). */
export const FORM_JS_FLAG = "data-js-flag";
/** A button (rendered hidden) that opens the browser's print dialog. */
export const FORM_PRINT = "data-print";
/** A `<dialog>` rendered open that the script makes modal. */
export const FORM_MODAL = "data-modal";
/** A select whose choice is shown at once: its form is sent on change (the article list). */
export const FORM_SUBMIT_ON_CHANGE = "data-submit-on-change";
/** A note shown only while the browser has no network. */
export const FORM_OFFLINE_NOTE = "data-offline-note";

/** Raised (cancelable) on a form whose background send failed: a page script may answer it. */
export const OFFLINE_SUBMIT_EVENT = "bidanku:offline-submit";
