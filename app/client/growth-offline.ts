/**
 * The growth check without a network (issue 17, decision 047), loaded by app/client/growth.ts
 * only when it is needed: WHO's six tables (packed by the build, about 14 KB compressed, decision
 * 049) and the pure functions the server's action uses (`readGrowthCheck`, `growthResultView`), so the result and every message
 * are the server's own, put into the page's `template[data-growth-result]`.
 */
import { calendarToday, type IsoDate } from "~/domain/dates";
import { GROWTH_CHECK_FIELDS, type GrowthCheckValues, readGrowthCheck } from "~/domain/growth-check-form";
import { type GrowthResultView, growthResultView } from "~/domain/growth-result-view";
import { unpackGrowthTables } from "~/domain/who/packed";
import type { GrowthTables } from "~/domain/who/zscore";
import packedTables from "virtual:who-tables";
import { clearFormErrors, showFormErrors } from "./offline/form.dom";

let tables: GrowthTables | null = null;

const fill = (root: ParentNode, slot: string, text: string | null) => {
  const element = root.querySelector(`[data-slot="${slot}"]`);
  if (!element) return;
  if (text === null) element.remove();
  else element.textContent = text;
};

/** The page's result markup (every variant of a card in it) filled with `view`. */
function resultSection(view: GrowthResultView): HTMLElement | null {
  const template = document.querySelector<HTMLTemplateElement>("template[data-growth-result]");
  const section = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = section?.querySelector('[data-slot="cards"]');
  if (!section || !list) return null;
  const shapes = [...list.children] as HTMLElement[];
  fill(section, "ageLabel", view.ageLabel);
  fill(section, "age", view.age);
  fill(section, "ageDetails", view.ageDetails);
  fill(section, "adjustedNote", view.adjustedNote);
  fill(section, "standingYoungNote", view.standingYoungNote);
  fill(section, "oedemaNote", view.oedemaNote);
  fill(section, "colourNote", view.colourNote);
  const cards = view.cards.flatMap((card) => {
    const shape = shapes.find((item) =>
      card.kind === "scored"
        ? item.dataset.card === "scored" && item.dataset.tone === card.tone
        : item.dataset.card === "unscored",
    );
    const item = shape?.cloneNode(true) as HTMLElement | undefined;
    if (!item) return [];
    fill(item, "title", card.title);
    if (card.kind === "unscored") {
      fill(item, "text", card.text);
      return [item];
    }
    fill(item, "label", card.label);
    fill(item, "z", card.z);
    for (const advice of item.querySelectorAll<HTMLElement>("[data-advice]")) {
      if (advice.dataset.advice === (card.urgent ? "urgent" : "calm")) advice.textContent = card.advice;
      else advice.remove();
    }
    if (!card.dangerSigns) item.querySelector('[data-slot="dangerSigns"]')?.remove();
    return [item];
  });
  list.replaceChildren(...cards);
  return section;
}

/** Scores the form's child here and shows the result (or the messages) as the server would. */
export function checkHere(form: HTMLFormElement) {
  const data = new FormData(form);
  const values: GrowthCheckValues = {};
  for (const field of GROWTH_CHECK_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  tables ??= unpackGrowthTables(packedTables);
  const read = readGrowthCheck(tables, values, calendarToday());
  document.querySelector("section#hasil-cek")?.remove();
  if (!read.ok) {
    showFormErrors(form, read.errors);
    return;
  }
  clearFormErrors(form);
  const section = resultSection(
    growthResultView(read.result, read.input.measuredOn as IsoDate, read.input.length?.cm ?? null),
  );
  if (!section) return;
  form.after(section);
  const heading = section.querySelector<HTMLElement>("h2");
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  heading?.setAttribute("tabindex", "-1");
  heading?.focus({ preventScroll: true });
}
