import { z } from "~/schemas/zod";
import {
  CHILD_LIMITS,
  CHILD_MESSAGES,
  type ChildFacts,
  MEASUREMENT_FIELDS,
  readBirthDate,
  readGestationalWeeks,
  readMeasurement,
} from "~/domain/children";
import type { CalendarToday } from "~/domain/dates";
import type { GrowthTables } from "~/domain/who/zscore";
import { checkbox, cleanLine } from "./auth";
import { deleteSchema, recordId } from "./form";

// The forms of /dashboard/anak and /dashboard/anak/:id (issue 16, part 3). Each field arrives as
// a short string; the pure readers of app/domain/children.ts judge them, and every refusal is an
// Indonesian message on its field.

const short = (max = 20) => z.string().max(max, "Isian terlalu panjang");

/** One line: line breaks and tabs become spaces, invisible characters go (as the question form's names). */
const childName = z
  .string({ error: CHILD_MESSAGES.name })
  .max(CHILD_LIMITS.nameMax * 2, CHILD_MESSAGES.nameTooLong)
  .transform(cleanLine)
  .pipe(z.string().min(1, CHILD_MESSAGES.name).max(CHILD_LIMITS.nameMax, CHILD_MESSAGES.nameTooLong));

/** The fields of the child form as typed, for the form's HTML constraints. */
export const childFields = z.object({
  name: childName,
  sex: z.enum(["laki", "perempuan"], { error: CHILD_MESSAGES.sex }),
  birthDate: short(),
  gestationalWeeks: short().optional(),
});

type ChildInput = z.output<typeof childFields>;

/** The child's facts read against today, each refusal on its field. */
function readChild(values: ChildInput, ctx: z.RefinementCtx, day: CalendarToday, stored?: string) {
  const birth = readBirthDate(values.birthDate, day, { stored });
  if (!birth.ok) ctx.addIssue({ code: "custom", path: ["birthDate"], message: birth.message });
  const weeks = readGestationalWeeks(values.gestationalWeeks ?? "");
  if (!weeks.ok) ctx.addIssue({ code: "custom", path: ["gestationalWeeks"], message: weeks.message });
  if (!birth.ok || !weeks.ok) return null;
  return { name: values.name, sex: values.sex, birthDate: birth.date, gestationalWeeks: weeks.weeks };
}

/**
 * The child form of an edit, read against today. It may keep the `stored` birth date past 60
 * months; the action then checks the child's stored measurements against the new facts.
 */
export function childSchema(day: CalendarToday, { stored }: { stored?: string } = {}) {
  return childFields.transform((values, ctx) => readChild(values, ctx, day, stored) ?? z.NEVER);
}

/** The fields of the new-child form: the child's, and the parent's consent (decision 051). */
export const newChildFields = childFields.extend({ consent: checkbox });

/** A new child: one the growth check can score, kept only with the parent's explicit consent. */
export function newChildSchema(day: CalendarToday) {
  return newChildFields.transform((values, ctx) => {
    if (!values.consent) ctx.addIssue({ code: "custom", path: ["consent"], message: CHILD_MESSAGES.consent });
    const child = readChild(values, ctx, day);
    return child && values.consent ? child : z.NEVER;
  });
}

/** The fields of the measurement form as typed (all short strings; the reader says what is missing). */
export const measurementFields = z.object(
  Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, short().optional()])) as Record<
    (typeof MEASUREMENT_FIELDS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** A new measurement of `child`, checked and scored as the visitor's growth check does. */
export function measurementSchema(tables: GrowthTables, child: ChildFacts, day: CalendarToday) {
  return measurementFields.transform((values, ctx) => {
    const read = readMeasurement(tables, child, values, day);
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.errors))
        ctx.addIssue({ code: "custom", path: [field], message: message! });
      return z.NEVER;
    }
    return read.measurement;
  });
}

/** An edit of one measurement: its id, then the same fields. */
export function measurementEditSchema(tables: GrowthTables, child: ChildFacts, day: CalendarToday) {
  return measurementFields.extend({ measurementId: recordId }).transform((values, ctx) => {
    const read = readMeasurement(tables, child, values, day);
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.errors))
        ctx.addIssue({ code: "custom", path: [field], message: message! });
      return z.NEVER;
    }
    return { id: values.measurementId, measurement: read.measurement };
  });
}

/** The delete steps (ConfirmDelete): a measurement, or the child with all of its data. */
export const deleteMeasurementSchema = deleteSchema("measurementId");
export const deleteChildSchema = deleteSchema("childId");
