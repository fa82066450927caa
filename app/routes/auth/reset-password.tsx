import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import { AuthCard, FormAlert, FormErrors, PasswordField, SubmitButton, useRecipeForm } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { resetPasswordSchema } from "~/schemas/auth";
import { PASSWORD_MIN } from "~/domain/limits";
import { formConstraint } from "~/schemas/form";
import type { Route } from "./+types/reset-password";
import { readSubmission } from "~/server/forms.server";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";
import { resetPassword } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Atur Ulang Password | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length <= 200 ? token : "", constraint: formConstraint(resetPasswordSchema) };
}

export async function action(args: Route.ActionArgs) {
  return resetPassword(args, await readSubmission(args.request, resetPasswordSchema));
}

export default function ResetPassword() {
  const { token, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useRecipeForm<z.input<typeof resetPasswordSchema>>({ lastResult, constraint });
  if (!token || fields.token.errors?.length) {
    return (
      <AuthCard title="Atur Ulang Password">
        <FormAlert title="Tautan Tidak Valid" message={messages.auth.resetInvalid} />
        <Link to="/lupa-password" className={buttonClass({ block: true, className: "mt-6" })}>
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
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrors title="Password Belum Diubah" errors={form.errors} fieldErrors={form.allErrors} />
        <input type="hidden" name={fields.token.name} value={token} />
        <PasswordField
          label="Password Baru"
          field={fields.password}
          autoComplete="new-password"
          hint={`Minimal ${PASSWORD_MIN} karakter.`}
        />
        <PasswordField label="Konfirmasi Password Baru" field={fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton pendingLabel="Menyimpan..." className="w-full">
          Simpan Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
