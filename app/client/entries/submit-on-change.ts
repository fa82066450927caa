// Inline after a form with a `data-submit-on-change` select (the article list's category): the
// choice is shown at once. Without it, the form's own button ("Cari") does.
import { selector } from "../names";
import { FORM_SUBMIT_ON_CHANGE } from "../forms/contract";

for (const select of document.querySelectorAll<HTMLSelectElement>(`select${selector(FORM_SUBMIT_ON_CHANGE)}`)) {
  select.addEventListener("change", () => select.form?.submit());
}
