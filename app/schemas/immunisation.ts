import type { IsoDate } from "~/domain/dates";
import { checkDose, IMMUNISATION_LIMITS, IMMUNISATION_MESSAGES, type RecordedDose } from "~/domain/immunisation-status";
import { z } from "~/schemas/zod";
import { checkbox, cleanLine } from "./auth";
import { deleteSchema, recordId } from "./form";

// The forms of /dashboard/anak/:id/imunisasi (issue 35). Each field arrives as a short string;
// checkDose (app/domain/immunisation-status.ts) judges the dose against the child, and every
// refusal is an Indonesian message on its field.

/** One line: line breaks and tabs become spaces, invisible characters go; empty is no place. */
const place = z
  .string()
  .max(IMMUNISATION_LIMITS.placeMax * 2, IMMUNISATION_MESSAGES.placeTooLong)
  .transform(cleanLine)
  .pipe(z.string().max(IMMUNISATION_LIMITS.placeMax, IMMUNISATION_MESSAGES.placeTooLong));

/** The fields of the dose form as typed, for the form's HTML constraints. */
export const doseFields = z.object({
  dose: z
    .string({ error: IMMUNISATION_MESSAGES.dose })
    .min(1, IMMUNISATION_MESSAGES.dose)
    .max(20, IMMUNISATION_MESSAGES.dose),
  givenOn: z
    .string({ error: IMMUNISATION_MESSAGES.dateMissing })
    .min(1, IMMUNISATION_MESSAGES.dateMissing)
    .max(20, IMMUNISATION_MESSAGES.date),
  place: place.optional(),
});

export interface DoseContext {
  birthDate: IsoDate;
  latestToday: IsoDate;
  recorded: readonly RecordedDose[];
}

/** A dose read against the child; `editing` is the record a correction replaces. */
function readDose(values: z.output<typeof doseFields>, ctx: z.RefinementCtx, child: DoseContext, editing?: number) {
  const checked = checkDose(values, { ...child, editing });
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", path: [checked.field], message: checked.message });
    return z.NEVER;
  }
  return { dose: values.dose, givenOn: checked.givenOn as string, place: values.place ? values.place : null };
}

export function doseSchema(child: DoseContext) {
  return doseFields.transform((values, ctx) => readDose(values, ctx, child));
}

/** A correction of one record: its id, then the same fields. */
export function doseEditSchema(child: DoseContext) {
  return doseFields
    .extend({ recordId })
    .transform((values, ctx) => ({ id: values.recordId, dose: readDose(values, ctx, child, values.recordId) }));
}

export const deleteDoseSchema = deleteSchema("recordId");

/**
 * The calendar download: the child's nickname goes into the events only when the parent ticks it.
 * The intent is read too: with the box unticked it is the one field the form always sends.
 */
export const calendarSchema = z.object({ intent: z.literal("calendar"), withName: checkbox });
