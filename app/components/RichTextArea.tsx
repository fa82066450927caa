import type { FieldMetadata } from "@conform-to/react";
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "./forms";
import type { RichEditorProps } from "./rich-editor.client";

// The article's HTML (decision 028). Without JavaScript, before hydration, and if the editor's
// chunk cannot be fetched, this is a plain labelled <textarea> that posts HTML. Once hydrated, the
// TipTap editor is fetched as its own chunk (only pages that render this field ask for it) and
// mounts under the textarea, which it then hides and keeps filled with its HTML: the form posts
// exactly the same field either way, and the server sanitizes it on save.
const RichEditor = lazy<ComponentType<RichEditorProps>>(() =>
  import("./rich-editor.client").catch(() => ({ default: () => null })),
);

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<any, any, string[]>;

const textareaClass =
  "block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-stone-900 focus:outline-2";

function tone(error?: string) {
  return error
    ? "border-red-600 focus:border-red-600 focus:outline-red-700"
    : "border-stone-300 focus:border-teal-600 focus:outline-teal-700";
}

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
  imageChoices?: readonly { url: string; label: string }[];
  rows?: number;
}) {
  const hydrated = useHydrated();
  const area = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);

  const inputId: string = field.id;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const htmlHintId = `${inputId}-html-hint`;
  const error: string | undefined = field.errors?.[0];
  const errorId: string = field.errorId;
  const initialValue = typeof field.initialValue === "string" ? field.initialValue : "";
  // The editor is described by the error and the hint; the textarea also by how to write HTML.
  const editorDescribedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const areaDescribedBy = [error ? errorId : null, ready ? null : htmlHintId, hint ? hintId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div>
      <label id={labelId} htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {ready ? null : (
        <p id={htmlHintId} className="mb-1 text-xs text-stone-600">
          Tulis HTML sederhana: &lt;p&gt; untuk paragraf, &lt;h2&gt; dan &lt;h3&gt; untuk judul, &lt;ul&gt;/&lt;ol&gt;
          dengan &lt;li&gt; untuk daftar, &lt;strong&gt; dan &lt;em&gt;, &lt;blockquote&gt;, &lt;a href="…"&gt; untuk
          tautan, &lt;img src="/gambar/…" alt="…"&gt; untuk gambar.
        </p>
      )}
      {/* Same name with or without the editor. `required` and `minLength` only while it is shown:
          a hidden invalid control blocks the submit with no message anyone can see. */}
      <textarea
        ref={area}
        id={inputId}
        name={field.name}
        rows={rows}
        defaultValue={initialValue}
        hidden={ready}
        required={!ready && field.required ? true : undefined}
        minLength={ready ? undefined : field.minLength}
        maxLength={field.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={areaDescribedBy || undefined}
        className={`${textareaClass} ${tone(error)}`}
      />
      {hydrated ? (
        <Suspense fallback={null}>
          <RichEditor
            textareaRef={area}
            labelId={labelId}
            describedBy={editorDescribedBy}
            invalid={Boolean(error)}
            imageChoices={imageChoices}
            onReady={onReady}
          />
        </Suspense>
      ) : null}
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
