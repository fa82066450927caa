import { data, Form, Link, redirect, useActionData } from "react-router";
import { eq } from "drizzle-orm";
import { users } from "~drizzle/schema";
import { AuthCard, Field, FormAlert, PasswordField, SubmitButton } from "~/components/forms";
import { homeForRole } from "~/domain/redirects";
import { messages, SITE_NAME } from "~/messages";
import { registerSchema } from "~/schemas/auth";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from "~/domain/limits";
import { parseForm, type FormFailure } from "~/schemas/form";
import { authErrorCode, getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { clientIp, hitRateLimit, RATE_LIMITS, rateLimitMessage } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { pendingVerificationHeader } from "~/server/pending-verification.server";
import { forwardActionHeaders } from "~/server/http.server";
import type { Route } from "./+types/register";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = () => [
  { title: `Daftar | ${SITE_NAME}` },
  {
    name: "description",
    content: `Buat akun ${SITE_NAME} untuk berkomentar, menyimpan riwayat kalkulator, dan bertanya kepada bidan.`,
  },
];

export const headers = forwardActionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(homeForRole(user.role));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const parsed = parseForm(await readForm(request), registerSchema);
  if (!parsed.success) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });

  const { name, email, phone, password } = parsed.data;
  const values = { name, email, phone, terms: "on" };

  const limit = await hitRateLimit(env, RATE_LIMITS.register, clientIp(request));
  if (!limit.allowed) {
    return data<FormFailure>(
      {
        errors: {},
        values,
        failure: { title: messages.auth.registerFailed.title, message: rateLimitMessage(limit.retryAfterSeconds) },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const existing = await getDb(env).select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) {
    return data<FormFailure>({ errors: { email: messages.auth.emailTaken }, values }, { status: 409 });
  }

  try {
    await getAuth(env, request).api.signUpEmail({
      body: { name, email, password, phone },
      headers: request.headers,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return data<FormFailure>({ errors: { email: messages.auth.emailTaken }, values }, { status: 409 });
    }
    console.error("Registrasi gagal", error);
    return data<FormFailure>({ errors: {}, values, failure: messages.auth.registerFailed }, { status: 500 });
  }

  const headers = { "Set-Cookie": await pendingVerificationHeader(env, request, email) };
  return redirectWithToast("/registrasi-berhasil", messages.auth.registerSuccess, { env, request, headers });
}

export default function Register() {
  const failed = useActionData<typeof action>();
  const values = failed?.values ?? {};
  const errors = failed?.errors ?? {};
  return (
    <AuthCard title="Daftar Akun" subtitle={`Bergabung dengan ${SITE_NAME} secara gratis.`}>
      <Form method="post" className="space-y-4">
        {failed?.failure ? <FormAlert title={failed.failure.title} message={failed.failure.message} /> : null}
        <Field
          label="Nama Lengkap"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          label="Nomor Telepon"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={PHONE_MAX}
          placeholder="08xx-xxxx-xxxx"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`Minimal ${PASSWORD_MIN} karakter.`}
          error={errors.password}
        />
        <PasswordField
          label="Konfirmasi Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              name="terms"
              required
              defaultChecked={values.terms === "on"}
              aria-invalid={errors.terms ? true : undefined}
              className="mt-0.5 h-4 w-4 rounded border-stone-400 text-teal-700"
            />
            <span>
              Saya menyetujui{" "}
              <Link to="/kebijakan-privasi" className="font-medium text-teal-800 underline">
                Kebijakan Privasi
              </Link>{" "}
              dan{" "}
              <Link to="/disclaimer" className="font-medium text-teal-800 underline">
                Disclaimer
              </Link>
              .
            </span>
          </label>
          {errors.terms ? <p className="mt-1 text-sm text-red-700">{errors.terms}</p> : null}
        </div>
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
