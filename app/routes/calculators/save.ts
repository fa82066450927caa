import { redirect } from "react-router";
import { runCalculation } from "~/server/calculation.server";
import type { Route } from "./+types/save";

/**
 * The calculator page's script (app/client/calculators.ts) has shown the result already; this
 * saves it to a signed-in member's history, exactly as the page's own form would, and answers
 * with the toast to show. A refusal (the day changed between the browser's check and this one)
 * answers 400: the script then sends the form itself, and the page shows the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await runCalculation(request, context);
  const headers = { "Cache-Control": "no-store" };
  if (result.status === "refused") return Response.json({ ok: false }, { status: 400, headers });
  return Response.json({ ok: true, toast: result.toast }, { headers });
}

/** Nothing to show here: the calculators are at /kalkulator. */
export function loader() {
  return redirect("/kalkulator");
}
