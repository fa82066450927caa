import { HONEYPOT_FIELD } from "~/domain/honeypot";

/**
 * Whether a public form came back with the honeypot field filled in (decision 025). People never
 * see or reach the field; form-filling bots fill every field. Whitespace alone does not count,
 * so a browser that puts a stray space into it cannot turn a person into a "bot".
 *
 * A filled honeypot is answered like a success (the form's own redirect and toast) with nothing
 * written or sent, so the bot learns nothing it could adapt to.
 */
export function isHoneypotFilled(formData: FormData): boolean {
  return formData.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value.trim() !== "");
}
