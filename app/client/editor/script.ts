import OfficePaste from "@intevation/tiptap-extension-office-paste";
import { selector } from "../names";
import { type ChainedCommands, Editor } from "@tiptap/core";
import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Image from "@tiptap/extension-image";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions";
import { ALT_MESSAGE, editorImageSrc, editorLinkHref, IMAGE_MESSAGE, LINK_MESSAGE } from "~/domain/rich-text";
import {
  EDITOR_ACTION,
  EDITOR_CHOICE,
  EDITOR_ERROR,
  EDITOR_HTML_HINT,
  EDITOR_INPUT,
  EDITOR_PANEL,
  EDITOR_SOURCE,
  EDITOR_SURFACE,
  EDITOR_TOOL,
  EDITOR_TOOLBAR,
  EDITOR_UI,
  EDITOR_WIDGET,
  PANEL_FIELDS,
  type PanelAction,
  type PanelField,
  type PanelName,
} from "./contract";
import {
  CLOSED_PANEL,
  type PanelView,
  panelErrorId,
  panelFieldView,
  type ToggleName,
  type ToolbarState,
  type ToolName,
  toolbarView,
} from "./view";

// The article editor in the browser (decision 062): TipTap on @tiptap/core, without React,
// mounted on the server's markup (Editor.tsx). TipTap 3 from individual extensions, so its schema
// is the part of the sanitizer's allowlist an article needs (h2, h3, p, br, ul, ol, li, strong,
// em, blockquote, a[href], img[src^=/gambar/][alt]). The server still sanitizes whatever is posted.
// Nothing here runs on import: app/client/entries/editor.ts calls `mountEditors`.

/** Images only from our own storage: any other `src` (pasted from Google Docs, typed as Markdown) is dropped. */
const StoredImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => editorImageSrc(element.getAttribute("src")) },
      alt: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (element) => (editorImageSrc(element.getAttribute("src")) ? null : false) }];
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: true });

const extensions = () => [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading.configure({ levels: [2, 3] }),
  Bold,
  Italic,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    // No target, rel or class: the sanitizer adds rel itself and would strip the rest.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => editorLinkHref(url) !== null,
    shouldAutoLink: (url) => /^https?:\/\//i.test(url) && editorLinkHref(url) !== null,
  }),
  StoredImage,
  UndoRedo,
  OfficePaste,
];

const find = <T extends Element = HTMLElement>(root: ParentNode, name: `data-${string}`, value?: string) =>
  root.querySelector<T>(selector(name, value));

function setAttribute(element: Element, name: string, value: string | boolean | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** The server's toolbar (Editor.tsx `EditorToolbar`) brought to `state`. */
export function updateToolbar(toolbar: ParentNode, state: ToolbarState): void {
  for (const tool of toolbarView(state)) {
    const button = find<HTMLButtonElement>(toolbar, EDITOR_TOOL, tool.name);
    if (!button) continue;
    setAttribute(button, "aria-pressed", tool.pressed);
    setAttribute(button, "aria-expanded", tool.expanded);
    button.disabled = tool.disabled;
    button.className = tool.className;
  }
}

/** The server's panel (Editor.tsx `EditorPanel`) brought to `view`. Typed values are the inputs' own. */
export function updatePanel(panel: HTMLElement, view: PanelView, fieldId: string): void {
  panel.hidden = !view.open;
  const name = panel.getAttribute(EDITOR_PANEL) as PanelName;
  for (const field of PANEL_FIELDS[name] as readonly PanelField[]) {
    const state = panelFieldView(view, field);
    const input = find<HTMLInputElement>(panel, EDITOR_INPUT, field);
    const message = find(panel, EDITOR_ERROR, field);
    if (!input || !message) continue;
    setAttribute(input, "aria-invalid", state.invalid ? true : undefined);
    setAttribute(input, "aria-describedby", state.invalid ? panelErrorId(fieldId, field) : undefined);
    input.className = state.className;
    message.hidden = !state.invalid;
    message.textContent = state.error;
  }
  const remove = find(panel, EDITOR_ACTION, "remove" satisfies PanelAction);
  if (remove) remove.hidden = !view.canRemove;
}

const TOGGLES: Record<ToggleName, (chain: ChainedCommands) => ChainedCommands> = {
  h2: (chain) => chain.toggleHeading({ level: 2 }),
  h3: (chain) => chain.toggleHeading({ level: 3 }),
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
  blockquote: (chain) => chain.toggleBlockquote(),
};

function readState(editor: Editor, panel: PanelName | null): ToolbarState {
  return {
    pressed: {
      h2: editor.isActive("heading", { level: 2 }),
      h3: editor.isActive("heading", { level: 3 }),
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      bulletList: editor.isActive("bulletList"),
      orderedList: editor.isActive("orderedList"),
      blockquote: editor.isActive("blockquote"),
    },
    inLink: editor.isActive("link"),
    panel,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/** The nonce the server gave this page (CSP): TipTap's <style> of ProseMirror's base rules needs it. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLElement>("style[nonce], script[nonce]")?.nonce || undefined;
}

/** Mounts the editor on every rich-text field of the page. */
export function mountEditors(root: ParentNode = document): Editor[] {
  return [...root.querySelectorAll<HTMLElement>(selector(EDITOR_WIDGET))].flatMap((widget) => {
    const editor = mountEditor(widget);
    return editor ? [editor] : [];
  });
}

/** TipTap on one field's server markup; the textarea stays the field's truth. */
export function mountEditor(widget: HTMLElement): Editor | null {
  const area = find<HTMLTextAreaElement>(widget, EDITOR_SOURCE);
  const ui = find(widget, EDITOR_UI);
  const toolbar = ui && find(ui, EDITOR_TOOLBAR);
  const surface = ui && find(ui, EDITOR_SURFACE);
  if (!area || !ui || !toolbar || !surface) return null;
  const panels = new Map(
    [...ui.querySelectorAll<HTMLElement>(selector(EDITOR_PANEL))].map((panel) => [
      panel.getAttribute(EDITOR_PANEL) as PanelName,
      panel,
    ]),
  );
  let open: PanelName | null = null;
  // Each open panel's view, kept so a corrected field clears only its own message.
  const views = new Map<PanelName, PanelView>();

  const write = (editor: Editor) => {
    const html = htmlOf(editor);
    if (area.value === html) return;
    area.value = html;
    area.dispatchEvent(new Event("input", { bubbles: true }));
  };
  // The surface is named and described as the textarea is, but for how to write HTML.
  const htmlHint = find(widget, EDITOR_HTML_HINT);
  const describedBy = (area.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== htmlHint?.id)
    .join(" ");
  const label = area.labels?.[0];
  const attributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    ...(label?.id ? { "aria-labelledby": label.id } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(area.getAttribute("aria-invalid") === "true" ? { "aria-invalid": "true" } : {}),
  };
  // Whatever is in the textarea now, including text typed before the script ran.
  const editor = new Editor({
    element: { mount: surface },
    editorProps: { attributes },
    injectNonce: pageNonce(),
    extensions: extensions(),
    content: area.value,
    onUpdate: ({ editor: current }) => write(current),
    onTransaction: ({ editor: current }) => updateToolbar(toolbar, readState(current, open)),
  });

  // The textarea is hidden (not removed: it is what the form posts) and no longer required.
  area.hidden = true;
  area.required = false;
  area.removeAttribute("minlength");
  if (htmlHint) htmlHint.hidden = true;
  setAttribute(area, "aria-describedby", describedBy || undefined);
  ui.hidden = false;
  updateToolbar(toolbar, readState(editor, open));

  const show = (name: PanelName | null, view: PanelView = CLOSED_PANEL) => {
    for (const [other, panel] of panels) updatePanel(panel, other === name ? view : CLOSED_PANEL, area.id);
    open = name;
    updateToolbar(toolbar, readState(editor, open));
  };
  const close = () => {
    show(null);
    editor.commands.focus();
  };
  const input = (panel: HTMLElement, field: PanelField) => find<HTMLInputElement>(panel, EDITOR_INPUT, field);

  const openPanel = (name: PanelName) => {
    const panel = panels.get(name);
    if (!panel) return;
    const href = name === "link" ? (editor.getAttributes("link").href as string | undefined) : undefined;
    for (const field of PANEL_FIELDS[name] as readonly PanelField[]) {
      const control = input(panel, field);
      if (control) control.value = field === "href" ? (href ?? "https://") : "";
    }
    const choice = find<HTMLSelectElement>(panel, EDITOR_CHOICE);
    if (choice) choice.value = "";
    const view = { open: true, errors: {}, canRemove: Boolean(href) };
    views.set(name, view);
    show(name, view);
    panel.querySelector<HTMLElement>("input, select")?.focus();
  };

  const refuse = (name: PanelName, errors: PanelView["errors"]) => {
    const view = { open: true, errors, canRemove: views.get(name)?.canRemove ?? false };
    views.set(name, view);
    const panel = panels.get(name);
    if (panel) updatePanel(panel, view, area.id);
  };

  const apply = (name: PanelName) => {
    const panel = panels.get(name);
    if (!panel) return;
    if (name === "link") {
      const safe = editorLinkHref(input(panel, "href")?.value);
      if (!safe) return refuse(name, { href: LINK_MESSAGE });
      const chain = editor.chain().focus();
      if (editor.state.selection.empty && !editor.isActive("link")) {
        // Nothing selected: the address itself becomes the linked text.
        chain
          .insertContent({ type: "text", text: safe, marks: [{ type: "link", attrs: { href: safe } }] })
          .unsetMark("link")
          .run();
      } else {
        chain.extendMarkRange("link").setLink({ href: safe }).run();
      }
    } else {
      const safe = editorImageSrc(input(panel, "src")?.value);
      const text = input(panel, "alt")?.value.trim() ?? "";
      if (!safe || !text) {
        return refuse(name, { src: safe ? undefined : IMAGE_MESSAGE, alt: text ? undefined : ALT_MESSAGE });
      }
      editor.chain().focus().setImage({ src: safe, alt: text }).run();
    }
    close();
  };

  toolbar.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(selector(EDITOR_TOOL));
    if (!button || button.disabled) return;
    const name = button.getAttribute(EDITOR_TOOL) as ToolName;
    if (name === "link" || name === "image") {
      if (open === name) show(null);
      else openPanel(name);
    } else if (name === "undo") editor.chain().focus().undo().run();
    else if (name === "redo") editor.chain().focus().redo().run();
    else TOGGLES[name](editor.chain().focus()).run();
  });

  for (const [name, panel] of panels) {
    panel.addEventListener("click", (event) => {
      const action = (event.target as Element).closest(selector(EDITOR_ACTION))?.getAttribute(EDITOR_ACTION);
      if (action === "apply") apply(name);
      else if (action === "remove") {
        editor.chain().focus().extendMarkRange("link").unsetLink().run();
        close();
      } else if (action === "cancel") close();
    });
    panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
        // Enter would submit the article's form.
        event.preventDefault();
        apply(name);
      }
    });
    panel.addEventListener("input", (event) => {
      const target = event.target as HTMLElement;
      const view = views.get(name);
      const choice = find<HTMLSelectElement>(panel, EDITOR_CHOICE);
      const src = input(panel, "src");
      if (target === choice && src) src.value = choice.value;
      else if (target === src && choice) {
        choice.value = [...choice.options].some((option) => option.value === src.value) ? src.value : "";
      }
      const field = (target === choice ? "src" : target.getAttribute(EDITOR_INPUT)) as PanelField | null;
      if (!view || !field || !view.errors[field]) return;
      refuse(name, { ...view.errors, [field]: undefined });
    });
  }

  // The textarea stays the field's truth: a form reset is followed by the editor.
  area.form?.addEventListener("reset", () => {
    // The reset event comes before the values are reset.
    setTimeout(() => {
      if (!editor.isDestroyed && area.value !== htmlOf(editor))
        editor.commands.setContent(area.value, { emitUpdate: false });
    }, 0);
  });
  // The label points at the hidden textarea; a click on it goes to the editor instead.
  for (const label of area.labels ?? []) {
    label.addEventListener("click", (event) => {
      event.preventDefault();
      editor.commands.focus();
    });
  }
  return editor;
}
