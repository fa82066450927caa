import { data } from "react-router";
import { z } from "~/schemas/zod";
import { readForm } from "~/server/forms.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import type { Route } from "./+types/test-sanitize";

// For the sanitizer corpus in Chromium (tests/e2e/sanitizer.js.spec.ts): posts payloads, answers
// with a page of their sanitized forms, which the browser then parses and runs for real.
// Only answers when ENABLE_TEST_ROUTES is "true", which only the local test runs set.
const payloadsSchema = z.array(z.string().max(20_000)).max(500);

export async function action({ request, context }: Route.ActionArgs) {
  if (context.cloudflare.env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
  let payloads: unknown;
  try {
    payloads = JSON.parse(String((await readForm(request, "editor")).get("payloads") ?? "[]"));
  } catch {
    throw data(null, { status: 400 });
  }
  const parsed = payloadsSchema.safeParse(payloads);
  if (!parsed.success) throw data(null, { status: 400 });
  const cases = parsed.data.map((payload, index) => `<div data-case="${index}">${sanitizeArticleHtml(payload)}</div>`);
  const page = `<!doctype html><html lang="id"><meta charset="utf-8"><title>Korpus sanitasi</title><body>${cases.join("\n")}</body></html>`;
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
