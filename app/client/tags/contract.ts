/**
 * The tags field's markup contract (decision 062): the `data-*` attributes the server's markup
 * (Tags.tsx) carries and the browser's script (script.ts) looks for. Names only.
 */
/** The field's root. */
export const TAGS_WIDGET = "data-tags";
/** The text box: without JavaScript the comma-separated field; with it, where a tag is typed. */
export const TAGS_ENTRY = "data-tags-entry";
/** Its hint, which says how to separate tags, or (with the script) to press Enter. */
export const TAGS_HINT = "data-tags-hint";
/** The chips and the field the form posts, hidden until the script runs. */
export const TAGS_UI = "data-tags-ui";
/** The comma-separated field the form posts once the script runs (disabled until then). */
export const TAGS_VALUE = "data-tags-value";
export const TAGS_LIST = "data-tags-list";
/** The <template> of one chip. */
export const TAGS_CHIP = "data-tags-chip";
/** A chip's text, and its remove button's label. */
export const TAGS_TEXT = "data-tags-text";
export const TAGS_REMOVE = "data-tags-remove";
export const TAGS_REMOVE_LABEL = "data-tags-remove-label";
