import type { GrowthResultView } from "~/domain/growth-result-view";
import { selector } from "../names";
import { GROWTH_ADVICE, GROWTH_CARD, GROWTH_TONE, type GrowthSlot, growthSlotSelector } from "./contract";

const fill = (root: ParentNode, slot: GrowthSlot, text: string | null) => {
  const element = root.querySelector(growthSlotSelector(slot));
  if (!element) return;
  if (text === null) element.remove();
  else element.textContent = text;
};

/** Fills a severe box (the template's) with the signs and the action. */
function fillSevere(severe: Element, view: NonNullable<GrowthResultView["severe"]>) {
  const sign = severe.querySelector(growthSlotSelector("severeSign"));
  sign?.parentElement?.replaceChildren(
    ...view.signs.map((text) => {
      const item = sign.cloneNode(true) as HTMLElement;
      item.textContent = text;
      return item;
    }),
  );
  fill(severe, "severeAction", view.action);
}

/** The template's severe box alone, filled, for a refused form that holds a severe sign; or null. */
export function severeBox(template: HTMLTemplateElement | null, view: GrowthResultView["severe"]): HTMLElement | null {
  const box = template?.content.querySelector(growthSlotSelector("severe"))?.cloneNode(true) as HTMLElement | undefined;
  if (!box || view === null) return null;
  fillSevere(box, view);
  return box;
}

/** The page's result markup (every variant of a card in it) filled with `view`. */
export function resultSection(template: HTMLTemplateElement | null, view: GrowthResultView): HTMLElement | null {
  const section = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = section?.querySelector(growthSlotSelector("cards"));
  if (!section || !list) return null;
  const shapes = [...list.children] as HTMLElement[];
  const severe = section.querySelector(growthSlotSelector("severe"));
  if (view.severe === null) severe?.remove();
  else if (severe) fillSevere(severe, view.severe);
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
        ? item.getAttribute(GROWTH_CARD) === "scored" && item.getAttribute(GROWTH_TONE) === card.tone
        : item.getAttribute(GROWTH_CARD) === "unscored",
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
    for (const advice of item.querySelectorAll<HTMLElement>(selector(GROWTH_ADVICE))) {
      if (advice.getAttribute(GROWTH_ADVICE) === (card.urgent ? "urgent" : "calm")) advice.textContent = card.advice;
      else advice.remove();
    }
    if (!card.dangerSigns) item.querySelector(growthSlotSelector("dangerSigns"))?.remove();
    return [item];
  });
  list.replaceChildren(...cards);
  return section;
}
