import type { FieldMetadata } from "@conform-to/react";
import { attr } from "../names";
import { createElement, type ReactNode } from "react";
import { buttonClass } from "~/components/Button";
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
  type PanelField,
  type PanelName,
} from "./contract";
import {
  CLOSED_PANEL,
  INITIAL_TOOLBAR,
  type PanelView,
  panelErrorId,
  panelFieldId,
  panelFieldView,
  panelId,
  panelInputClass,
  TOOL_ON,
  TOOLS,
  type ToolbarState,
  toolbarView,
} from "./view";

// The article's HTML (decisions 028 and 062), as the server renders it. Without JavaScript this
// is a plain labelled <textarea> that posts HTML. The editor's script (script.ts) mounts TipTap
// on the surface below it, shows the toolbar and hides the textarea, which it keeps filled with
// the editor's HTML: the form posts exactly the same field either way, and the server sanitizes
// it on save. Toolbar and panels are the server's markup (so their classes are in the page's
// HTML, which the inline stylesheet is cut to); the script only changes their state.

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<any, any, string[]>;

export interface ImageChoice {
  url: string;
  label: string;
}

const textareaClass =
  "block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-stone-900 focus:outline-2";
const surfaceClass =
  "article-content min-h-64 rounded-b-md border bg-white px-3 py-2 focus:outline-2 [&>:first-child]:mt-0 [&_img]:inline-block";

function tone(error?: string) {
  return error
    ? "border-red-600 focus:border-red-600 focus:outline-red-700"
    : "border-stone-300 focus:border-teal-600 focus:outline-teal-700";
}

/** What the editor's schema can put in an article (rich-editor's extensions): their rules stay in the page's cut stylesheet. */
const CONTENT_ELEMENTS = ["p", "h2", "h3", "ul", "ol", "li", "blockquote", "strong", "em", "a", "img", "br"] as const;

export function RichTextArea({
  label,
  field,
  hint,
  imageChoices = [],
  rows = 18,
}: {
  label: string;
  /** The field from useRecipeForm (its id, name, constraints, initial value and first error). */
  field: Meta;
  /** Shown under the field with or without the editor; the textarea adds how to write HTML. */
  hint?: ReactNode;
  /** Stored images the author may pick in the editor's "Gambar" panel (`/gambar/…` addresses). */
  imageChoices?: readonly ImageChoice[];
  rows?: number;
}) {
  const inputId: string = field.id;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const htmlHintId = `${inputId}-html-hint`;
  const error: string | undefined = field.errors?.[0];
  const errorId: string = field.errorId;
  const initialValue = typeof field.initialValue === "string" ? field.initialValue : "";
  // The textarea is described by the error, how to write HTML and the hint.
  const areaDescribedBy = [error ? errorId : null, htmlHintId, hint ? hintId : null].filter(Boolean).join(" ");

  return (
    <div {...attr(EDITOR_WIDGET)}>
      <label id={labelId} htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <p id={htmlHintId} className="mb-1 text-xs text-stone-600" {...attr(EDITOR_HTML_HINT)}>
        Tulis HTML sederhana: &lt;p&gt; untuk paragraf, &lt;h2&gt; dan &lt;h3&gt; untuk judul, &lt;ul&gt;/&lt;ol&gt;
        dengan &lt;li&gt; untuk daftar, &lt;strong&gt; dan &lt;em&gt;, &lt;blockquote&gt;, &lt;a href="…"&gt; untuk
        tautan, &lt;img src="/gambar/…" alt="…"&gt; untuk gambar.
      </p>
      {/* Same name with or without the editor. The script drops `required` and `minLength` when
          it hides the textarea: a hidden invalid control blocks the submit with no message. */}
      <textarea
        {...attr(EDITOR_SOURCE)}
        id={inputId}
        name={field.name}
        rows={rows}
        defaultValue={initialValue}
        required={field.required ? true : undefined}
        minLength={field.minLength}
        maxLength={field.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={areaDescribedBy}
        className={`${textareaClass} ${tone(error)}`}
      />
      <div hidden {...attr(EDITOR_UI)}>
        <EditorToolbar fieldId={inputId} state={INITIAL_TOOLBAR} />
        <EditorPanel fieldId={inputId} name="link" view={CLOSED_PANEL} />
        <EditorPanel fieldId={inputId} name="image" view={CLOSED_PANEL} choices={imageChoices} />
        {/* The editable surface: the script names and describes it as the textarea is (labelled by
            the field's label, described by its error and hint, not by how to write HTML). */}
        <div {...attr(EDITOR_SURFACE)} className={`${surfaceClass} ${tone(error)}`} />
        {/* Never shown: the elements the editor can make, a pressed tool and a refused panel field,
            so the page's stylesheet (cut to its HTML) keeps their rules. */}
        <template>
          <div className="article-content">{CONTENT_ELEMENTS.map((name) => createElement(name, { key: name }))}</div>
          <div className={TOOL_ON} />
          <input className={panelInputClass(true)} />
        </template>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The formatting buttons for a state (view.ts `toolbarView`); the script updates them in place. */
export function EditorToolbar({ fieldId, state }: { fieldId: string; state: ToolbarState }) {
  return (
    <div
      {...attr(EDITOR_TOOLBAR)}
      role="toolbar"
      aria-label="Format teks"
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-stone-300 bg-stone-50 p-1"
    >
      {toolbarView(state).map((tool) => (
        <button
          key={tool.name}
          type="button"
          {...attr(EDITOR_TOOL, tool.name)}
          aria-pressed={tool.pressed}
          aria-expanded={tool.expanded}
          aria-controls={tool.expanded === undefined ? undefined : panelId(fieldId, tool.name as PanelName)}
          disabled={tool.disabled}
          className={tool.className}
        >
          {tool.labelClass ? <span className={tool.labelClass}>{tool.label}</span> : tool.label}
        </button>
      ))}
    </div>
  );
}

const FIELD_LABELS: Record<PanelField, string> = {
  href: "Alamat tautan",
  src: "Alamat gambar",
  alt: "Teks alternatif",
};

const APPLY_LABELS: Record<PanelName, string> = { link: "Pasang", image: "Sisipkan" };

/**
 * A small form under the toolbar. It is not a <form> (it sits inside the article's form) and its
 * controls have no name, so nothing in it is posted; the script makes Enter apply and Escape close.
 */
export function EditorPanel({
  fieldId,
  name,
  view,
  choices = [],
}: {
  fieldId: string;
  name: PanelName;
  view: PanelView;
  choices?: readonly ImageChoice[];
}) {
  const choiceId = `${panelId(fieldId, name)}-choice`;
  return (
    <fieldset
      id={panelId(fieldId, name)}
      hidden={!view.open}
      {...attr(EDITOR_PANEL, name)}
      className="space-y-3 border border-b-0 border-stone-300 bg-stone-50 p-3"
    >
      <legend className="sr-only">{TOOLS.find((tool) => tool.name === name)?.label}</legend>
      {name === "image" && choices.length > 0 ? (
        <div>
          <label htmlFor={choiceId} className="mb-1 block text-sm font-medium text-stone-800">
            Pilih gambar yang sudah diunggah
          </label>
          <select id={choiceId} {...attr(EDITOR_CHOICE)} className={panelInputClass(false)}>
            <option value="">Pilih…</option>
            {choices.map((choice) => (
              <option key={choice.url} value={choice.url}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {PANEL_FIELDS[name].map((field) => {
        const state = panelFieldView(view, field);
        const id = panelFieldId(fieldId, field);
        return (
          <div key={field}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
              {FIELD_LABELS[field]}
            </label>
            <input
              id={id}
              type="text"
              inputMode={field === "href" ? "url" : undefined}
              autoComplete="off"
              {...attr(EDITOR_INPUT, field)}
              aria-invalid={state.invalid ? true : undefined}
              aria-describedby={state.invalid ? panelErrorId(fieldId, field) : undefined}
              className={state.className}
            />
            <p
              id={panelErrorId(fieldId, field)}
              role="alert"
              hidden={!state.invalid}
              {...attr(EDITOR_ERROR, field)}
              className="mt-1 text-sm text-red-700"
            >
              {state.error}
            </p>
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button type="button" {...attr(EDITOR_ACTION, "apply")} className={buttonClass({ size: "sm" })}>
          {APPLY_LABELS[name]}
        </button>
        {name === "link" ? (
          <button
            type="button"
            hidden={!view.canRemove}
            {...attr(EDITOR_ACTION, "remove")}
            className={buttonClass({ variant: "dangerQuiet", size: "sm" })}
          >
            Hapus tautan
          </button>
        ) : null}
        <button
          type="button"
          {...attr(EDITOR_ACTION, "cancel")}
          className={buttonClass({ variant: "quiet", size: "sm" })}
        >
          Batal
        </button>
      </div>
    </fieldset>
  );
}
