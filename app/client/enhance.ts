/**
 * The site's enhancement script (decision 042): what JavaScript adds to a page served without the
 * framework. Every page works without it; this only makes it nicer, in about 1 KB:
 * - a submit button with `data-pending` says what is happening ("Mengirim...") and a form is not
 *   sent twice by a second tap, however long the answer takes (not a `data-download` form, whose
 *   answer is a file and leaves the page as it is);
 * - `data-js-flag` fields say JavaScript ran (the login then answers with its success dialog);
 * - password fields get their show/hide button (`data-password-toggle`);
 * - a `data-print` button (rendered hidden) appears and opens the browser's print dialog;
 * - toasts get their close button, swipe to dismiss and F8 (SPEC section 9), and page scripts can
 *   raise one with the `bidanku:toast` event; a toast the page came with that the browser did not
 *   focus is announced (decision 058);
 * - the top bar's menus and the delete confirmations close on Escape, on a tap outside and when
 *   focus leaves them; a menu also on a link and when another opens;
 * - a `dialog[data-modal]` (rendered open) becomes modal; Escape closes it and follows its link;
 * - a submit button with `data-needs="a b"` is disabled while field a or b is empty (Tanya Kami);
 * - a form with `data-swap="<id>"` is sent in the background and the element with that id is
 *   replaced by the answer's, with the answer's cut of the stylesheet: the result at once, no
 *   page load (the growth check); when that fails for want of a network, the page's own script
 *   may answer the form in the browser (`OFFLINE_SUBMIT_EVENT`, decision 047);
 * - `data-offline-note` paragraphs show while the browser has no network.
 * Classes it sets must already be in the page's HTML: the inline stylesheet only holds what the
 * server's HTML uses (app/server/critical-css.server.ts), so new elements are cloned from
 * `<template>`s the server renders.
 */
import { CLIENT_TOAST_EVENT } from "~/components/toast-events";
import { isOffline, OFFLINE_SUBMIT_EVENT } from "./offline-form";
import type { ToastMessage } from "~/messages";

const all = <T extends Element>(selector: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T>(selector),
];

const SWIPE_PX = 50;
const TOAST_KEY = "F8";

/** Busy labels, and one submit per form until the next page arrives. */
function busyForms() {
  const reset = () => {
    for (const form of all<HTMLFormElement>("form[data-busy]")) delete form.dataset.busy;
    for (const button of all<HTMLElement>("[data-idle]")) {
      button.innerHTML = button.dataset.idle ?? "";
      delete button.dataset.idle;
      button.removeAttribute("aria-disabled");
    }
  };
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    // A form whose answer is a file (the plan's calendar) leaves the page as it is: never locked.
    if (event.defaultPrevented || form.target || form.hasAttribute("data-download")) return;
    if (form.dataset.busy) {
      event.preventDefault();
      return;
    }
    // Locked until the next page: a slow upload must never go twice. (Back to this page from the
    // browser's memory unlocks it, below; a stopped load is a reload away.)
    form.dataset.busy = "1";
    const button = event.submitter as HTMLElement | null;
    const label = button?.dataset.pending;
    if (button && label) {
      button.dataset.idle = button.innerHTML;
      button.textContent = label;
      button.setAttribute("aria-disabled", "true");
    }
    if (form.dataset.swap) {
      event.preventDefault();
      void swap(form, form.dataset.swap).finally(reset);
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
    const style = document.querySelector("style[data-site-css]");
    const nextStyle = answer.querySelector("style[data-site-css]");
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
  const notes = all<HTMLElement>("[data-offline-note]");
  if (notes.length === 0) return;
  const update = () => {
    for (const note of notes) note.hidden = !isOffline();
  };
  update();
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

function passwordToggles() {
  for (const button of all<HTMLButtonElement>("[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLInputElement | null;
    const label = button.querySelector("[data-label]");
    if (!input || !label) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.setAttribute("aria-pressed", String(show));
      label.textContent = (show ? button.dataset.hide : button.dataset.show) ?? "";
    });
  }
}

/** Close button and swipe for one toast; gone once its CSS fade (5 s, paused on hover) ends. */
function wireToast(item: HTMLElement) {
  item.addEventListener("animationend", () => item.remove());
  const close = item.querySelector<HTMLButtonElement>("[data-toast-close]");
  if (close) {
    close.hidden = false;
    close.addEventListener("click", () => item.remove());
  }
  let start: number | null = null;
  let offset = 0;
  const move = (x: number) => {
    offset = Math.max(0, x);
    item.style.transform = offset ? `translateX(${offset}px)` : "";
    item.style.opacity = offset ? String(Math.max(0.2, 1 - offset / 200)) : "";
  };
  item.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    start = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener("pointermove", (event) => start !== null && move(event.clientX - start));
  const end = () => {
    if (start === null) return;
    start = null;
    if (offset > SWIPE_PX) item.remove();
    else move(0);
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}

function toasts() {
  const region = document.querySelector<HTMLElement>("[data-toaster]");
  if (!region) return;
  for (const item of all<HTMLElement>("[data-testid=toast]", region)) {
    wireToast(item);
    // Came with the page, so it is in the live region from the start and not announced. The
    // browser focuses it (autofocus), which reads it, except when the address points into the
    // page: then a copy takes its place, which the live region announces.
    setTimeout(() => {
      if (!item.isConnected || item === document.activeElement) return;
      const copy = item.cloneNode(true) as HTMLElement;
      item.replaceWith(copy);
      wireToast(copy);
    }, 500);
  }
  window.addEventListener("keydown", (event) => {
    if (event.key !== TOAST_KEY) return;
    event.preventDefault();
    region.focus();
  });
  window.addEventListener(CLIENT_TOAST_EVENT, (event) => {
    const message = (event as CustomEvent<ToastMessage>).detail;
    const template = region.querySelector<HTMLTemplateElement>(
      `template[data-toast-template="${message.variant ?? "default"}"]`,
    );
    const item = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    const list = region.querySelector("ol");
    if (!item || !list) return;
    const title = item.querySelector("[data-toast-title]");
    const description = item.querySelector("[data-toast-description]");
    if (title) title.textContent = message.title;
    if (description && message.description) description.textContent = message.description;
    else description?.remove();
    wireToast(item);
    list.replaceChildren(item);
  });
}

/**
 * The top bar's <details> menus (one open at a time, closed by a link) and the delete
 * confirmations: closed by Escape, a tap outside or focus moving out (decision 058).
 */
function menus() {
  const menuList = all<HTMLDetailsElement>("header details");
  const closable = [...menuList, ...all<HTMLDetailsElement>("details[data-confirm]")];
  for (const menu of menuList) {
    menu.addEventListener("toggle", () => {
      if (menu.open) for (const other of menuList) if (other !== menu && !other.contains(menu)) other.open = false;
    });
    menu.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) menu.open = false;
    });
  }
  const close = (event: Event) => {
    for (const menu of closable) {
      if (!menu.open) continue;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") continue;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) menu.open = false;
    }
  };
  document.addEventListener("click", close);
  document.addEventListener("keydown", close);
  document.addEventListener("focusin", close);
}

/** A submit button that needs fields filled (`data-needs`): disabled until they are. */
function neededFields() {
  for (const button of all<HTMLButtonElement>("button[data-needs]")) {
    const form = button.form;
    if (!form) continue;
    const names = (button.dataset.needs ?? "").split(" ");
    const update = () => {
      const data = new FormData(form);
      button.disabled = names.some((name) => !data.get(name));
    };
    // "input" comes from a select too; values the browser restores are there before this runs.
    form.addEventListener("input", update);
    update();
  }
}

busyForms();
passwordToggles();
for (const button of all<HTMLButtonElement>("button[data-print]")) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
toasts();
menus();
neededFields();
offlineNotes();
for (const flag of all<HTMLInputElement>("input[data-js-flag]")) flag.value = "1";
for (const dialog of all<HTMLDialogElement>("dialog[data-modal]")) {
  // Sent open (a page whose script failed still shows it); modal here: the page behind is inert.
  dialog.close();
  dialog.showModal();
  // Escape closes it: on to where its link leads, as the link would. ("cancel": `close()` above
  // fires a "close" of its own.)
  dialog.addEventListener("cancel", () => dialog.querySelector("a")?.click());
}
// Journeys with JavaScript wait for this mark before they click (tests/e2e/support.ts). Set once
// every deferred script of the page (the calculators') has run, not just this one.
document.addEventListener("DOMContentLoaded", () => {
  document.documentElement.dataset.hydrated = "true";
});
