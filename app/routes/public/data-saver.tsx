import { data, redirect } from "react-router";
import { dataSaverCookie } from "~/domain/data-saver";
import { safeRedirectPath } from "~/domain/redirects";
import { messages } from "~/messages";
import { BAD_REQUEST_MESSAGE, parseSubmission } from "~/schemas/form";
import { z } from "~/schemas/zod";
import { readForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/data-saver";

/**
 * The footer's "Hemat data" switch (issue 17, decision 047): turns it on or off (a cookie) and goes
 * back to the page it was pressed on (a path of this site only), which then says so.
 */
const switchSchema = z.object({
  hemat: z.enum(["on", "off"]),
  kembali: z.string().max(500).optional(),
});

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const submission = parseSubmission(await readForm(request), switchSchema);
  // Only a forged request sends anything else: refused, nothing changed.
  if (submission.status !== "success") throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
  const on = submission.value.hemat === "on";
  const secure = new URL(request.url).protocol === "https:";
  return redirectWithToast(
    safeRedirectPath(submission.value.kembali, "/"),
    on ? messages.dataSaver.on : messages.dataSaver.off,
    {
      env,
      request,
      headers: { "Set-Cookie": dataSaverCookie(on, secure) },
      document: true,
    },
  );
}

/** Never shown (GET goes home): the root's error page answers a refused switch. */
export default function DataSaver() {
  return null;
}
