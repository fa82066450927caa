import type { FieldMetadata } from "@conform-to/react";
import { attr } from "../names";
import { Field } from "~/components/forms";
import { parseTags } from "~/domain/articles";
import {
  TAGS_CHIP,
  TAGS_ENTRY,
  TAGS_HINT,
  TAGS_LIST,
  TAGS_REMOVE,
  TAGS_REMOVE_LABEL,
  TAGS_TEXT,
  TAGS_UI,
  TAGS_VALUE,
  TAGS_WIDGET,
} from "./contract";
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
    <div {...attr(TAGS_WIDGET)}>
      <Field label={label} field={field} hint={<span {...attr(TAGS_HINT)}>{TYPED_HINT}</span>} {...attr(TAGS_ENTRY)} />
      <div hidden {...attr(TAGS_UI)}>
        {/* Disabled (so not posted) until the script takes the field's name away from the text box. */}
        <input type="hidden" name={field.name} value={postedTags(tags)} disabled {...attr(TAGS_VALUE)} />
        <TagList tags={tags} />
        <template {...attr(TAGS_CHIP)}>
          <TagChip tag="" />
        </template>
      </div>
    </div>
  );
}

/** The chips for these tags; hidden while there are none. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul hidden={tags.length === 0} aria-label="Tag artikel" className="mt-2 flex flex-wrap gap-2" {...attr(TAGS_LIST)}>
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
      <span {...attr(TAGS_TEXT)}>{view.text}</span>
      <button
        type="button"
        {...attr(TAGS_REMOVE)}
        className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-200 hover:text-stone-900"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only" {...attr(TAGS_REMOVE_LABEL)}>
          {view.removeLabel}
        </span>
      </button>
    </li>
  );
}
