import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import { AuthCard, Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { SITE_NAME } from "~/messages";
import { forgotPasswordSchema } from "~/schemas/auth";
import { formConstraint, parseSubmission } from "~/schemas/form";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/server/forms.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { Honeypot } from "~/components/Honeypot";
import { requestPasswordReset, resetRequestedAnswer } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Lupa Password | ${SITE_NAME}` },
  { name: "description", content: "Minta tautan untuk mengatur ulang password akun Anda." },
];

export const headers = privatePage;

export function loader() {
  return { constraint: formConstraint(forgotPasswordSchema) };
}

export async function action(args: Route.ActionArgs) {
  const formData = await readForm(args.request);
  // A bot that filled the hidden field gets the usual answer; nothing is mailed.
  if (isHoneypotFilled(formData)) return resetRequestedAnswer(args);
  return requestPasswordReset(args, parseSubmission(formData, forgotPasswordSchema));
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
