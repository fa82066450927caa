/**
 * What JavaScript adds to forms (decision 042); every form works without it:
 * - a submit button with `data-pending` says what is happening ("Mengirim...") and a form is not
 *   sent twice by a second tap, however long the answer takes (not a `data-download` form, whose
 *   answer is a file and leaves the page as it is);
 * - `data-js-flag` fields say JavaScript ran (the login then answers with its success dialog);
 * - password fields get their show/hide button (`data-password-toggle`);
 * - a `data-print` button (rendered hidden) appears and opens the browser's print dialog;
 * - a `dialog[data-modal]` (rendered open) becomes modal; Escape closes it and follows its link;
 * - a submit button with `data-needs="a b"` is disabled while field a or b is empty (Tanya Kami);
 * - a form with `data-swap="<id>"` is sent in the background and the element with that id is
 *   replaced by the answer's, with the answer's cut of the stylesheet: the result at once, no
 *   page load (the growth check); when that fails for want of a network, the page's own script
 *   may answer the form in the browser (`OFFLINE_SUBMIT_EVENT`, decision 047);
 * - `data-offline-note` paragraphs show while the browser has no network.
 */
import { selector } from "../names";
import { isOffline } from "../offline/form.dom";
import {
  FORM_BUSY,
  FORM_DOWNLOAD,
  FORM_IDLE,
  FORM_JS_FLAG,
  FORM_MODAL,
  FORM_NEEDS,
  FORM_OFFLINE_NOTE,
  FORM_PASSWORD_HIDE,
  FORM_PASSWORD_LABEL,
  FORM_PASSWORD_SHOW,
  FORM_PASSWORD_TOGGLE,
  FORM_PENDING,
  FORM_PRINT,
  FORM_SWAP,
  OFFLINE_SUBMIT_EVENT,
} from "./contract";
import { SITE_CSS_MARK } from "../document";

const all = <T extends Element>(selector: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T>(selector),
];

/** Busy labels, and one submit per form until the next page arrives. */
export function busyForms() {
  const reset = () => {
    for (const form of all<HTMLFormElement>(`form${selector(FORM_BUSY)}`)) form.removeAttribute(FORM_BUSY);
    for (const button of all<HTMLElement>(selector(FORM_IDLE))) {
      button.innerHTML = button.getAttribute(FORM_IDLE) ?? "";
      button.removeAttribute(FORM_IDLE);
      button.removeAttribute("aria-disabled");
    }
  };
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    // A form whose answer is a file (the plan's calendar) leaves the page as it is: never locked.
    if (event.defaultPrevented || form.target || form.hasAttribute(FORM_DOWNLOAD)) return;
    if (form.hasAttribute(FORM_BUSY)) {
      event.preventDefault();
      return;
    }
    // Locked until the next page: a slow upload must never go twice. (Back to this page from the
    // browser's memory unlocks it, below; a stopped load is a reload away.)
    form.setAttribute(FORM_BUSY, "1");
    const button = event.submitter as HTMLElement | null;
    const label = button?.getAttribute(FORM_PENDING);
    if (button && label) {
      button.setAttribute(FORM_IDLE, button.innerHTML);
      button.textContent = label;
      button.setAttribute("aria-disabled", "true");
    }
    const swapId = form.getAttribute(FORM_SWAP);
    if (swapId) {
      event.preventDefault();
      void swap(form, swapId).finally(reset);
    }
  });
  // Back to a page kept in the browser's memory: its forms are ready again.
  window.addEventListener("pageshow", (event) => event.persisted && reset());
}

/** How long a background send may take before the form is sent the plain way. */
const SWAP_TIMEOUT_MS = 15_000;

/**
 * Sends `form` in the background and puts the answer's element `id` (and its stylesheet cut) in
 * place of this page's. Anything unexpected (no connection, a timeout, an answer without that
 * element, such as a rate-limit page) sends the form the plain way instead, so `data-swap` is
 * only for forms that store nothing (the growth check): sending one twice does no harm.
 */
async function swap(form: HTMLFormElement, id: string) {
  // The attribute, not `form.action`, which a field named "action" would hide.
  const url = new URL(form.getAttribute("action") ?? "", window.location.href);
  if (url.origin !== window.location.origin) return HTMLFormElement.prototype.submit.call(form);
  try {
    const response = await fetch(url, {
      method: "POST",
      body: new FormData(form),
      signal: AbortSignal.timeout(SWAP_TIMEOUT_MS),
    });
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const next = answer.getElementById(id);
    const current = document.getElementById(id);
    if (!next || !current) throw new Error("no element to swap");
    const style = document.querySelector(`style${selector(SITE_CSS_MARK)}`);
    const nextStyle = answer.querySelector(`style${selector(SITE_CSS_MARK)}`);
    // Same element, same nonce: only its rules change, to what the new markup needs.
    if (style && nextStyle) style.textContent = nextStyle.textContent;
    current.replaceWith(document.importNode(next, true));
    const target = document.getElementById(url.hash.slice(1)) ?? document.getElementById(id);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    target?.querySelector<HTMLElement>("h2, [role=alert]")?.setAttribute("tabindex", "-1");
    target?.querySelector<HTMLElement>("h2, [role=alert]")?.focus({ preventScroll: true });
  } catch {
    // No network (or no answer): the page's script may answer the form here instead.
    if (!form.dispatchEvent(new CustomEvent(OFFLINE_SUBMIT_EVENT, { cancelable: true, bubbles: true }))) return;
    HTMLFormElement.prototype.submit.call(form);
  }
}

/** Notes that say what works without a network, shown only while there is none. */
function offlineNotes() {
  const notes = all<HTMLElement>(selector(FORM_OFFLINE_NOTE));
  if (notes.length === 0) return;
  const update = () => {
    for (const note of notes) note.hidden = !isOffline();
  };
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

function passwordToggles() {
  for (const button of all<HTMLButtonElement>(selector(FORM_PASSWORD_TOGGLE))) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLInputElement | null;
    const label = button.querySelector(selector(FORM_PASSWORD_LABEL));
    if (!input || !label) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      label.textContent = button.getAttribute(show ? FORM_PASSWORD_HIDE : FORM_PASSWORD_SHOW) ?? "";
    });
  }
}

/** A submit button that needs fields filled (`data-needs`): disabled until they are. */
function neededFields() {
  for (const button of all<HTMLButtonElement>(`button${selector(FORM_NEEDS)}`)) {
    const form = button.form;
    if (!form) continue;
    const names = (button.getAttribute(FORM_NEEDS) ?? "").split(" ");
    const update = () => {
      const data = new FormData(form);
      button.disabled = names.some((name) => !data.get(name));
    };
    // "input" comes from a select too; values the browser restores are there before this runs.
    form.addEventListener("input", update);
    update();
  }
}

/** Print buttons, the JavaScript flag and the modal dialog. */
function smallTouches() {
  for (const button of all<HTMLButtonElement>(`button${selector(FORM_PRINT)}`)) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
  for (const flag of all<HTMLInputElement>(`input${selector(FORM_JS_FLAG)}`)) flag.value = "1";
  for (const dialog of all<HTMLDialogElement>(`dialog${selector(FORM_MODAL)}`)) {
    // Sent open (a page whose script failed still shows it); modal here: the page behind is inert.
    dialog.close();
    dialog.showModal();
    // Escape closes it: on to where its link leads, as the link would. ("cancel": `close()` above
    // fires a "close" of its own.)
    dialog.addEventListener("cancel", () => dialog.querySelector("a")?.click());
  }
}

/** Everything above, on the page's forms. */
export function mountForms() {
  busyForms();
  passwordToggles();
  smallTouches();
  neededFields();
  offlineNotes();
}
