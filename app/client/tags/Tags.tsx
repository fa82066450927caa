import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms";
import { parseTags } from "~/domain/articles";
import { TAGS } from "./contract";
import { chipView, postedTags, TYPED_HINT } from "./view";

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<string, any, string[]>;

/**
 * The article's tags (SPEC section 5, decision 062). Without JavaScript: one comma-separated
 * text field. The script (script.ts) turns it into chips with a remove button each and a box
 * where Enter (or a comma) adds what was typed, only when it is non-empty and not already there.
 * Either way the form posts the same comma-separated field, which the server reads with the
 * same `parseTags`. The chips' markup is the server's: the list below and a <template> of one chip.
 */
export function TagInput({ field, label }: { field: Meta; label: string }) {
  const tags = parseTags(typeof field.initialValue === "string" ? field.initialValue : "");
  return (
    <div {...{ [TAGS.widget]: "" }}>
      <Field
        label={label}
        field={field}
        hint={<span {...{ [TAGS.hint]: "" }}>{TYPED_HINT}</span>}
        {...{ [TAGS.entry]: "" }}
      />
      <div hidden {...{ [TAGS.ui]: "" }}>
        {/* Disabled (so not posted) until the script takes the field's name away from the text box. */}
        <input type="hidden" name={field.name} value={postedTags(tags)} disabled {...{ [TAGS.value]: "" }} />
        <TagList tags={tags} />
        <template {...{ [TAGS.chip]: "" }}>
          <TagChip tag="" />
        </template>
      </div>
    </div>
  );
}

/** The chips for these tags; hidden while there are none. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul
      hidden={tags.length === 0}
      aria-label="Tag artikel"
      className="mt-2 flex flex-wrap gap-2"
      {...{ [TAGS.list]: "" }}
    >
      {tags.map((tag) => (
        <TagChip key={tag} tag={tag} />
      ))}
    </ul>
  );
}

export function TagChip({ tag }: { tag: string }) {
  const view = chipView(tag);
  return (
    <li className="flex items-center rounded-full bg-stone-100 pl-3 text-sm text-stone-800">
      <span {...{ [TAGS.text]: "" }}>{view.text}</span>
      <button
        type="button"
        {...{ [TAGS.remove]: "" }}
        className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only" {...{ [TAGS.removeLabel]: "" }}>
          {view.removeLabel}
        </span>
      </button>
    </li>
  );
}
