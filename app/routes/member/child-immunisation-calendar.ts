import { data, href, redirect } from "react-router";
import { calendarToday, type IsoDate } from "~/domain/dates";
import { immunisationCalendar, upcomingEvents } from "~/domain/immunisation-calendar";
import { immunisationPlan } from "~/domain/immunisation-status";
import { messages } from "~/messages";
import { BAD_REQUEST_MESSAGE, parseSubmission } from "~/schemas/form";
import { calendarSchema } from "~/schemas/immunisation";
import { getDb } from "~/server/db.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { getChildDoses } from "~/server/immunisations.server";
import { getSessionSecret } from "~/server/secrets.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/child-immunisation-calendar";

/**
 * "Unduh Kalender" on a child's immunisation page (issue 35): the doses ahead as an .ics file.
 * A POST (nothing of the child goes into an address), only for the child's owner; the file holds
 * the dates and the doses, and the child's nickname only when the parent ticked the box.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id))
    throw data({ message: messages.children.notFound }, { status: 404 });
  const id = Number(params.id);
  const formData = await readForm(request);
  const found = await getChildDoses(getDb(env), user.id, id);
  if (!found) throw data({ message: messages.children.notFound }, { status: 404 });
  const submission = parseSubmission(formData, calendarSchema);
  if (submission.status !== "success") throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
  const day = calendarToday();
  const events = upcomingEvents(immunisationPlan(found.child.birthDate as IsoDate, day.today, found.doses));
  const page = href("/dashboard/anak/:id/imunisasi", { id: String(id) });
  if (events.length === 0) {
    return redirectWithToast(`${page}#kalender`, messages.immunisation.calendarEmpty, { env, request });
  }
  const file = immunisationCalendar(events, {
    now: new Date(),
    code: await calendarCode(getSessionSecret(env), id),
    name: submission.value.withName ? found.child.name : undefined,
  });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="jadwal-imunisasi-bidanku.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}

/** The code naming this child's events in a calendar: stable, and telling nothing about the child. */
async function calendarCode(secret: string, childId: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`imunisasi|${secret}|${childId}`));
  return [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/** The file is made by the form on the child's immunisation page (signed in: the page is private). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return redirect(href("/dashboard/anak/:id/imunisasi", { id: args.params.id }));
}
