/**
 * The calculator page's script (decision 042): the result at once, from the same pure functions
 * the server uses, in the server's own markup (a `<template>` the page carries). A member's
 * result is then saved through /kalkulator/simpan, whose answer says what the toast says.
 * Input the functions refuse is sent as the plain form is, so the server's messages show as they
 * do without JavaScript; without a network the same messages are shown here (decision 047).
 */
import { raiseToast as showClientToast } from "./toast/script";
import { isCalculatorType, runCalculator } from "~/domain/calculator-input";
import { type CalculationView, dangerQuestion, resultNotes, resultRows } from "~/domain/calculator-result";
import { calendarToday } from "~/domain/dates";
import { type PlanView, planView } from "~/domain/plan-view";
import { pregnancyPlan } from "~/domain/pregnancy-plan";
import type { ToastMessage } from "~/messages";
import { clearFormErrors, isOffline, refreshDates, showFormErrors } from "./offline/form.dom";

const page = document.querySelector<HTMLElement>("[data-calculators]");
const template = document.querySelector<HTMLTemplateElement>("template[data-result-template]");

/** A filled result box from the template. */
function resultBox(view: CalculationView): HTMLElement | null {
  const box = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = box?.querySelector("dl");
  const rowShape = list?.firstElementChild;
  const urgent = box?.querySelector('[data-note="urgent"]');
  const info = box?.querySelector('[data-note="info"]');
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
  setText(box, '[data-slot="danger-question"]', dangerQuestion(view.type));
  // Only an HPL result has a plan to point to (removed after the notes went in before it).
  if (view.type !== "hpl") box.querySelector("[data-plan-link]")?.remove();
  return box;
}

const setText = (root: ParentNode, selector: string, text: string) => {
  const element = root.querySelector(selector);
  if (element) element.textContent = text;
};

/** The pregnancy plan (issue 18) in the page's own markup (`template[data-plan-template]`). */
function planSection(view: PlanView): HTMLElement | null {
  const template = document.querySelector<HTMLTemplateElement>("template[data-plan-template]");
  const section = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const groupsBox = section?.querySelector('[data-slot="groups"]');
  const groupShape = groupsBox?.querySelector<HTMLElement>("[data-plan-group]");
  const sources = section?.querySelector('ol[data-slot="sources"]');
  const sourceShape = sources?.firstElementChild;
  const plain = groupShape?.querySelector('[data-plan-item="plain"]');
  const danger = groupShape?.querySelector('[data-plan-item="danger"]');
  if (!section || !groupsBox || !groupShape || !sources || !sourceShape || !plain || !danger) return null;
  setText(section, '[data-slot="status"]', view.status);
  groupsBox.replaceChildren(
    ...view.groups.map((group) => {
      const box = groupShape.cloneNode(true) as HTMLElement;
      box.dataset.planGroup = group.id;
      setText(box, '[data-slot="heading"]', group.heading);
      const note = box.querySelector('[data-slot="note"]');
      if (group.note === null) note?.remove();
      else if (note) note.textContent = group.note;
      box.querySelector("ol")?.replaceChildren(
        ...group.items.map((item) => {
          const entry = (item.dangerSign ? danger : plain).cloneNode(true) as HTMLElement;
          entry.dataset.state = item.state;
          setText(entry, '[data-slot="title"]', item.title);
          setText(entry, '[data-slot="when"]', item.when);
          setText(entry, '[data-slot="detail"]', item.detail);
          setText(entry, '[data-slot="sources"]', item.sources.map((n) => `[${n}]`).join(" "));
          for (const badge of entry.querySelectorAll<HTMLElement>("[data-state-badge]")) {
            if (item.stateLabel && badge.dataset.stateBadge === item.state) badge.textContent = item.stateLabel;
            else badge.remove();
          }
          return entry;
        }),
      );
      return box;
    }),
  );
  sources.replaceChildren(
    ...view.sources.map((source) => {
      const item = sourceShape.cloneNode(true) as HTMLElement;
      item.textContent = source;
      return item;
    }),
  );
  const form = section.querySelector("form[data-plan-calendar]");
  form?.querySelector<HTMLInputElement>('[name="lastPeriod"]')?.setAttribute("value", view.lastPeriod);
  form?.querySelector<HTMLInputElement>('[name="cycleLength"]')?.setAttribute("value", String(view.cycleLength));
  const print = section.querySelector<HTMLButtonElement>("button[data-print]");
  if (print) {
    print.hidden = false;
    print.addEventListener("click", () => window.print());
  }
  return section;
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

async function save(form: HTMLFormElement, toast: ToastMessage) {
  const url = page?.dataset.save;
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
    showClientToast(answer.toast ?? { ...toast, description: page?.dataset.notSaved });
  } catch {
    showClientToast({ ...toast, description: page?.dataset.offline });
  } finally {
    saving.delete(form);
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-calculator]")) {
  refreshDates(form);
  form.addEventListener("submit", (event) => {
    const type = form.dataset.calculator;
    const card = form.closest<HTMLElement>("[data-calculator-card]");
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
    const box = resultBox({ type: outcome.type, calc: outcome.calc } as CalculationView);
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
      const plan = planSection(planView(pregnancyPlan(lastPeriod, cycleLength, today)));
      if (plan) document.getElementById("rencana-area")?.replaceChildren(plan);
    }
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    box.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    // Focus goes with it (to its heading; the box is a live region and reads itself): the field
    // left above would be focused out of sight, under the top bar (WCAG 2.4.11).
    const heading = box.querySelector<HTMLElement>("h3");
    if (heading) heading.tabIndex = -1;
    heading?.focus({ preventScroll: true });
    void save(form, { title: form.dataset.toastTitle ?? "" });
  });
}

// The plan's calendar file comes from the server: without a network, say so instead of leaving
// the page for the browser's error (the plan itself was made here).
document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  if (!form.matches("form[data-plan-calendar]") || !isOffline()) return;
  event.preventDefault();
  showClientToast({ title: form.dataset.offlineTitle ?? "", description: form.dataset.offlineMessage });
});
