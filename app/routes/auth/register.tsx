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
import { answerNoSoonerThan } from "~/domain/timing";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { getAuth } from "~/server/auth.server";
import { mailOrigin } from "~/server/links.server";
import { limitSubmission, RATE_LIMITS } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { pendingVerificationHeader } from "~/server/pending-verification.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/register";
import { readForm } from "~/server/forms.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { Honeypot } from "~/components/Honeypot";
import { loggable } from "~/server/log.server";

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

/**
 * The answer is the same whether or not the address already has an account (decision 030): the
 * same redirect, toast and cookies. better-auth hashes the password in both cases and, for a
 * registered address, changes nothing and calls `onExistingUserSignUp`, which mails the owner.
 */
/** The registration answer's floor: REGISTER_MIN_MS (wrangler.toml), 1 000 ms when unset. */
function registerFloorMs(env: Env): number {
  const value = Number(env.REGISTER_MIN_MS);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  // Before anything is created: "Kirim ulang" tells an account made by this registration from
  // one that was already there by comparing its creation time with this (see the decision).
  const startedAt = Date.now();
  const formData = await readForm(request);
  // A bot that filled the hidden field gets the usual answer; nothing is created or mailed.
  if (isHoneypotFilled(formData))
    return redirectWithToast("/registrasi-berhasil", messages.auth.registerSuccess, { env, request });
  const submission = parseSubmission(formData, registerSchema);
  if (submission.status !== "success") return refuse(submission);
  const { name, email, phone, password } = submission.value;

  const limited = await limitSubmission(env, RATE_LIMITS.register, request, submission);
  if (limited) return limited;

  // No link may be built for this request (decision 030): say so before creating anything.
  if (!mailOrigin(env, request)) return refuse(submission, { status: 503, formError: messages.auth.mailUnavailable });

  try {
    await getAuth(env, request).api.signUpEmail({
      body: { name, email, password, phone },
      headers: request.headers,
    });
  } catch (error) {
    console.error("Registrasi gagal", loggable(error));
    return refuse(submission, { status: 500, formError: messages.auth.registerFailed.message });
  }

  const headers = { "Set-Cookie": await pendingVerificationHeader(env, request, email, startedAt) };
  // A new address writes two rows more than a known one: both answers wait out the same floor,
  // so the time does not tell which addresses have accounts (decision 030, amendment).
  await answerNoSoonerThan(startedAt, registerFloorMs(env));
  return redirectWithToast("/registrasi-berhasil", messages.auth.registerSuccess, { env, request, headers });
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
