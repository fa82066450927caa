import { href, redirect } from "react-router";
import { calendarToday, type IsoDate } from "~/domain/dates";
import { immunisationCalendar, upcomingEvents } from "~/domain/immunisation-calendar";
import { immunisationPlan } from "~/domain/immunisation-status";
import { messages } from "~/messages";
import { parseSubmission } from "~/schemas/form";
import { calendarSchema } from "~/schemas/immunisation";
import { childIdOrNull } from "~/server/child-params.server";
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
  const toastArgs = { env, request };
  const formData = await readForm(request);
  // A plain form posts here: a refusal goes back with a toast, never a bare error page.
  const id = childIdOrNull(params.id);
  const found = id === null ? null : await getChildDoses(getDb(env), user.id, id);
  if (id === null || !found) {
    return redirectWithToast(
      href("/dashboard/anak"),
      {
        title: messages.immunisation.calendarFailed.title,
        description: messages.children.notFound,
        variant: "destructive",
      },
      toastArgs,
    );
  }
  const page = href("/dashboard/anak/:id/imunisasi", { id: String(id) });
  const submission = parseSubmission(formData, calendarSchema);
  if (submission.status !== "success") {
    return redirectWithToast(
      `${page}#kalender`,
      { ...messages.immunisation.calendarFailed, variant: "destructive" },
      toastArgs,
    );
  }
  const day = calendarToday();
  const events = upcomingEvents(immunisationPlan(found.child.birthDate as IsoDate, day.today, found.doses));
  if (events.length === 0) return redirectWithToast(`${page}#kalender`, messages.immunisation.calendarEmpty, toastArgs);
  const file = immunisationCalendar(events, {
    now: new Date(),
    today: day.today,
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

/**
 * The code naming this child's events in a calendar: an HMAC of the child's id under a key of its
 * own (derived from the session secret), stable across downloads, telling nothing about the child.
 * A new session secret gives new codes (the next download then adds the events afresh).
 */
async function calendarCode(secret: string, childId: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(`bidanku-kalender-imunisasi:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(String(childId)));
  return [...new Uint8Array(mac)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/** The file is made by the form on the child's immunisation page (signed in: the page is private). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const id = childIdOrNull(args.params.id);
  return redirect(id === null ? href("/dashboard/anak") : href("/dashboard/anak/:id/imunisasi", { id: String(id) }));
}
