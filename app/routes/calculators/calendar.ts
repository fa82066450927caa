import { redirect } from "react-router";
import { calendarCookie, calendarIdFrom, newCalendarId, planCalendar } from "~/domain/calendar-file";
import { calendarToday } from "~/domain/dates";
import { pregnancyPlan } from "~/domain/pregnancy-plan";
import { calculatorFormSchema } from "~/schemas/calculators";
import { messages } from "~/messages";
import { parseSubmission } from "~/schemas/form";
import { readForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/calendar";

/**
 * "Tambahkan ke kalender" under a pregnancy plan (issue 18, decision 048): the plan's visit
 * windows as an .ics file to open in the phone's calendar. A plain form posts the last period and
 * the cycle (a health input never goes into an address, decision 031); nothing is stored, and the
 * file holds the dates and the visits only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const day = calendarToday();
  const submission = parseSubmission(await readForm(request), calculatorFormSchema("hpl", day));
  // The form comes with a result the page made: anything else is forged or from another day.
  if (submission.status !== "success") {
    return redirectWithToast(
      "/kalkulator#hpl-title",
      { ...messages.calculators.calendarFailed, variant: "destructive" },
      { env: context.cloudflare.env, request },
    );
  }
  const { lastPeriod, cycleLength } = submission.value.data;
  const plan = pregnancyPlan(lastPeriod!, cycleLength!, day.today);
  // The device's pregnancy code names the events (issue 29): a second download updates them.
  const known = calendarIdFrom(request.headers.get("Cookie"));
  const pregnancyId = known ?? newCalendarId(() => crypto.randomUUID());
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'attachment; filename="rencana-kehamilan-bidanku.ics"',
    "Cache-Control": "private, no-store",
  });
  if (!known) headers.append("Set-Cookie", calendarCookie(pregnancyId, new URL(request.url).protocol === "https:"));
  return new Response(planCalendar(plan, new Date(), pregnancyId), { headers });
}

/** The plan is made by the calculators: /kalkulator. */
export function loader() {
  return redirect("/kalkulator");
}
