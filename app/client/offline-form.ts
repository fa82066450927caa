/**
 * What a page script needs to answer a form without a network (issue 17, decision 047).
 * Online, refused input goes to the server, whose page says what is wrong beside each field;
 * offline there is no server to ask, so the same messages (the same pure functions made them)
 * are shown here, in one alert at the top of the form, from the page's own
 * `template[data-offline-errors]`.
 */

/**
 * Raised (cancelable) on a form whose background send failed (app/client/enhance.ts): a page
 * script that can answer it in the browser cancels it, else the form is sent the plain way.
 */
export const OFFLINE_SUBMIT_EVENT = "bidanku:offline-submit";

/** Whether the browser knows it has no network. */
export const isOffline = () => navigator.onLine === false;

/** The visible name of a form control: its label, or the legend of its group of radio buttons. */
function nameOf(control: Element | null): string {
  if (!control) return "";
  if (control instanceof HTMLInputElement && control.type === "radio") {
    return control.closest("fieldset")?.querySelector("legend")?.textContent?.trim() ?? "";
  }
  return control.id
    ? (document.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent?.trim() ?? "")
    : "";
}

/** Takes away what `showFormErrors` put on the form. */
export function clearFormErrors(form: HTMLFormElement) {
  for (const alert of form.querySelectorAll("[data-offline-errors-shown]")) alert.remove();
  for (const control of form.querySelectorAll("[data-offline-invalid]")) {
    control.removeAttribute("aria-invalid");
    control.removeAttribute("data-offline-invalid");
  }
}

/** Shows `errors` (messages by field name) at the top of `form`, marks the fields and moves focus there. */
export function showFormErrors(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  clearFormErrors(form);
  const template = document.querySelector<HTMLTemplateElement>("template[data-offline-errors]");
  const alert = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = alert?.querySelector("ul");
  const shape = list?.firstElementChild;
  if (!alert || !list || !shape) return;
  const items = Object.entries(errors).flatMap(([name, message]) => {
    if (!message) return [];
    const controls = [...form.querySelectorAll(`[name="${CSS.escape(name)}"]`)];
    for (const control of controls) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("data-offline-invalid", "");
    }
    const label = nameOf(controls[0] ?? null);
    const item = shape.cloneNode(true) as HTMLElement;
    item.textContent = label ? `${label}: ${message}` : message;
    return [item];
  });
  list.replaceChildren(...items);
  alert.setAttribute("data-offline-errors-shown", "");
  alert.tabIndex = -1;
  form.prepend(alert);
  alert.focus();
}
