import type { PlanView } from "~/domain/plan-view";
import { FORM_PRINT } from "../forms/contract";
import { selector, setText } from "../names";
import { PLAN_CALENDAR, PLAN_GROUP, PLAN_ITEM, PLAN_STATE, PLAN_STATE_BADGE, planSlotSelector } from "./contract";

/** The pregnancy plan (issue 18) in the page's own markup (PregnancyPlanTemplate). */
export function planSection(template: HTMLTemplateElement | null, view: PlanView): HTMLElement | null {
  const section = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const groupsBox = section?.querySelector(planSlotSelector("groups"));
  const groupShape = groupsBox?.querySelector<HTMLElement>(selector(PLAN_GROUP));
  const sources = section?.querySelector(`ol${planSlotSelector("sources")}`);
  const sourceShape = sources?.firstElementChild;
  const plain = groupShape?.querySelector(selector(PLAN_ITEM, "plain"));
  const danger = groupShape?.querySelector(selector(PLAN_ITEM, "danger"));
  if (!section || !groupsBox || !groupShape || !sources || !sourceShape || !plain || !danger) return null;
  setText(section, planSlotSelector("status"), view.status);
  groupsBox.replaceChildren(
    ...view.groups.map((group) => {
      const box = groupShape.cloneNode(true) as HTMLElement;
      box.setAttribute(PLAN_GROUP, group.id);
      setText(box, planSlotSelector("heading"), group.heading);
      const note = box.querySelector(planSlotSelector("note"));
      if (group.note === null) note?.remove();
      else if (note) note.textContent = group.note;
      box.querySelector("ol")?.replaceChildren(
        ...group.items.map((item) => {
          const entry = (item.dangerSign ? danger : plain).cloneNode(true) as HTMLElement;
          entry.setAttribute(PLAN_STATE, item.state);
          setText(entry, planSlotSelector("title"), item.title);
          setText(entry, planSlotSelector("when"), item.when);
          const until = entry.querySelector(planSlotSelector("until"));
          if (item.until === null) until?.remove();
          else if (until) until.textContent = item.until;
          setText(entry, planSlotSelector("detail"), item.detail);
          setText(entry, planSlotSelector("sources"), item.sources.map((n) => `[${n}]`).join(" "));
          for (const badge of entry.querySelectorAll<HTMLElement>(selector(PLAN_STATE_BADGE))) {
            if (item.stateLabel && badge.getAttribute(PLAN_STATE_BADGE) === item.state)
              badge.textContent = item.stateLabel;
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
  section.querySelector(`a${planSlotSelector("share")}`)?.setAttribute("href", view.share);
  const form = section.querySelector(`form${selector(PLAN_CALENDAR)}`);
  form?.querySelector<HTMLInputElement>('[name="lastPeriod"]')?.setAttribute("value", view.lastPeriod);
  form?.querySelector<HTMLInputElement>('[name="cycleLength"]')?.setAttribute("value", String(view.cycleLength));
  const print = section.querySelector<HTMLButtonElement>(`button${selector(FORM_PRINT)}`);
  if (print) {
    print.hidden = false;
    print.addEventListener("click", () => window.print());
  }
  return section;
}
