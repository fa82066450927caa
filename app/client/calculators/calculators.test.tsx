// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { runCalculator } from "~/domain/calculator-input";
import type { CalculationView } from "~/domain/calculator-result";
import type { IsoDate } from "~/domain/dates";
import { canonical } from "../same-markup.dom";
import { CalculatorResult, CalculatorResultTemplate } from "./CalculatorResult";
import { resultBox } from "./script";

const day = { today: "2026-11-28" as IsoDate, latest: "2026-11-29" as IsoDate };
const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const inputs = [
  { type: "hpl", raw: { lastPeriod: "2026-06-01", cycleLength: "28" } },
  { type: "hpl", raw: { lastPeriod: "2026-02-10", cycleLength: "35" } },
  { type: "fertility", raw: { lastPeriod: "2026-11-10", cycleLength: "30" } },
  { type: "weight_gain", raw: { height: "158", prePregnancyWeight: "42" } },
  { type: "weight_gain", raw: { height: "150", prePregnancyWeight: "80" } },
] as const;

test.each(inputs)("the result box the browser makes is the server's: $type $raw", ({ type, raw }) => {
  const outcome = runCalculator(type, raw, day);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  const view = { type: outcome.type, calc: outcome.calc } as CalculationView;
  document.body.innerHTML = html(<CalculatorResultTemplate />);
  const box = resultBox(document.querySelector("template"), view);
  expect(box).not.toBeNull();
  box!.id = `hasil-${type}`;
  expect(canonical(box!.outerHTML)).toBe(canonical(html(<CalculatorResult view={view} id={`hasil-${type}`} />)));
});
