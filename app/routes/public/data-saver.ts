import { redirect } from "react-router";
import { dataSaverCookie } from "~/domain/data-saver";
import { safeRedirectPath } from "~/domain/redirects";
import { messages } from "~/messages";
import { z } from "~/schemas/zod";
import { readForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/data-saver";

/**
 * The footer's "Hemat data" switch (issue 17, decision 047): sets or clears the cookie and goes
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
  const parsed = switchSchema.safeParse(Object.fromEntries(await readForm(request)));
  // Only a forged request sends anything else: back home, nothing changed.
  if (!parsed.success) return redirect("/", 303);
  const on = parsed.data.hemat === "on";
  const secure = new URL(request.url).protocol === "https:";
  return redirectWithToast(
    safeRedirectPath(parsed.data.kembali, "/"),
    on ? messages.dataSaver.on : messages.dataSaver.off,
    {
      env,
      request,
      headers: { "Set-Cookie": dataSaverCookie(on, secure) },
      document: true,
    },
  );
}
