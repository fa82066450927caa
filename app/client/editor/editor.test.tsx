// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { selector } from "../names";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LINK_MESSAGE, ALT_MESSAGE, IMAGE_MESSAGE } from "~/domain/rich-text";
import { EDITOR_TOOL, type PanelName } from "./contract";
import { EditorPanel, EditorToolbar } from "./Editor";
import { updatePanel, updateToolbar } from "./script";
import { CLOSED_PANEL, INITIAL_TOOLBAR, type PanelView, type ToolbarState } from "./view";

// The editor's widget test (decision 062): the markup the browser's script makes of the server's
// initial toolbar and panels is the markup the server renders for the same state.

/** The server's markup as an element in this document. */
function server(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  return host.firstElementChild as HTMLElement;
}

/** Markup with attributes in name order and runs of whitespace as one space. */
function markup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ");
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(" ");
  const children = node instanceof HTMLTemplateElement ? node.content.childNodes : node.childNodes;
  return `<${node.localName} ${attributes}>${[...children].map(markup).join("")}</${node.localName}>`;
}

const FIELD = "content";

const states: Record<string, ToolbarState> = {
  initial: INITIAL_TOOLBAR,
  "bold pressed, undo enabled": {
    ...INITIAL_TOOLBAR,
    pressed: { ...INITIAL_TOOLBAR.pressed, bold: true },
    canUndo: true,
  },
  "heading and list in a link, both histories": {
    pressed: { ...INITIAL_TOOLBAR.pressed, h2: true, bulletList: true, italic: true },
    inLink: true,
    panel: null,
    canUndo: true,
    canRedo: true,
  },
  "link panel open": { ...INITIAL_TOOLBAR, panel: "link", canRedo: true },
  "image panel open, quote pressed": {
    ...INITIAL_TOOLBAR,
    pressed: { ...INITIAL_TOOLBAR.pressed, blockquote: true, orderedList: true, h3: true },
    panel: "image",
  },
};

describe("the toolbar", () => {
  for (const [name, state] of Object.entries(states)) {
    it(`the script draws "${name}" as the server does`, () => {
      const toolbar = server(<EditorToolbar fieldId={FIELD} state={INITIAL_TOOLBAR} />);
      updateToolbar(toolbar, state);
      expect(markup(toolbar)).toBe(markup(server(<EditorToolbar fieldId={FIELD} state={state} />)));
    });
  }

  it("and back: every state in turn, from one toolbar", () => {
    const toolbar = server(<EditorToolbar fieldId={FIELD} state={INITIAL_TOOLBAR} />);
    for (const state of [...Object.values(states), INITIAL_TOOLBAR]) {
      updateToolbar(toolbar, state);
      expect(markup(toolbar)).toBe(markup(server(<EditorToolbar fieldId={FIELD} state={state} />)));
    }
  });

  it("names each button once, by the contract's attribute", () => {
    const toolbar = server(<EditorToolbar fieldId={FIELD} state={INITIAL_TOOLBAR} />);
    expect(toolbar.querySelectorAll(selector(EDITOR_TOOL))).toHaveLength(toolbar.querySelectorAll("button").length);
  });
});

const CHOICES = [{ url: "/gambar/public/x.png", label: "Contoh" }];
const panels: [PanelName, string, PanelView][] = [
  ["link", "open", { open: true, errors: {}, canRemove: false }],
  ["link", "refused, in a link", { open: true, errors: { href: LINK_MESSAGE }, canRemove: true }],
  ["image", "open", { open: true, errors: {}, canRemove: false }],
  ["image", "both refused", { open: true, errors: { src: IMAGE_MESSAGE, alt: ALT_MESSAGE }, canRemove: false }],
  ["image", "text missing", { open: true, errors: { alt: ALT_MESSAGE }, canRemove: false }],
];

describe("the panels", () => {
  for (const [name, label, view] of panels) {
    it(`the script draws the ${name} panel "${label}" as the server does, and closes it`, () => {
      const render = (state: PanelView) =>
        server(<EditorPanel fieldId={FIELD} name={name} view={state} choices={CHOICES} />);
      const panel = render(CLOSED_PANEL);
      updatePanel(panel, view, FIELD);
      expect(markup(panel)).toBe(markup(render(view)));
      updatePanel(panel, CLOSED_PANEL, FIELD);
      expect(markup(panel)).toBe(markup(render(CLOSED_PANEL)));
    });
  }
});
