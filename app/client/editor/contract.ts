/**
 * The article editor's markup contract (decision 062): the `data-*` attributes the server's
 * markup (Editor.tsx) carries and the browser's script (script.ts) looks for. Names only.
 */
/** The field's root: one per rich-text field. */
export const EDITOR_WIDGET = "data-editor";
/** The form's textarea, which always holds the HTML that is posted. */
export const EDITOR_SOURCE = "data-editor-source";
/** How to write HTML by hand: only for the textarea. */
export const EDITOR_HTML_HINT = "data-editor-html-hint";
/** Toolbar, panels and editing surface, hidden until the script has mounted the editor. */
export const EDITOR_UI = "data-editor-ui";
export const EDITOR_TOOLBAR = "data-editor-toolbar";
/** A toolbar button; its value is the tool's name (view.ts `TOOLS`). */
export const EDITOR_TOOL = "data-editor-tool";
/** The element TipTap (ProseMirror) makes editable. */
export const EDITOR_SURFACE = "data-editor-surface";
/** A panel under the toolbar; its value is the panel's name (`PANELS`). */
export const EDITOR_PANEL = "data-editor-panel";
/** A control of a panel; its value is the field's slot (`PANEL_FIELDS`). */
export const EDITOR_INPUT = "data-editor-input";
/** A field's message; its value is the field's slot. */
export const EDITOR_ERROR = "data-editor-error";
/** A panel's button; its value is one of `PANEL_ACTIONS`. */
export const EDITOR_ACTION = "data-editor-action";
/** A list of stored images to pick from (the image panel). */
export const EDITOR_CHOICE = "data-editor-choice";

export const PANELS = ["link", "image"] as const;
export type PanelName = (typeof PANELS)[number];

/** The typed fields of the panels: the link's address, the image's address and its text. */
export const PANEL_FIELDS = { link: ["href"], image: ["src", "alt"] } as const;
export type PanelField = (typeof PANEL_FIELDS)[PanelName][number];

export const PANEL_ACTIONS = ["apply", "remove", "cancel"] as const;
export type PanelAction = (typeof PANEL_ACTIONS)[number];
