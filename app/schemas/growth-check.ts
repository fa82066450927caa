import { z } from "~/schemas/zod";
import type { CalendarToday } from "~/domain/dates";
import { GROWTH_CHECK_FIELDS, readGrowthCheck } from "~/domain/growth-check-form";
import type { GrowthTables } from "~/domain/who/zscore";

/**
 * The server's check of the growth form: its fields as short strings, read and scored by the
 * pure functions of app/domain/growth-check-form.ts, each refusal a message on its field.
 */
export function growthCheckSchema(tables: GrowthTables, day: CalendarToday) {
  const shape = Object.fromEntries(
    GROWTH_CHECK_FIELDS.map((field) => [field, z.string().max(20, "Isian terlalu panjang").optional()]),
  );
  return z.object(shape).transform((values, ctx) => {
    const read = readGrowthCheck(tables, values, day);
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.errors))
        ctx.addIssue({ code: "custom", path: [field], message: message! });
      return z.NEVER;
    }
    return read;
  });
}
