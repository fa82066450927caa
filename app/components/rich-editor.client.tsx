import OfficePaste from "@intevation/tiptap-extension-office-paste";
import type { Editor } from "@tiptap/core";
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
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { ALT_MESSAGE, editorImageSrc, editorLinkHref, IMAGE_MESSAGE, LINK_MESSAGE } from "~/domain/rich-text";
import { buttonClass } from "./Button";

// The article editor (decision 028): TipTap 3 from individual extensions, so its schema is the
// part of the sanitizer's allowlist an article needs (h2, h3, p, br, ul, ol, li, strong, em,
// blockquote, a[href], img[src^=/gambar/][alt]). Loaded only by RichTextArea after hydration;
// ".client" keeps it out of the Worker. The server still sanitizes whatever is posted.

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

const EXTENSIONS = [
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

export interface RichEditorProps {
  /** The form's textarea: the editor starts from its value and writes its HTML back into it. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  imageChoices: readonly { url: string; label: string }[];
  onReady: () => void;
}

const editableClass =
  "article-content min-h-64 rounded-b-md border bg-white px-3 py-2 focus:outline-2 [&>:first-child]:mt-0 [&_img]:inline-block";

function htmlOf(editor: Editor) {
  return editor.isEmpty ? "" : editor.getHTML();
}

export default function RichEditor({
  textareaRef,
  labelId,
  describedBy,
  invalid,
  imageChoices,
  onReady,
}: RichEditorProps) {
  // Whatever is in the textarea now, including text typed before hydration.
  const [initialHtml] = useState(() => textareaRef.current?.value ?? "");
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${editableClass} ${
          invalid
            ? "border-red-600 focus:border-red-600 focus:outline-red-700"
            : "border-stone-300 focus:border-teal-600 focus:outline-teal-700"
        }`,
      },
    }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    immediatelyRender: false,
    // TipTap adds a <style> with ProseMirror's base rules; the page's CSP allows it only with
    // the nonce the server gave this page's scripts (a script's `nonce` property keeps it).
    injectNonce: document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined,
    shouldRerenderOnTransaction: false,
    extensions: EXTENSIONS,
    content: initialHtml,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const area = textareaRef.current;
      const html = htmlOf(current);
      if (!area || area.value === html) return;
      area.value = html;
      // Conform listens for input on the form.
      area.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });

  useEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);

  // The textarea stays the field's truth: a form reset, or Conform setting the value (its reset
  // and update intents mark the element with data-conform), is followed by the editor.
  useEffect(() => {
    const area = textareaRef.current;
    if (!editor || !area) return;
    const follow = () => {
      if (!editor.isDestroyed && area.value !== htmlOf(editor))
        editor.commands.setContent(area.value, { emitUpdate: false });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReset = () => {
      timer = setTimeout(follow, 0); // the reset event comes before the values are reset
    };
    const form = area.form;
    form?.addEventListener("reset", onReset);
    const observer = new MutationObserver(follow);
    observer.observe(area, { attributes: true, attributeFilter: ["data-conform"] });
    // The label points at the hidden textarea; a click on it goes to the editor instead.
    const label = document.getElementById(labelId);
    const focusEditor = (event: MouseEvent) => {
      event.preventDefault();
      editor.commands.focus();
    };
    label?.addEventListener("click", focusEditor);
    return () => {
      clearTimeout(timer);
      form?.removeEventListener("reset", onReset);
      observer.disconnect();
      label?.removeEventListener("click", focusEditor);
    };
  }, [editor, textareaRef, labelId]);

  if (!editor) return null;
  return (
    <div className="rich-editor">
      <Toolbar editor={editor} imageChoices={imageChoices} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Panel = "link" | "image" | null;

function Toolbar({ editor, imageChoices }: { editor: Editor; imageChoices: RichEditorProps["imageChoices"] }) {
  const [panel, setPanel] = useState<Panel>(null);
  const panelId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));

  return (
    <>
      <div
        role="toolbar"
        aria-label="Format teks"
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone-300 bg-stone-50 p-1"
      >
        <ToolButton pressed={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
          Judul
        </ToolButton>
        <ToolButton pressed={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
          Subjudul
        </ToolButton>
        <ToolButton pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <span className="font-bold">Tebal</span>
        </ToolButton>
        <ToolButton pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <span className="italic">Miring</span>
        </ToolButton>
        <ToolButton pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
          Daftar
        </ToolButton>
        <ToolButton pressed={state.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
          Daftar bernomor
        </ToolButton>
        <ToolButton pressed={state.blockquote} onClick={() => editor.chain().focus().toggleBlockquote().run()}>
          Kutipan
        </ToolButton>
        <ToolButton
          active={state.link}
          expanded={panel === "link"}
          controls={panel === "link" ? panelId : undefined}
          onClick={() => toggle("link")}
        >
          Tautan
        </ToolButton>
        <ToolButton
          expanded={panel === "image"}
          controls={panel === "image" ? panelId : undefined}
          onClick={() => toggle("image")}
        >
          Gambar
        </ToolButton>
        <ToolButton disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
          Urungkan
        </ToolButton>
        <ToolButton disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
          Ulangi
        </ToolButton>
      </div>
      {panel === "link" ? <LinkPanel id={panelId} editor={editor} close={close} /> : null}
      {panel === "image" ? <ImagePanel id={panelId} editor={editor} close={close} choices={imageChoices} /> : null}
    </>
  );
}

function ToolButton({
  pressed,
  active,
  expanded,
  controls,
  disabled,
  onClick,
  children,
}: {
  /** A toggle (bold, heading…): announced as pressed or not. */
  pressed?: boolean;
  /** Highlighted without being a toggle (the cursor is in a link). */
  active?: boolean;
  /** Opens a panel. */
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const on = pressed || active || expanded;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${
        on
          ? "border-teal-700 bg-teal-700 text-white hover:bg-teal-800"
          : "border-transparent text-stone-800 hover:border-stone-300 hover:bg-white"
      }`}
    >
      {children}
    </button>
  );
}

const panelInputClass =
  "block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 focus:outline-2 sm:text-sm";

function inputTone(error: boolean) {
  return error
    ? "border-red-600 focus:border-red-600 focus:outline-red-700"
    : "border-stone-300 focus:border-teal-600 focus:outline-teal-700";
}

/**
 * A small form inside the toolbar's area. It is not a <form> (it sits inside the article's form)
 * and its inputs have no name, so nothing in it is posted; Enter applies, Escape closes.
 */
function PanelFrame({
  id,
  label,
  close,
  apply,
  children,
}: {
  id: string;
  label: string;
  close: () => void;
  apply: () => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>("input, select")?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      // Enter would submit the article's form.
      event.preventDefault();
      apply();
    }
  };
  return (
    <fieldset
      ref={frame}
      id={id}
      onKeyDown={onKeyDown}
      className="space-y-3 border border-b-0 border-stone-300 bg-stone-50 p-3"
    >
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}

function PanelInput({
  label,
  value,
  onChange,
  error,
  type = "text",
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  inputMode?: "url" | "text";
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${panelInputClass} ${inputTone(Boolean(error))}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LinkPanel({ id, editor, close }: { id: string; editor: Editor; close: () => void }) {
  const current = editor.getAttributes("link").href as string | undefined;
  const [href, setHref] = useState(current ?? "https://");
  const [error, setError] = useState<string>();
  const apply = () => {
    const safe = editorLinkHref(href);
    if (!safe) {
      setError(LINK_MESSAGE);
      return;
    }
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
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  };
  return (
    <PanelFrame id={id} label="Tautan" close={close} apply={apply}>
      <PanelInput
        label="Alamat tautan"
        type="text"
        inputMode="url"
        value={href}
        onChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={apply} className={buttonClass({ size: "sm" })}>
          Pasang
        </button>
        {current ? (
          <button type="button" onClick={remove} className={buttonClass({ variant: "dangerQuiet", size: "sm" })}>
            Hapus tautan
          </button>
        ) : null}
        <button type="button" onClick={close} className={buttonClass({ variant: "quiet", size: "sm" })}>
          Batal
        </button>
      </div>
    </PanelFrame>
  );
}

function ImagePanel({
  id,
  editor,
  close,
  choices,
}: {
  id: string;
  editor: Editor;
  close: () => void;
  choices: RichEditorProps["imageChoices"];
}) {
  const selectId = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const apply = () => {
    const safe = editorImageSrc(src);
    const text = alt.trim();
    if (!safe || !text) {
      setErrors({ src: safe ? undefined : IMAGE_MESSAGE, alt: text ? undefined : ALT_MESSAGE });
      return;
    }
    editor.chain().focus().setImage({ src: safe, alt: text }).run();
    close();
  };
  return (
    <PanelFrame id={id} label="Gambar" close={close} apply={apply}>
      {choices.length ? (
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
            Pilih gambar yang sudah diunggah
          </label>
          <select
            id={selectId}
            value={choices.some((choice) => choice.url === src) ? src : ""}
            onChange={(event) => {
              setSrc(event.target.value);
              setErrors((previous) => ({ ...previous, src: undefined }));
            }}
            className={`${panelInputClass} ${inputTone(false)}`}
          >
            <option value="">Pilih…</option>
            {choices.map((choice) => (
              <option key={choice.url} value={choice.url}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <PanelInput
        label="Alamat gambar"
        value={src}
        onChange={(value) => {
          setSrc(value);
          setErrors((previous) => ({ ...previous, src: undefined }));
        }}
        error={errors.src}
      />
      <PanelInput
        label="Teks alternatif"
        value={alt}
        onChange={(value) => {
          setAlt(value);
          setErrors((previous) => ({ ...previous, alt: undefined }));
        }}
        error={errors.alt}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={apply} className={buttonClass({ size: "sm" })}>
          Sisipkan
        </button>
        <button type="button" onClick={close} className={buttonClass({ variant: "quiet", size: "sm" })}>
          Batal
        </button>
      </div>
    </PanelFrame>
  );
}
