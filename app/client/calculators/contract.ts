/**
 * The names the calculators' server markup (CalculatorResult.tsx, the route's forms) and their
 * script (./script.ts) share.
 */
import { slotAttr, slotSelector } from "../names";

/** The page, with where a member's result is saved and the toast texts for when it is not. */
export const CALC_PAGE = "data-calculators";
export const CALC_SAVE = "data-save";
export const CALC_NOT_SAVED = "data-not-saved";
export const CALC_OFFLINE = "data-offline";
/** A calculator's card and its form (value: the calculator's type); the toast title of a save. */
export const CALC_CARD = "data-calculator-card";
export const CALC_FORM = "data-calculator";
export const CALC_TOAST_TITLE = "data-toast-title";
/** The result box as a template; its notes by kind ("urgent" | "info"); the plan link. */
export const CALC_RESULT_TEMPLATE = "data-result-template";
export const CALC_NOTE = "data-note";
export const CALC_PLAN_LINK = "data-plan-link";

export type CalculatorSlot = "danger-question";
export const calculatorSlot = (name: CalculatorSlot) => slotAttr(name);
export const calculatorSlotSelector = (name: CalculatorSlot) => slotSelector(name);
