import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import {
  AuthCard,
  CheckboxField,
  Field,
  FormErrors,
  PasswordField,
  SubmitButton,
  useRecipeForm,
} from "~/components/forms";
import { homeForRole } from "~/domain/redirects";
import { messages, SITE_NAME } from "~/messages";
import { registerSchema } from "~/schemas/auth";
import { PASSWORD_MIN } from "~/domain/limits";
import { formConstraint, parseSubmission } from "~/schemas/form";
import { getSessionUser } from "~/server/session.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/register";
import { readForm } from "~/server/forms.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { Honeypot } from "~/components/Honeypot";
import { register, registrationAnswer } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Daftar | ${SITE_NAME}` },
  {
    name: "description",
    content: `Buat akun ${SITE_NAME} untuk berkomentar, menyimpan riwayat kalkulator, dan bertanya kepada bidan.`,
  },
];

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(homeForRole(user.role));
  return { constraint: formConstraint(registerSchema) };
}

export async function action(args: Route.ActionArgs) {
  // Before anything is created (see register in auth-flows.server.ts).
  const startedAt = Date.now();
  const formData = await readForm(args.request);
  // A bot that filled the hidden field gets the usual answer; nothing is created or mailed.
  if (isHoneypotFilled(formData)) return registrationAnswer(args);
  return register(args, parseSubmission(formData, registerSchema), startedAt);
}

export default function Register() {
  const { constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<z.input<typeof registerSchema>>({
    lastResult: useActionData<typeof action>(),
    constraint,
  });
  return (
    <AuthCard title="Daftar Akun" subtitle={`Bergabung dengan ${SITE_NAME} secara gratis.`}>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrors title={messages.auth.registerFailed.title} errors={form.errors} fieldErrors={form.allErrors} />
        <Honeypot />
        <Field label="Nama Lengkap" field={fields.name} autoComplete="name" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
        <Field
          label="Nomor Telepon"
          field={fields.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="08xx-xxxx-xxxx"
        />
        <PasswordField
          label="Password"
          field={fields.password}
          autoComplete="new-password"
          hint={`Minimal ${PASSWORD_MIN} karakter.`}
        />
        <PasswordField label="Konfirmasi Password" field={fields.confirmPassword} autoComplete="new-password" />
        <CheckboxField
          field={fields.terms}
          required
          label={
            <>
              Saya menyetujui{" "}
              <Link to="/kebijakan-privasi" className="font-medium text-teal-800 underline">
                Kebijakan Privasi
              </Link>{" "}
              dan{" "}
              <Link to="/disclaimer" className="font-medium text-teal-800 underline">
                Disclaimer
              </Link>
              .
            </>
          }
        />
        <SubmitButton pendingLabel="Memproses..." className="w-full">
          Daftar
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-600">
        Sudah punya akun?{" "}
        <Link to="/login" className="font-semibold text-teal-800 hover:underline">
          Login di sini
        </Link>
      </p>
    </AuthCard>
  );
}
