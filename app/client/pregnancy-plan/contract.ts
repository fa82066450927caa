/**
 * The names the pregnancy plan's server markup (PregnancyPlan.tsx) and the script that fills it
 * (./script.ts) share (issue 18, decision 048).
 */
import { slotAttr, slotSelector } from "../names";

export const PLAN_TEMPLATE = "data-plan-template";
/** A group of items (value: its id); an item (value: "plain" | "danger"); an item's state. */
export const PLAN_GROUP = "data-plan-group";
export const PLAN_ITEM = "data-plan-item";
export const PLAN_STATE = "data-state";
/** A state badge (value: the state it is for). */
export const PLAN_STATE_BADGE = "data-state-badge";
/** The calendar form, and what a toast says when it is sent offline. */
export const PLAN_CALENDAR = "data-plan-calendar";
export const PLAN_OFFLINE_TITLE = "data-offline-title";
export const PLAN_OFFLINE_MESSAGE = "data-offline-message";

export type PlanSlot =
  | "status"
  | "groups"
  | "heading"
  | "note"
  | "title"
  | "when"
  | "until"
  | "detail"
  | "danger-link"
  | "sources"
  | "share";
export const planSlot = (name: PlanSlot) => slotAttr(name);
export const planSlotSelector = (name: PlanSlot) => slotSelector(name);
