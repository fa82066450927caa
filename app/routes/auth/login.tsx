import { getFormProps } from "@conform-to/react";
import { FORM_JS_FLAG, FORM_MODAL } from "~/client/forms/contract";
import { attr } from "~/client/names";
import { data, Form, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
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
import { welcomeText } from "~/domain/names";
import { destinationLabel } from "~/domain/redirects";
import { messages, SITE_NAME } from "~/messages";
import { loginSchema } from "~/schemas/auth";
import { formConstraint } from "~/schemas/form";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/login";
import { readSubmission } from "~/server/forms.server";
import { buttonClass } from "~/components/Button";
import { signedInAtLogin, signIn } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${SITE_NAME}` },
  { name: "description", content: `Masuk ke akun ${SITE_NAME} Anda.` },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  const constraint = formConstraint(loginSchema);
  // Just signed in with JavaScript: the success dialog, once. Otherwise a signed-in user has
  // nothing to do here and is sent on (signedInAtLogin throws the redirect).
  const signedIn = await signedInAtLogin(args);
  if (signedIn) return data({ constraint, dialog: signedIn.dialog }, { headers: signedIn.headers });
  return { constraint, dialog: null };
}

export async function action(args: Route.ActionArgs) {
  return signIn(args, await readSubmission(args.request, loginSchema));
}

/**
 * A native <dialog>, sent open; the enhancement script makes it modal (`showModal`), so Tab
 * stays in it and Escape closes it, which follows its link (decision 058). The dimmed layer is
 * the page's own, so a page whose script did not run still shows the dialog above the form.
 */
function SuccessDialog({ destination, name }: { destination: string; name: string }) {
  return (
    <div className="fixed inset-0 z-50 bg-stone-900/50">
      <dialog
        open
        {...attr(FORM_MODAL)}
        aria-labelledby="login-success-title"
        className="fixed inset-0 m-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-xl border border-transparent bg-white p-6 text-center shadow-xl backdrop:bg-transparent"
      >
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-100 text-3xl text-teal-700"
        >
          ✓
        </div>
        <h2 id="login-success-title" className="mt-4 text-xl font-bold text-stone-900">
          Kamu Berhasil Masuk!
        </h2>
        <p className="mt-2 text-sm text-stone-600">{welcomeText(name)}</p>
        <Link to={destination} autoFocus className={buttonClass({ block: true, className: "mt-6" })}>
          {destinationLabel(destination)}
        </Link>
      </dialog>
    </div>
  );
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const { constraint, dialog: signedIn } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<z.input<typeof loginSchema>>({ lastResult: actionData, constraint });
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";

  return (
    <AuthCard title="Login" subtitle={`Masuk ke akun ${SITE_NAME} Anda.`}>
      {signedIn ? <SuccessDialog destination={signedIn.destination} name={signedIn.name} /> : null}
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <FormErrors title={messages.auth.loginFailedTitle} errors={form.errors} fieldErrors={form.allErrors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* Set to "1" by the enhancement script: with JavaScript the next page is the success dialog. */}
        <input type="hidden" name="js" value="" {...attr(FORM_JS_FLAG)} />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
        <PasswordField label="Password" field={fields.password} />
        <div className="flex items-center justify-between gap-3 text-sm">
          <CheckboxField field={fields.remember} label="Ingat saya" />
          <Link
            to="/lupa-password"
            className="inline-flex min-h-11 items-center font-medium text-teal-800 hover:underline"
          >
            Lupa password?
          </Link>
        </div>
        <SubmitButton pendingLabel="Memproses..." className="w-full">
          Login
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-stone-600">
        Belum punya akun?{" "}
        <Link to={registerHref} className="font-semibold text-teal-800 hover:underline">
          Daftar di sini
        </Link>
      </p>
    </AuthCard>
  );
}
