/**
 * The tags field's markup contract (decision 062): the `data-*` attributes the server's markup
 * (Tags.tsx) carries and the browser's script (script.ts) looks for. Names only.
 */
export const TAGS = {
  /** The field's root. */
  widget: "data-tags",
  /** The text box: without JavaScript the comma-separated field; with it, where a tag is typed. */
  entry: "data-tags-entry",
  /** Its hint, which says how to separate tags, or (with the script) to press Enter. */
  hint: "data-tags-hint",
  /** The chips and the field the form posts, hidden until the script runs. */
  ui: "data-tags-ui",
  /** The comma-separated field the form posts once the script runs (disabled until then). */
  value: "data-tags-value",
  list: "data-tags-list",
  /** The <template> of one chip. */
  chip: "data-tags-chip",
  /** A chip's text, and its remove button's label. */
  text: "data-tags-text",
  remove: "data-tags-remove",
  removeLabel: "data-tags-remove-label",
} as const;

export function selector(name: string): string {
  return `[${name}]`;
}
