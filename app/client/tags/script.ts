import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from "~/domain/articles";
import { selector } from "../names";
import {
  TAGS_CHIP,
  TAGS_ENTRY,
  TAGS_HINT,
  TAGS_LIST,
  TAGS_REMOVE,
  TAGS_REMOVE_LABEL,
  TAGS_TEXT,
  TAGS_UI,
  TAGS_VALUE,
  TAGS_WIDGET,
} from "./contract";
import { CHIPS_HINT, chipView, postedTags, tagsFull } from "./view";

// The article's tags as chips (decision 062), on the server's markup (Tags.tsx). Nothing here
// runs on import: app/client/entries/tags.ts calls `mountTagInputs`.

const find = <T extends Element = HTMLElement>(root: ParentNode, name: `data-${string}`) =>
  root.querySelector<T>(selector(name));

/** Turns every tags field of the page into chips. */
export function mountTagInputs(root: ParentNode = document): void {
  for (const widget of root.querySelectorAll<HTMLElement>(selector(TAGS_WIDGET))) mountTagInput(widget);
}

/** The chips for `tags` in the server's list, from the server's chip <template>; the posted field follows. */
export function renderTags(widget: ParentNode, tags: readonly string[]): void {
  const list = find(widget, TAGS_LIST);
  const template = find<HTMLTemplateElement>(widget, TAGS_CHIP);
  const value = find<HTMLInputElement>(widget, TAGS_VALUE);
  const entry = find<HTMLInputElement>(widget, TAGS_ENTRY);
  if (!list || !template || !value || !entry) return;
  list.replaceChildren(
    ...tags.map((tag) => {
      const chip = template.content.cloneNode(true) as DocumentFragment;
      const view = chipView(tag);
      const text = find(chip, TAGS_TEXT);
      const label = find(chip, TAGS_REMOVE_LABEL);
      if (text) text.textContent = view.text;
      if (label) label.textContent = view.removeLabel;
      return chip;
    }),
  );
  list.hidden = tags.length === 0;
  value.value = postedTags(tags);
  entry.disabled = tagsFull(tags);
}

export function mountTagInput(widget: HTMLElement): void {
  const entry = find<HTMLInputElement>(widget, TAGS_ENTRY);
  const ui = find(widget, TAGS_UI);
  const value = find<HTMLInputElement>(widget, TAGS_VALUE);
  const list = find(widget, TAGS_LIST);
  if (!entry || !ui || !value || !list) return;
  // What the field holds now (typed before the script ran, or sent back after a refusal).
  let tags = parseTags(entry.value).slice(0, MAX_TAGS);
  // The text box stops being the posted field: the hidden one takes its name's place.
  entry.removeAttribute("name");
  entry.value = "";
  entry.maxLength = MAX_TAG_LENGTH;
  value.disabled = false;
  const hint = find(widget, TAGS_HINT);
  if (hint) hint.textContent = CHIPS_HINT;
  ui.hidden = false;

  const show = (next: string[]) => {
    tags = next;
    renderTags(widget, tags);
  };
  const add = () => {
    show(parseTags([...tags, entry.value].join(",")).slice(0, MAX_TAGS));
    entry.value = "";
  };
  show(tags);

  entry.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would otherwise submit the whole form.
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && entry.value === "" && tags.length > 0) {
      show(tags.slice(0, -1));
    }
  });
  entry.addEventListener("blur", () => {
    if (entry.value.trim()) add();
  });
  list.addEventListener("click", (event) => {
    const button = (event.target as Element).closest(selector(TAGS_REMOVE));
    const chip = button?.closest("li");
    if (!chip) return;
    const index = [...list.children].indexOf(chip);
    show(tags.filter((_, at) => at !== index));
    entry.focus();
  });
}
