import { data } from "react-router";
import { z } from "~/schemas/zod";
import { readSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/test-toast";

// Exercises the flash-toast path end to end in tests before any product form exists.
// Only answers when ENABLE_TEST_ROUTES is "true", which only the local test runs set.
function assertEnabled(env: Env) {
  if (env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
}

const testToastSchema = z.object({
  title: z
    .string()
    .max(200)
    .default("Tes")
    .transform((title) => title || "Tes"),
  description: z.string().max(1000).default(""),
  variant: z.enum(["default", "destructive"]).catch("default"),
});

export function loader({ context }: Route.LoaderArgs) {
  assertEnabled(context.cloudflare.env);
  const page = `<!doctype html><html lang="id"><meta charset="utf-8"><title>Tes toast</title>
<form method="post"><input name="title" value="Tes Berhasil"><input name="description" value="Pesan ini tampil sekali.">
<select name="variant"><option>default</option><option>destructive</option></select><button>Kirim</button></form></html>`;
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  assertEnabled(env);
  const submission = await readSubmission(request, testToastSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  // A page with the enhancement script, so the journeys with JavaScript see the toast with its controls.
  return redirectWithToast("/kontak", submission.value, { env, request });
}
