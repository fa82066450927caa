/**
 * The growth check's page script (issue 17, decision 047). Online the form is sent in the
 * background (app/client/enhance.ts, `data-swap`) and the server scores it. Without a network
 * (the browser says so, or the send fails) the check runs here: the page loads its offline
 * module (WHO's tables and the same pure functions as the server, kept by the service worker)
 * and fills the page's own result markup.
 */
import { OFFLINE_SUBMIT_EVENT } from "../forms/contract";
import { selector } from "../names";
import { isOffline, refreshDates, showFormErrors } from "../offline/form.dom";
import { GROWTH_OFFLINE_MODULE } from "./contract";

/** The growth check's form: the one on the page, or the one a background send put in its place. */
const growthForm = (target: EventTarget | null) =>
  target instanceof HTMLFormElement && target.matches(`form${selector(GROWTH_OFFLINE_MODULE)}`) ? target : null;

/** Shown when the offline module itself is not on this phone (the worker had not kept it yet). */
const NOT_KEPT = {
  title: "Belum bisa dipakai tanpa internet",
  message: "Cek pertumbuhan belum tersimpan di perangkat ini. Coba lagi saat online.",
};

async function checkHere(target: HTMLFormElement) {
  try {
    const module = (await import(/* @vite-ignore */ target.getAttribute(GROWTH_OFFLINE_MODULE) ?? "")) as {
      checkHere: (form: HTMLFormElement) => void;
    };
    module.checkHere(target);
  } catch {
    showFormErrors(target, { "": NOT_KEPT.message }, NOT_KEPT.title);
  }
}

/** Answers the growth check's form here when there is no network. */
export function mountGrowthCheck() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${selector(GROWTH_OFFLINE_MODULE)}`)) {
    refreshDates(form);
  }
  // On the document, so the form that replaces this one after a check online is answered too;
  // captured, so it runs before the enhancement script sends the form in the background.
  document.addEventListener(
    "submit",
    (event) => {
      const form = growthForm(event.target);
      if (!form || !isOffline()) return;
      event.preventDefault();
      void checkHere(form);
    },
    true,
  );
  document.addEventListener(OFFLINE_SUBMIT_EVENT, (event) => {
    const form = growthForm(event.target);
    if (!form) return;
    event.preventDefault();
    void checkHere(form);
  });
}
