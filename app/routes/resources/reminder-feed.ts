import { mailLinkOrigin } from "~/server/links.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/http.server";
import { feedCalendar } from "~/server/reminders.server";
import type { Route } from "./+types/reminder-feed";

// A member's private calendar address (issue 37, decision 077): `/pengingat/kalender/<token>.ics`,
// fetched by Google Calendar or an iPhone without a session. The token is the only key; an
// unknown, altered or replaced one is "not found", the same answer, and nothing is written.

const notFound = () =>
  new Response("Alamat kalender tidak ditemukan. Buat alamat baru di halaman Pengingat Bidanku.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  const match = /^(.+)\.ics$/.exec(params.file ?? "");
  if (!match) return notFound();
  // The links in the events point to the site's own address, never to a forgeable Host.
  const origin = mailLinkOrigin(request.url, env.PUBLIC_URL) ?? new URL(request.url).origin;
  const calendar = await feedCalendar(env, match[1]!, Date.now(), origin);
  if (calendar === null) return notFound();
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="pengingat-bidanku.ics"',
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
