import { z } from "~/schemas/zod";
import { CALCULATOR_FIELDS, readCalculatorFields, type CalculatorFields } from "~/domain/calculator-input";
import type { CalendarToday } from "~/domain/dates";
import type { CalculatorType } from "~drizzle/types";

/**
 * The server's check of a calculator form: the calculator's own fields as short strings, read by
 * the same functions the browser uses, so the messages match. Other fields are dropped.
 */
export function calculatorFormSchema(type: CalculatorType, day: CalendarToday) {
  const shape = Object.fromEntries(
    CALCULATOR_FIELDS[type].map((field) => [field, z.string().max(20, "Isian terlalu panjang").optional()]),
  );
  return z.object(shape).transform((values, ctx): { values: Record<string, string>; data: CalculatorFields } => {
    const text = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const read = readCalculatorFields(type, text, day);
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.errors))
        ctx.addIssue({ code: "custom", path: [field], message: message! });
      return z.NEVER;
    }
    return { values: text, data: read.data };
  });
}
