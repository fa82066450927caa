import { data, Form, Link, useActionData } from "react-router";
import { AuthCard, Field, FormAlert, SubmitButton } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { forgotPasswordSchema } from "~/schemas/auth";
import { EMAIL_MAX } from "~/domain/limits";
import { parseForm, type FormFailure } from "~/schemas/form";
import { getAuth } from "~/server/auth.server";
import { clientIp, hitRateLimit, RATE_LIMITS, rateLimitMessage } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { forwardActionHeaders } from "~/server/http.server";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = () => [
  { title: `Lupa Password | ${SITE_NAME}` },
  { name: "description", content: "Minta tautan untuk mengatur ulang password akun Anda." },
];

export const headers = forwardActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.cloudflare;
  const parsed = parseForm(await readForm(request), forgotPasswordSchema);
  if (!parsed.success) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });

  const limit = await hitRateLimit(env, RATE_LIMITS.passwordReset, clientIp(request));
  if (!limit.allowed) {
    return data<FormFailure>(
      {
        errors: {},
        values: { email: parsed.data.email },
        failure: { title: "Permintaan Ditolak", message: rateLimitMessage(limit.retryAfterSeconds) },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  // The reset is prepared and mailed after the answer is sent, so the answer takes the same
  // time and says the same thing whether or not the address has an account.
  const auth = getAuth(env, request);
  ctx.waitUntil(
    auth.api
      .requestPasswordReset({ body: { email: parsed.data.email }, headers: request.headers })
      .catch((error: unknown) => console.error("Permintaan reset password gagal", error)),
  );
  return redirectWithToast("/login", messages.auth.resetRequested, { env, request });
}

export default function ForgotPassword() {
  const failed = useActionData<typeof action>();
  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru."
    >
      <Form method="post" className="space-y-4">
        {failed?.failure ? <FormAlert title={failed.failure.title} message={failed.failure.message} /> : null}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={failed?.values.email}
          error={failed?.errors.email}
        />
        <SubmitButton pendingLabel="Mengirim..." className="w-full">
          Kirim Tautan
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-600">
        Ingat password Anda?{" "}
        <Link to="/login" className="font-semibold text-teal-800 hover:underline">
          Kembali ke Login
        </Link>
      </p>
    </AuthCard>
  );
}
