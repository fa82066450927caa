import { attr } from "../names";

/**
 * The names the share box's markup (ShareButtons.tsx) and its inline script (./script.ts) share.
 * Kept short on purpose: the script is inline in every article page, whose first 14 KB are
 * budgeted (decision 061).
 */

/*
 * What the script needs is in the box's markup already, so the box repeats none of it: where to
 * count a share is the share form's `action`, the address is the address field's value, and the
 * title is the page's `<h1>`.
 */

/**
 * The box's parts, each marked `data-<part>`: "Bagikan ke aplikasi lain" (the phone's share
 * sheet) and "Salin tautan" (both rendered hidden), the toast "Tautan Disalin" as a template, the
 * address field (shown when the clipboard is blocked) and its how-to note.
 */
export type SharePart = "sheet" | "copy" | "copied" | "address" | "info";
export const sharePart = (part: SharePart) => attr(`data-${part}`);
// Written out rather than through `selector`: this runs inline in every article page (14 KB budget).
export const sharePartSelector = (part: SharePart) => `[data-${part}]`;

/** Where the article page shows its share count. */
export const SHARE_COUNT = "data-share-count";
