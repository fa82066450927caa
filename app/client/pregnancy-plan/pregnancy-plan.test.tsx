// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { FORM_PRINT } from "../forms/contract";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import type { IsoDate } from "~/domain/dates";
import { planView } from "~/domain/plan-view";
import { pregnancyPlan } from "~/domain/pregnancy-plan";
import { canonical } from "../same-markup.dom";
import { PregnancyPlanSection, PregnancyPlanTemplate } from "./PregnancyPlan";
import { planSection } from "./script";

const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

// Early, middle and late in a pregnancy, and a long cycle: every group, state and badge appears.
const plans = [
  { lastPeriod: "2026-10-20", cycleLength: 28 },
  { lastPeriod: "2026-06-01", cycleLength: 28 },
  { lastPeriod: "2026-03-05", cycleLength: 35 },
] as const;

test.each(plans)("the plan the browser makes is the server's: $lastPeriod, cycle $cycleLength", (input) => {
  const view = planView(pregnancyPlan(input.lastPeriod as IsoDate, input.cycleLength, "2026-11-28" as IsoDate));
  document.body.innerHTML = html(<PregnancyPlanTemplate />);
  const section = planSection(document.querySelector("template"), view);
  expect(section).not.toBeNull();
  // The script shows the print button, which the server sends hidden for want of a script.
  section!.querySelector(`button[${FORM_PRINT}]`)?.setAttribute("hidden", "");
  expect(canonical(section!.outerHTML)).toBe(canonical(html(<PregnancyPlanSection view={view} />)));
});
