/**
 * The growth check's page script (issue 17, decision 047). Online the form is sent in the
 * background (app/client/enhance.ts, `data-swap`) and the server scores it. Without a network
 * (the browser says so, or the send fails) the check runs here: the page loads its offline
 * module (WHO's tables and the same pure functions as the server, kept by the service worker)
 * and fills the page's own result markup.
 */
import { isOffline, OFFLINE_SUBMIT_EVENT, showFormErrors } from "./offline-form";

const form = document.querySelector<HTMLFormElement>("form[data-offline-module]");

/** Shown when the offline module itself is not on this phone (the worker had not kept it yet). */
const NOT_KEPT =
  "Cek pertumbuhan belum tersimpan di perangkat ini, jadi belum bisa dipakai tanpa internet. Coba lagi saat online.";

async function checkHere(target: HTMLFormElement) {
  try {
    const module = (await import(/* @vite-ignore */ target.dataset.offlineModule ?? "")) as {
      checkHere: (form: HTMLFormElement) => void;
    };
    module.checkHere(target);
  } catch {
    showFormErrors(target, { "": NOT_KEPT });
  }
}

if (form) {
  form.addEventListener("submit", (event) => {
    if (!isOffline()) return;
    event.preventDefault();
    void checkHere(form);
  });
  form.addEventListener(OFFLINE_SUBMIT_EVENT, (event) => {
    event.preventDefault();
    void checkHere(form);
  });
}
