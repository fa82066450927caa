import type { FieldMetadata } from "@conform-to/react";
import { type KeyboardEvent, useState } from "react";
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from "~/domain/articles";
import { Field, useHydrated } from "./forms";

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<string, any, string[]>;

const HINT = `Pisahkan dengan koma, misalnya: gizi, trimester 1. Maksimal ${MAX_TAGS} tag.`;

/**
 * The article's tags. Without JavaScript: one comma-separated text field. With it: the tags as
 * chips with a remove button each, and a box where Enter (or a comma) adds what was typed, only
 * when it is non-empty and not already there (SPEC section 5). Either way the form posts the same
 * comma-separated field, which the server reads with the same `parseTags`.
 */
export function TagInput({ field, label }: { field: Meta; label: string }) {
  const hydrated = useHydrated();
  const initial = typeof field.initialValue === "string" ? field.initialValue : "";
  const [tags, setTags] = useState(() => parseTags(initial));
  const [draft, setDraft] = useState("");
  if (!hydrated) return <Field label={label} field={field} hint={HINT} />;

  const add = () => {
    const next = parseTags([...tags, draft].join(","));
    setTags(next.slice(0, MAX_TAGS));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would otherwise submit the whole form.
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };
  return (
    <div>
      <input type="hidden" name={field.name} value={tags.join(", ")} />
      <Field
        label={label}
        name=""
        error={field.errors?.[0]}
        hint={`Tekan Enter untuk menambah tag. Maksimal ${MAX_TAGS} tag.`}
        value={draft}
        maxLength={MAX_TAG_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add()}
        disabled={tags.length >= MAX_TAGS}
        data-testid="tag-entry"
      />
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tag artikel">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center rounded-full bg-stone-100 pl-3 text-sm text-stone-800">
              #{tag}
              <button
                type="button"
                onClick={() => setTags(tags.filter((other) => other !== tag))}
                className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">Hapus tag {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
