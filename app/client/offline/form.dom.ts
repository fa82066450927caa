/**
 * What a page script needs to answer a form without a network (issue 17, decision 047).
 * Online, refused input goes to the server, whose page says what is wrong beside each field;
 * offline there is no server to ask, so the same messages (the same pure functions made them)
 * are shown here, in one alert at the top of the form, from the page's own
 * `template[data-offline-errors]`.
 */

import { addDays, calendarToday } from "~/domain/dates";
import { selector, slotSelector } from "../names";
import { OFFLINE_ERRORS, OFFLINE_ERRORS_SHOWN, OFFLINE_INVALID, OFFLINE_TODAY } from "./contract";

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

const ALERT_ID = "isian-offline";

/** Takes away what `showFormErrors` put on the form. */
export function clearFormErrors(form: HTMLFormElement) {
  for (const alert of form.querySelectorAll(selector(OFFLINE_ERRORS_SHOWN))) alert.remove();
  for (const control of form.querySelectorAll(selector(OFFLINE_INVALID))) {
    control.removeAttribute("aria-invalid");
    control.removeAttribute(OFFLINE_INVALID);
    const described = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id && !id.startsWith(ALERT_ID));
    if (described.length) control.setAttribute("aria-describedby", described.join(" "));
    else control.removeAttribute("aria-describedby");
  }
}

/**
 * Shows `errors` (messages by field name) at the top of `form` under `title`, marks the fields
 * (described by the alert) and moves focus there.
 */
export function showFormErrors(form: HTMLFormElement, errors: Record<string, string | undefined>, title?: string) {
  clearFormErrors(form);
  const template = document.querySelector<HTMLTemplateElement>(`template${selector(OFFLINE_ERRORS)}`);
  const alert = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = alert?.querySelector("ul");
  const shape = list?.firstElementChild;
  if (!alert || !list || !shape) return;
  const heading = alert.querySelector(slotSelector("title"));
  if (title && heading) heading.textContent = title;
  const id = `${ALERT_ID}-${form.id || form.dataset.calculator || "form"}`;
  alert.id = id;
  const items = Object.entries(errors).flatMap(([name, message]) => {
    if (!message) return [];
    const controls = [...form.querySelectorAll(`[name="${CSS.escape(name)}"]`)];
    for (const control of controls) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute(OFFLINE_INVALID, "");
      const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      control.setAttribute("aria-describedby", [...described, id].join(" "));
    }
    const label = nameOf(controls[0] ?? null);
    const item = shape.cloneNode(true) as HTMLElement;
    item.textContent = label ? `${label}: ${message}` : message;
    return [item];
  });
  list.replaceChildren(...items);
  alert.setAttribute(OFFLINE_ERRORS_SHOWN, "");
  alert.tabIndex = -1;
  form.prepend(alert);
  alert.focus();
}

/**
 * A page kept for offline use carries the dates of the day it was kept: date pickers get today's
 * limit, and a date that said "today" then (`data-today`, untouched) says today again, so an old
 * copy never scores a child at the age she had weeks ago.
 */
export function refreshDates(root: ParentNode) {
  const day = calendarToday();
  const max = addDays(day.latest, 1);
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="date"][max]')) {
    if (input.max < max) input.max = max;
  }
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[type="date"]${selector(OFFLINE_TODAY)}`)) {
    if (input.value === input.defaultValue && input.value < day.today) input.value = day.today;
  }
}
