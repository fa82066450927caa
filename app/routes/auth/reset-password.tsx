import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { AuthCard, FormAlert, PasswordField, SubmitButton } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { resetPasswordSchema } from "~/schemas/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/limits";
import { parseForm, type FieldErrors } from "~/schemas/form";
import { authErrorCode, getAuth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = () => [
  { title: `Atur Ulang Password | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length <= 200 ? token : "" };
}

interface ResetFailure {
  errors: FieldErrors;
  invalidLink?: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const parsed = parseForm(await readForm(request), resetPasswordSchema);
  if (!parsed.success) {
    return data<ResetFailure>({ errors: parsed.errors, invalidLink: Boolean(parsed.errors.token) }, { status: 400 });
  }
  try {
    await getAuth(env, request).api.resetPassword({
      body: { newPassword: parsed.data.password, token: parsed.data.token },
      headers: request.headers,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code !== "INVALID_TOKEN") console.error("Reset password gagal", error);
    return data<ResetFailure>({ errors: {}, invalidLink: true }, { status: 400 });
  }
  return redirectWithToast("/login", messages.auth.resetSuccess, { env, request });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (!token || failed?.invalidLink) {
    return (
      <AuthCard title="Atur Ulang Password">
        <FormAlert title="Tautan Tidak Valid" message={messages.auth.resetInvalid} />
        <Link
          to="/lupa-password"
          className="mt-6 inline-flex w-full justify-center rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          Minta Tautan Baru
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Atur Ulang Password"
      subtitle="Buat password baru untuk akun Anda. Semua sesi login lama akan diakhiri."
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label="Password Baru"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`Minimal ${PASSWORD_MIN} karakter.`}
          error={failed?.errors.password}
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={failed?.errors.confirmPassword}
        />
        <SubmitButton pendingLabel="Menyimpan..." className="w-full">
          Simpan Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
