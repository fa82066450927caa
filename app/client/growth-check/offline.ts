/**
 * The growth check without a network (issue 17, decision 047), loaded by ./script.ts
 * only when it is needed: WHO's six tables (packed by the build, about 14 KB compressed, decision
 * 049) and the pure functions the server's action uses (`readGrowthCheck`, `growthResultView`), so the result and every message
 * are the server's own, put into the page's GrowthResultTemplate.
 */
import { calendarToday, type IsoDate } from "~/domain/dates";
import { severeAdvice } from "~/domain/growth-advice";
import {
  GROWTH_CHECK_FIELDS,
  type GrowthCheckValues,
  readGrowthCheck,
  severeSignsOf,
} from "~/domain/growth-check-form";
import { growthResultView } from "~/domain/growth-result-view";
import { unpackGrowthTables } from "~/domain/who/packed";
import type { GrowthTables } from "~/domain/who/zscore";
import packedTables from "virtual:who-tables";
import { selector } from "../names";
import { clearFormErrors, showFormErrors } from "../offline/form.dom";
import { GROWTH_RESULT_TEMPLATE, growthSlotSelector } from "./contract";
import { resultSection, severeBox } from "./result.dom";

let tables: GrowthTables | null = null;

/** Scores the form's child here and shows the result (or the messages) as the server would. */
export function checkHere(form: HTMLFormElement) {
  const data = new FormData(form);
  const values: GrowthCheckValues = {};
  for (const field of GROWTH_CHECK_FIELDS) {
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  tables ??= unpackGrowthTables(packedTables);
  const day = calendarToday();
  const read = readGrowthCheck(tables, values, day);
  document.querySelector("section#hasil-cek")?.remove();
  const template = document.querySelector<HTMLTemplateElement>(`template${selector(GROWTH_RESULT_TEMPLATE)}`);
  for (const early of form.querySelectorAll(growthSlotSelector("severe"))) early.remove();
  if (!read.ok) {
    showFormErrors(form, read.errors);
    // A severe sign in a refused form is still said, above the messages, as the server does.
    const severe = severeBox(template, severeAdvice(severeSignsOf(values, day)));
    if (severe) form.prepend(severe);
    return;
  }
  clearFormErrors(form);
  const section = resultSection(
    template,
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
