/**
 * The calculator page's script (decision 042): the result at once, from the same pure functions
 * the server uses, in the server's own markup (a `<template>` the page carries). A member's
 * result is then saved through /kalkulator/simpan, whose answer says what the toast says.
 * Input the functions refuse is sent as the plain form is, so the server's messages show as they
 * do without JavaScript; without a network the same messages are shown here (decision 047).
 */
import { selector, setText } from "../names";
import { PLAN_CALENDAR, PLAN_OFFLINE_MESSAGE, PLAN_OFFLINE_TITLE, PLAN_TEMPLATE } from "../pregnancy-plan/contract";
import { planSection } from "../pregnancy-plan/script";
import { raiseToast as showClientToast } from "../toast/script";
import {
  CALC_CARD,
  CALC_FORM,
  CALC_NOTE,
  CALC_NOT_SAVED,
  CALC_OFFLINE,
  CALC_PAGE,
  CALC_PLAN_LINK,
  CALC_RESULT_TEMPLATE,
  CALC_SAVE,
  CALC_TOAST_TITLE,
  calculatorSlotSelector,
} from "./contract";
import { isCalculatorType, runCalculator } from "~/domain/calculator-input";
import { type CalculationView, dangerQuestion, resultNotes, resultRows } from "~/domain/calculator-result";
import { calendarToday } from "~/domain/dates";
import { planView } from "~/domain/plan-view";
import { pregnancyPlan } from "~/domain/pregnancy-plan";
import type { ToastMessage } from "~/messages";
import { clearFormErrors, isOffline, refreshDates, showFormErrors } from "../offline/form.dom";

/** A filled result box from the page's template (CalculatorResultTemplate). */
export function resultBox(template: HTMLTemplateElement | null, view: CalculationView): HTMLElement | null {
  const box = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = box?.querySelector("dl");
  const rowShape = list?.firstElementChild;
  const urgent = box?.querySelector(selector(CALC_NOTE, "urgent"));
  const info = box?.querySelector(selector(CALC_NOTE, "info"));
  const after = info?.nextElementSibling;
  if (!box || !list || !rowShape || !urgent || !info || !after) return null;
  list.replaceChildren(
    ...resultRows(view).map((row) => {
      const item = rowShape.cloneNode(true) as HTMLElement;
      const [term, value] = [item.querySelector("dt"), item.querySelector("dd")];
      if (term) term.textContent = row.label;
      if (value) value.textContent = row.value;
      return item;
    }),
  );
  urgent.remove();
  info.remove();
  for (const note of resultNotes(view)) {
    const paragraph = (note.urgent ? urgent : info).cloneNode(true) as HTMLElement;
    paragraph.textContent = note.text;
    box.insertBefore(paragraph, after);
  }
  setText(box, calculatorSlotSelector("danger-question"), dangerQuestion(view.type));
  // Only an HPL result has a plan to point to (removed after the notes went in before it).
  if (view.type !== "hpl") box.querySelector(selector(CALC_PLAN_LINK))?.remove();
  return box;
}

/** Messages of an earlier refused post leave the card once its form gives a result. */
function clearRefusal(card: HTMLElement, form: HTMLFormElement) {
  if (card.id) card.removeAttribute("id");
  for (const alert of form.querySelectorAll('[role="alert"], p[id$="-error"]')) alert.remove();
  for (const field of form.querySelectorAll("[aria-invalid]")) {
    field.removeAttribute("aria-invalid");
    const described = (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id && document.getElementById(id));
    if (described.length) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  }
}

/** Forms whose result is being saved: a double tap on "Hitung" saves once. */
const saving = new WeakSet<HTMLFormElement>();

async function save(page: HTMLElement | null, form: HTMLFormElement, toast: ToastMessage) {
  const url = page?.getAttribute(CALC_SAVE);
  if (!url) return showClientToast(toast);
  if (saving.has(form)) return;
  saving.add(form);
  try {
    const response = await fetch(url, { method: "POST", body: new FormData(form) });
    // The server refused what the browser accepted (the day changed in between): the plain
    // form brings the server's message.
    if (response.status === 400) return form.submit();
    const answer = response.ok ? ((await response.json()) as { toast?: ToastMessage }) : {};
    // Refused for another reason (too many requests, a server error): shown, not saved.
    showClientToast(answer.toast ?? { ...toast, description: page?.getAttribute(CALC_NOT_SAVED) ?? undefined });
  } catch {
    showClientToast({ ...toast, description: page?.getAttribute(CALC_OFFLINE) ?? undefined });
  } finally {
    saving.delete(form);
  }
}

/** Answers the page's calculator forms at once (and its plan's calendar form offline). */
export function mountCalculators() {
  const page = document.querySelector<HTMLElement>(selector(CALC_PAGE));
  const template = document.querySelector<HTMLTemplateElement>(`template${selector(CALC_RESULT_TEMPLATE)}`);
  const planTemplate = document.querySelector<HTMLTemplateElement>(`template${selector(PLAN_TEMPLATE)}`);
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${selector(CALC_FORM)}`)) {
    refreshDates(form);
    form.addEventListener("submit", (event) => {
      const type = form.getAttribute(CALC_FORM) ?? undefined;
      const card = form.closest<HTMLElement>(selector(CALC_CARD));
      if (!isCalculatorType(type) || !card) return;
      const outcome = runCalculator(type, Object.fromEntries(new FormData(form)), calendarToday());
      if (!outcome.ok) {
        // No server to ask: the messages it would give, from the same functions.
        if (isOffline()) {
          event.preventDefault();
          showFormErrors(form, outcome.errors);
        }
        return;
      }
      const box = resultBox(template, { type: outcome.type, calc: outcome.calc } as CalculationView);
      if (!box) return;
      event.preventDefault();
      clearRefusal(card, form);
      clearFormErrors(form);
      box.id = `hasil-${type}`;
      const shown = card.querySelector(`#hasil-${type}`);
      if (shown) shown.replaceWith(box);
      else card.append(box);
      if (outcome.type === "hpl") {
        const { lastPeriod, cycleLength, today } = outcome.calc;
        const plan = planSection(
          planTemplate,
          planView(pregnancyPlan(lastPeriod, cycleLength, today), window.location.origin),
        );
        if (plan) document.getElementById("rencana-area")?.replaceChildren(plan);
      }
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      box.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
      // Focus goes with it (to its heading; the box is a live region and reads itself): the field
      // left above would be focused out of sight, under the top bar (WCAG 2.4.11).
      const heading = box.querySelector<HTMLElement>("h3");
      if (heading) heading.tabIndex = -1;
      heading?.focus({ preventScroll: true });
      void save(page, form, { title: form.getAttribute(CALC_TOAST_TITLE) ?? "" });
    });
  }

  // The plan's calendar file comes from the server: without a network, say so instead of leaving
  // the page for the browser's error (the plan itself was made here).
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(`form${selector(PLAN_CALENDAR)}`) || !isOffline()) return;
    event.preventDefault();
    showClientToast({
      title: form.getAttribute(PLAN_OFFLINE_TITLE) ?? "",
      description: form.getAttribute(PLAN_OFFLINE_MESSAGE) ?? undefined,
    });
  });
}
