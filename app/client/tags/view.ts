import { MAX_TAGS } from "~/domain/articles";

// The tags field's view (decision 062), shared by the server's markup (Tags.tsx) and the
// browser's script (script.ts).

/** The hint without JavaScript: one comma-separated field. */
export const TYPED_HINT = `Pisahkan dengan koma, misalnya: gizi, trimester 1. Maksimal ${MAX_TAGS} tag.`;
/** The hint once the script has turned the field into chips. */
export const CHIPS_HINT = `Tekan Enter untuk menambah tag. Maksimal ${MAX_TAGS} tag.`;

/** What the form posts for these tags, with or without the script (read back by `parseTags`). */
export const postedTags = (tags: readonly string[]) => tags.join(", ");

export interface ChipView {
  text: string;
  removeLabel: string;
}

export function chipView(tag: string): ChipView {
  return { text: `#${tag}`, removeLabel: `Hapus tag ${tag}` };
}

/** No more tags can be typed once there are `MAX_TAGS`. */
export const tagsFull = (tags: readonly string[]) => tags.length >= MAX_TAGS;
