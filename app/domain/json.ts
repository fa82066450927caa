// Reading JSON columns defensively: stored JSON may be old, partial or hand-edited, and a page
// must show what it can rather than fail.

/** The value as an object, or an empty one. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Trimmed text, or "" for anything that is not a string. */
export function asText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Trimmed non-empty strings of a list; anything that is not a list becomes empty. */
export function asTextList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(asText).filter(Boolean);
}

/** A list kept as JSON text (or already read): its trimmed non-empty strings; anything else, none. */
export function asTextListFromJson(value: unknown): string[] {
  if (typeof value !== "string") return asTextList(value);
  try {
    return asTextList(JSON.parse(value));
  } catch {
    return [];
  }
}

/** A finite number, or null. */
export function asFiniteNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
