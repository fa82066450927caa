import { redirect } from "react-router";
import { getDb } from "~/server/db.server";
import { stopReminderMail, UNSUBSCRIBE_PATH, verifiedUnsubscriber } from "~/server/reminders.server";
import type { Route } from "./+types/unsubscribe-one-click";

// The `List-Unsubscribe` address of a reminder mail (issue 37, decision 075; RFC 8058): a mail
// program posts `List-Unsubscribe=One-Click` here and gets a plain answer. Opened in a browser it
// goes to the page with the button, changing nothing. An altered link is refused, changing nothing.

const plain = (text: string, status = 200) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${UNSUBSCRIBE_PATH}${new URL(request.url).search}`, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  // The body ("List-Unsubscribe=One-Click", or nothing) is not read: the signature is the gate, and
  // a mail program's post must never fail on its body. The Worker drains what no route read.
  const userId = await verifiedUnsubscriber(env, new URL(request.url));
  if (!userId) return plain("Tautan tidak valid. Tidak ada yang berubah.", 400);
  await stopReminderMail(getDb(env), userId);
  return plain("Email pengingat dihentikan.");
}
