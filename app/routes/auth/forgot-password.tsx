import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import { AuthCard, Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { forgotPasswordSchema } from "~/schemas/auth";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { getAuth } from "~/server/auth.server";
import { mailOrigin } from "~/server/links.server";
import { limitSubmission, RATE_LIMITS } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/server/forms.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { Honeypot } from "~/components/Honeypot";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Lupa Password | ${SITE_NAME}` },
  { name: "description", content: "Minta tautan untuk mengatur ulang password akun Anda." },
];

export const headers = privatePage;

export function loader() {
  return { constraint: formConstraint(forgotPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.cloudflare;
  const formData = await readForm(request);
  if (isHoneypotFilled(formData)) return redirectWithToast("/login", messages.auth.resetRequested, { env, request });
  const submission = parseSubmission(formData, forgotPasswordSchema);
  if (submission.status !== "success") return refuse(submission);

  const limited = await limitSubmission(env, RATE_LIMITS.passwordReset, request, submission);
  if (limited) return limited;
  // No link may be built for this request (decision 030). This does not depend on the address,
  // so saying so tells nobody whether it has an account.
  if (!mailOrigin(env, request)) return refuse(submission, { status: 503, formError: messages.auth.mailUnavailable });

  // The reset is prepared and mailed after the answer is sent, so the answer takes the same
  // time and says the same thing whether or not the address has an account.
  const auth = getAuth(env, request);
  ctx.waitUntil(
    auth.api
      .requestPasswordReset({ body: { email: submission.value.email }, headers: request.headers })
      .catch((error: unknown) => console.error("Permintaan reset password gagal", loggable(error))),
  );
  return redirectWithToast("/login", messages.auth.resetRequested, { env, request });
}

export default function ForgotPassword() {
  const [form, fields] = useRecipeForm<z.input<typeof forgotPasswordSchema>>({
    lastResult: useActionData<typeof action>(),
    constraint: useLoaderData<typeof loader>().constraint,
  });
  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru."
    >
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrors title="Permintaan Ditolak" errors={form.errors} fieldErrors={form.allErrors} />
        <Honeypot />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
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
