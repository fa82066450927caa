/**
 * The names the growth check's server markup (GrowthResult.tsx, the route's form) and its scripts
 * (./script.ts, ./offline.ts) share (issues 16 and 17, decisions 043 and 047).
 */
import { slotAttr, slotSelector } from "../names";

/** The result's template. */
export const GROWTH_RESULT_TEMPLATE = "data-growth-result";
/** A card's kind ("scored" | "unscored"), its tone, and its advice by style ("urgent" | "calm"). */
export const GROWTH_CARD = "data-card";
export const GROWTH_TONE = "data-tone";
export const GROWTH_ADVICE = "data-advice";
/** On the form: the address of the module that checks without a network. */
export const GROWTH_OFFLINE_MODULE = "data-offline-module";

export type GrowthSlot =
  | "severe"
  | "severeSign"
  | "severeAction"
  | "title"
  | "text"
  | "label"
  | "z"
  | "ageLabel"
  | "age"
  | "ageDetails"
  | "adjustedNote"
  | "standingYoungNote"
  | "cards"
  | "oedemaNote"
  | "colourNote"
  | "dangerSigns";
export const growthSlot = (name: GrowthSlot) => slotAttr(name);
export const growthSlotSelector = (name: GrowthSlot) => slotSelector(name);
