/**
 * The article editor's markup contract (decision 062): the `data-*` attributes the server's
 * markup (Editor.tsx) carries and the browser's script (script.ts) looks for. Names only.
 */
export const EDITOR = {
  /** The field's root: one per rich-text field. */
  widget: "data-editor",
  /** The form's textarea, which always holds the HTML that is posted. */
  source: "data-editor-source",
  /** How to write HTML by hand: only for the textarea. */
  htmlHint: "data-editor-html-hint",
  /** Toolbar, panels and editing surface, hidden until the script has mounted the editor. */
  ui: "data-editor-ui",
  toolbar: "data-editor-toolbar",
  /** A toolbar button; its value is the tool's name (view.ts `TOOLS`). */
  tool: "data-editor-tool",
  /** The element TipTap (ProseMirror) makes editable. */
  surface: "data-editor-surface",
  /** A panel under the toolbar; its value is the panel's name (`PANELS`). */
  panel: "data-editor-panel",
  /** A control of a panel; its value is the field's slot (`PANEL_FIELDS`). */
  input: "data-editor-input",
  /** A field's message; its value is the field's slot. */
  error: "data-editor-error",
  /** A panel's button; its value is one of `PANEL_ACTIONS`. */
  action: "data-editor-action",
  /** A list of stored images to pick from (the image panel). */
  choice: "data-editor-choice",
} as const;

export const PANELS = ["link", "image"] as const;
export type PanelName = (typeof PANELS)[number];

/** The typed fields of the panels: the link's address, the image's address and its text. */
export const PANEL_FIELDS = { link: ["href"], image: ["src", "alt"] } as const;
export type PanelField = (typeof PANEL_FIELDS)[PanelName][number];

export const PANEL_ACTIONS = ["apply", "remove", "cancel"] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];

/** `[data-x]` or `[data-x="value"]`. */
export function selector(name: string, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${value}"]`;
}
