/**
 * The growth check without a network (issue 17, decision 047), loaded by ./script.ts
 * only when it is needed: WHO's six tables (packed by the build, about 14 KB compressed, decision
 * 049) and the pure functions the server's action uses (`readGrowthCheck`, `growthResultView`), so the result and every message
 * are the server's own, put into the page's GrowthResultTemplate.
 */
import { calendarToday, type IsoDate } from "~/domain/dates";
import { GROWTH_CHECK_FIELDS, type GrowthCheckValues, readGrowthCheck } from "~/domain/growth-check-form";
import { growthResultView } from "~/domain/growth-result-view";
import { unpackGrowthTables } from "~/domain/who/packed";
import type { GrowthTables } from "~/domain/who/zscore";
import packedTables from "virtual:who-tables";
import { selector } from "../names";
import { clearFormErrors, showFormErrors } from "../offline/form.dom";
import { GROWTH_RESULT_TEMPLATE } from "./contract";
import { resultSection } from "./result.dom";

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
  const read = readGrowthCheck(tables, values, calendarToday());
  document.querySelector("section#hasil-cek")?.remove();
  if (!read.ok) {
    showFormErrors(form, read.errors);
    return;
  }
  clearFormErrors(form);
  const template = document.querySelector<HTMLTemplateElement>(`template${selector(GROWTH_RESULT_TEMPLATE)}`);
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
