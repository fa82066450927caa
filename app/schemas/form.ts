import { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** What an action answers when a form is refused: messages per field, the typed values, and
 * optionally one message for the whole form. */
export interface FormFailure {
  errors: FieldErrors;
  values: Record<string, string>;
  failure?: { title: string; message: string };
}

export type FormResult<T> =
  | { success: true; data: T }
  | { success: false; errors: FieldErrors; values: Record<string, string> };

/** Fields never echoed back into a re-rendered form. */
const SECRET_FIELDS = /password/i;
/** Longer than any field allows: enough to give the text back, not a megabyte of it. */
const ECHO_LIMIT = 4000;

/**
 * Parses submitted form data with a zod schema. On failure it gives the first message per
 * field and the submitted text values (without passwords) to refill the form.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S): FormResult<z.output<S>> {
  const raw: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !(key in raw)) raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  const values = Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => !SECRET_FIELDS.test(key))
      .map(([key, value]) => [key, value.slice(0, ECHO_LIMIT)]),
  );
  return { success: false, errors, values };
}

/** A delete is only carried out when its confirm step was answered "Ya, hapus" (ConfirmDelete). */
export const CONFIRM_REQUIRED = 'Penghapusan belum dikonfirmasi. Tekan "Ya, hapus" untuk menghapus.';
export const deleteConfirmed = z.literal("ya", { error: CONFIRM_REQUIRED });
