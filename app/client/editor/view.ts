import type { PanelField, PanelName } from "./contract";

// The article editor's view models (decision 062): what the toolbar and its panels show for a
// given state, computed the same way by the server's markup (Editor.tsx) and the browser's
// script (script.ts), so the two can never draw a button differently.

/** The toolbar's buttons, in order. `toggle`s are announced pressed or not; `panel`s open one. */
export const TOOLS = [
  { name: "h2", label: "Judul", kind: "toggle" },
  { name: "h3", label: "Subjudul", kind: "toggle" },
  { name: "bold", label: "Tebal", kind: "toggle", labelClass: "font-bold" },
  { name: "italic", label: "Miring", kind: "toggle", labelClass: "italic" },
  { name: "bulletList", label: "Daftar", kind: "toggle" },
  { name: "orderedList", label: "Daftar bernomor", kind: "toggle" },
  { name: "blockquote", label: "Kutipan", kind: "toggle" },
  { name: "link", label: "Tautan", kind: "panel" },
  { name: "image", label: "Gambar", kind: "panel" },
  { name: "undo", label: "Urungkan", kind: "history" },
  { name: "redo", label: "Ulangi", kind: "history" },
] as const satisfies readonly {
  name: string;
  label: string;
  kind: "toggle" | "panel" | "history";
  labelClass?: string;
}[];

type Tool = (typeof TOOLS)[number];
export type ToolName = Tool["name"];
export type ToggleName = Extract<Tool, { kind: "toggle" }>["name"];

/** What the editor's selection and history say, and which panel is open. */
export interface ToolbarState {
  pressed: Record<ToggleName, boolean>;
  /** The cursor is in a link: "Tautan" is highlighted without being a toggle. */
  inLink: boolean;
  panel: PanelName | null;
  canUndo: boolean;
  canRedo: boolean;
}

export const INITIAL_TOOLBAR: ToolbarState = {
  pressed: {
    h2: false,
    h3: false,
    bold: false,
    italic: false,
    bulletList: false,
    orderedList: false,
    blockquote: false,
  },
  inLink: false,
  panel: null,
  canUndo: false,
  canRedo: false,
};

export interface ToolView {
  name: ToolName;
  label: string;
  labelClass?: string;
  /** aria-pressed, for toggles only. */
  pressed?: boolean;
  /** aria-expanded, for the buttons that open a panel. */
  expanded?: boolean;
  disabled: boolean;
  className: string;
}

const TOOL_BASE =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";
export const TOOL_ON = "border-teal-700 bg-teal-700 text-white hover:bg-teal-800";
const TOOL_OFF = "border-transparent text-stone-800 hover:border-stone-300 hover:bg-white";

export function toolbarView(state: ToolbarState): ToolView[] {
  return TOOLS.map((tool): ToolView => {
    const base = { name: tool.name, label: tool.label, labelClass: "labelClass" in tool ? tool.labelClass : undefined };
    if (tool.kind === "toggle") {
      const pressed = state.pressed[tool.name];
      return { ...base, pressed, disabled: false, className: `${TOOL_BASE} ${pressed ? TOOL_ON : TOOL_OFF}` };
    }
    if (tool.kind === "panel") {
      const expanded = state.panel === tool.name;
      const on = expanded || (tool.name === "link" && state.inLink);
      return { ...base, expanded, disabled: false, className: `${TOOL_BASE} ${on ? TOOL_ON : TOOL_OFF}` };
    }
    const disabled = tool.name === "undo" ? !state.canUndo : !state.canRedo;
    return { ...base, disabled, className: `${TOOL_BASE} ${TOOL_OFF}` };
  });
}

/** The id of a panel, and of its fields and their messages, from the field's own id. */
export const panelId = (fieldId: string, panel: PanelName) => `${fieldId}-${panel}`;
export const panelFieldId = (fieldId: string, field: PanelField) => `${fieldId}-${field}`;
export const panelErrorId = (fieldId: string, field: PanelField) => `${panelFieldId(fieldId, field)}-error`;

/** A panel: open or not, each field's message, and (the link's) whether "Hapus tautan" is offered. */
export interface PanelView {
  open: boolean;
  errors: Partial<Record<PanelField, string>>;
  canRemove: boolean;
}

export const CLOSED_PANEL: PanelView = { open: false, errors: {}, canRemove: false };

export interface PanelFieldView {
  invalid: boolean;
  error: string;
  className: string;
}

const PANEL_INPUT =
  "block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 focus:outline-2 sm:text-sm";

export function panelInputClass(invalid: boolean): string {
  return `${PANEL_INPUT} ${
    invalid
      ? "border-red-600 focus:border-red-600 focus:outline-red-700"
      : "border-stone-300 focus:border-teal-600 focus:outline-teal-700"
  }`;
}

export function panelFieldView(view: PanelView, field: PanelField): PanelFieldView {
  const error = view.errors[field] ?? "";
  return { invalid: error !== "", error, className: panelInputClass(error !== "") };
}
