import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
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
import { destinationLabel, homeForRole, safeRedirectPath } from "~/domain/redirects";
import { messages, SITE_NAME } from "~/messages";
import { loginSchema } from "~/schemas/auth";
import { formConstraint, refuse } from "~/schemas/form";
import { authErrorCode, getAuth } from "~/server/auth.server";
import { mailOrigin } from "~/server/links.server";
import { refuseRateLimited, signInLimit } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { loginDialogHeader, readLoginDialog } from "~/server/login-dialog.server";
import { clearPendingVerificationHeader } from "~/server/pending-verification.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/login";
import { readSubmission } from "~/server/forms.server";
import { buttonClass } from "~/components/Button";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${SITE_NAME}` },
  { name: "description", content: `Masuk ke akun ${SITE_NAME} Anda.` },
];

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  const constraint = formConstraint(loginSchema);
  if (user) {
    // Just signed in with JavaScript: the success dialog, once. Otherwise a signed-in user
    // has nothing to do here and is sent on.
    const { dialog, headers } = await readLoginDialog(context.cloudflare.env, request);
    if (dialog) return data({ constraint, dialog }, { headers });
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo, homeForRole(user.role)), { headers });
  }
  return { constraint, dialog: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const submission = await readSubmission(request, loginSchema);
  if (submission.status !== "success") return refuse(submission);
  const fail = (status: number, formError: string) => refuse(submission, { status, formError });

  const { refused: limit, countFailure } = await signInLimit(env, submission.value.email, request);
  if (limit) return refuseRateLimited(submission, limit.retryAfterSeconds);

  const { email, password, remember, redirectTo, js } = submission.value;
  let result;
  try {
    result = await getAuth(env, request).api.signInEmail({
      body: { email, password, rememberMe: remember },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      await countFailure();
      return fail(401, messages.auth.loginFailedDefault);
    }
    if (code === "EMAIL_NOT_VERIFIED") {
      // better-auth has just mailed a fresh link: this counts, so sign-in cannot flood a mailbox.
      await countFailure();
      // ...unless no link may be built for this request (decision 030): then nothing went out.
      if (!mailOrigin(env, request)) return fail(503, messages.auth.mailUnavailable);
      return fail(403, messages.auth.emailNotVerified);
    }
    console.error("Login gagal", loggable(error));
    return fail(500, messages.auth.loginException.message);
  }

  const user = result.response?.user as { name?: string; role?: string } | undefined;
  if (!user) return fail(500, messages.auth.loginNoUser);

  const forgetPending = await clearPendingVerificationHeader(env, request);
  if (forgetPending) result.headers.append("Set-Cookie", forgetPending);
  const destination = safeRedirectPath(redirectTo, homeForRole(user.role ?? "member"));
  const name = user.name ?? "";
  if (js) {
    // With JavaScript: back to this page, which shows the "Kamu Berhasil Masuk!" dialog (SPEC:
    // Login) whose button moves on. A redirect, so Back never offers to re-send the password.
    result.headers.append("Set-Cookie", await loginDialogHeader(env, request, { destination, name }));
    // Its address names the destination: Back to it later sends the reader on there again.
    return redirect(`/login?${new URLSearchParams({ redirectTo: destination })}`, {
      status: 303,
      headers: result.headers,
    });
  }
  return redirectWithToast(
    destination,
    { title: messages.auth.loginSuccess.title, description: welcomeText(name) },
    { env, request, headers: result.headers },
  );
}

/**
 * First sign-in or fiftieth, the greeting is true for both (no "selamat datang kembali"). The
 * whole name, as the dashboard says it: a first word may be a title ("Bidan", "Bd.", "Hj.").
 */
function welcomeText(name: string) {
  const full = name.trim().replace(/\s+/g, " ");
  return full ? `Selamat datang di ${SITE_NAME}, ${full}!` : `Selamat datang di ${SITE_NAME}!`;
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
        data-modal=""
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
        <input type="hidden" name="js" value="" data-js-flag="" />
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
