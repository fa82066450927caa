import { data, Form } from "react-router";
import { Honeypot } from "~/components/Honeypot";
import { privatePage } from "~/server/http.server";
import { readForm } from "~/server/forms.server";
import { clientIp, enforceRateLimit, type RateLimitRule } from "~/server/rate-limit.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/test-guard";
import { buttonClass } from "~/components/Button";

// Exercises the spam guard (honeypot, enforceRateLimit, the 429 page) the way a public form will
// use it, before any form is switched over. Only answers when ENABLE_TEST_ROUTES is "true".
const TEST_GUARD_RULE: RateLimitRule = { name: "test-guard", limit: 2, windowSeconds: 10 * 60 };
const DONE = { title: "Tes Terkirim", description: "Isian tes diterima." };

function assertEnabled(env: Env) {
  if (env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
}

export const headers = privatePage;

export function loader({ context }: Route.LoaderArgs) {
  assertEnabled(context.cloudflare.env);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  assertEnabled(env);
  const form = await readForm(request);
  // A bot gets the same answer as a person, and nothing is counted or written.
  if (isHoneypotFilled(form)) return redirectWithToast("/__test/guard", DONE, { env, request });
  await enforceRateLimit(env, TEST_GUARD_RULE, clientIp(request));
  return redirectWithToast("/__test/guard", DONE, { env, request });
}

export default function TestGuard() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Tes penjaga spam</h1>
      <Form method="post" className="relative mt-4 space-y-3">
        <label className="block">
          Nama
          <input name="name" className="block w-full rounded border px-2 py-1" />
        </label>
        <Honeypot />
        <button type="submit" className={buttonClass()}>
          Kirim
        </button>
      </Form>
    </div>
  );
}
