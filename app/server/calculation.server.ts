import { type AppLoadContext, data } from "react-router";
import { calculate, type CalculatorOutcome, historyRecord, isCalculatorType } from "~/domain/calculator-input";
import { calendarToday } from "~/domain/dates";
import { calculatorSuccessTitle, messages, type ToastMessage } from "~/messages";
import { calculatorFormSchema } from "~/schemas/calculators";
import { type FormSubmission, parseSubmission } from "~/schemas/form";
import { saveCalculation } from "./calculators.server";
import { getDb } from "./db.server";
import { readForm } from "./forms.server";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit.server";
import { getSessionUser } from "./session.server";

type Refused = FormSubmission<ReturnType<typeof calculatorFormSchema>>;

export type Calculation =
  | { status: "refused"; submission: Refused }
  | { status: "done"; outcome: Extract<CalculatorOutcome, { ok: true }>; savedId: number | null; toast: ToastMessage };

/**
 * One calculator post, for the page's action (without JavaScript) and /kalkulator/simpan (the
 * page's script): validates and calculates on the server and saves to the history of a signed-in
 * member (the server decides who and which type). A member's saves are limited per account
 * (issue 14): over the limit the result still stands, only not stored, and the toast says so.
 */
export async function runCalculation(request: Request, context: AppLoadContext): Promise<Calculation> {
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const type = formData.get("calculator");
  if (!isCalculatorType(type)) throw data(null, { status: 400 });
  const day = calendarToday();
  const submission = parseSubmission(formData, calculatorFormSchema(type, day));
  if (submission.status !== "success") return { status: "refused", submission };
  const outcome = calculate(type, submission.value.values, submission.value.data, day);

  const user = await getSessionUser(context, request);
  const savedId =
    user && (await hitRateLimit(env, RATE_LIMITS.calculatorSave, user.id)).allowed
      ? await saveCalculation(getDb(env), user.id, outcome.type, historyRecord(outcome))
      : null;
  const toast = {
    title: calculatorSuccessTitle(outcome.type),
    description: user
      ? savedId !== null
        ? messages.calculators.savedToHistory
        : messages.calculators.notSavedLimit
      : undefined,
  };
  return { status: "done", outcome, savedId, toast };
}
