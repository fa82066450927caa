import { type AppLoadContext, redirect } from "react-router";
import { homeForRole, safeRedirectPath } from "~/domain/redirects";
import { answerNoSoonerThan } from "~/domain/timing";
import { welcomeText } from "~/domain/names";
import { messages } from "~/messages";
import type { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "~/schemas/auth";
import { type FormSubmission, refuse } from "~/schemas/form";
import { authErrorCode, getAuth, sendRegistrationNotice } from "./auth.server";
import { getDb } from "./db.server";
import { mailOrigin } from "./links.server";
import { type LoginDialog, loginDialogHeader, readLoginDialog } from "./login-dialog.server";
import { loggable } from "./log.server";
import {
  clearPendingVerificationHeader,
  pendingVerificationHeader,
  readPendingVerification,
} from "./pending-verification.server";
import {
  hitClientRateLimit,
  hitRateLimit,
  limitSubmission,
  RATE_LIMITS,
  rateLimitMessage,
  refuseRateLimited,
  signInLimit,
} from "./rate-limit.server";
import { getSessionUser } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { accountState } from "./users.server";

// The account flows behind the pages in app/routes/auth (issue 31: moved out of the routes, which
// keep parse, call, respond). Each takes the request and its load context and answers as the page
// did: the same statuses, redirects, toasts and cookies (decision 030 for what they may reveal).

interface FlowArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * GET /login for someone signed in: the "Kamu Berhasil Masuk!" dialog once after a JavaScript
 * sign-in (with the header that forgets it), otherwise a redirect on (thrown). Null for a visitor.
 */
export async function signedInAtLogin({
  request,
  context,
}: FlowArgs): Promise<{ dialog: LoginDialog; headers: Headers } | null> {
  const user = await getSessionUser(context, request);
  if (!user) return null;
  const { dialog, headers } = await readLoginDialog(context.cloudflare.env, request);
  if (dialog) return { dialog, headers };
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  throw redirect(safeRedirectPath(redirectTo, homeForRole(user.role)), { headers });
}

/** POST /login with a valid form: signs in, or refuses with the form as typed. */
export async function signIn({ request, context }: FlowArgs, submission: FormSubmission<typeof loginSchema>) {
  if (submission.status !== "success") return refuse(submission);
  const { env } = context.cloudflare;
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
    // With JavaScript: back to the login page, which shows the "Kamu Berhasil Masuk!" dialog
    // (SPEC: Login) whose button moves on. A redirect, so Back never offers to re-send the password.
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

/** The registration answer's floor: REGISTER_MIN_MS (wrangler.toml), 1 000 ms when unset. */
function registerFloorMs(env: Env): number {
  const value = Number(env.REGISTER_MIN_MS);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/** The answer to a registration, and to a bot that filled the hidden field (nothing created). */
export function registrationAnswer({ request, context }: FlowArgs, headers?: HeadersInit) {
  return redirectWithToast("/registrasi-berhasil", messages.auth.registerSuccess, {
    env: context.cloudflare.env,
    request,
    headers,
  });
}

/**
 * POST /register. The answer is the same whether or not the address already has an account
 * (decision 030): the same redirect, toast and cookies. better-auth hashes the password in both
 * cases and, for a registered address, changes nothing and calls `onExistingUserSignUp`, which
 * mails the owner. `startedAt` is taken before the form is read: "Kirim ulang" tells an account
 * made by this registration from one that was already there by comparing its creation time.
 */
export async function register(args: FlowArgs, submission: FormSubmission<typeof registerSchema>, startedAt: number) {
  if (submission.status !== "success") return refuse(submission);
  const { request } = args;
  const { env } = args.context.cloudflare;
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
  return registrationAnswer(args, headers);
}

/**
 * "Kirim ulang" on /registrasi-berhasil: sends the mail again to the address this browser
 * registered (from the signed cookie, never from the form), a few times an hour at most. It
 * repeats what the registration did (decision 030): a verification link for the account that
 * registration made; for an account that was there before it, the owner's notice again, with the
 * same answer, so the button tells nobody whether the address had an account or is verified.
 */
export async function resendVerification({ request, context }: FlowArgs) {
  const { env } = context.cloudflare;
  const pending = await readPendingVerification(env, request);
  if (!pending) throw redirect("/registrasi-berhasil");
  const { email } = pending;
  const failed = (description: string) =>
    redirectWithToast(
      "/registrasi-berhasil",
      { title: messages.auth.verificationResendFailed, description, variant: "destructive" },
      { env, request },
    );

  // The email's own limits first: a refused resend does not use up the shared client budget.
  const pause = await hitRateLimit(env, RATE_LIMITS.verifyResendPause, email);
  if (!pause.allowed) return failed(messages.auth.verificationResendWait);
  const byEmail = await hitRateLimit(env, RATE_LIMITS.verifyResendEmail, email);
  if (!byEmail.allowed)
    return failed(messages.auth.verificationResendLimit(Math.max(1, Math.ceil(byEmail.retryAfterSeconds / 60))));
  const byClient = await hitClientRateLimit(env, RATE_LIMITS.verifyResendClient, request);
  if (!byClient.allowed) return failed(rateLimitMessage(byClient.retryAfterSeconds));

  if (!mailOrigin(env, request)) return failed(messages.auth.mailUnavailable);
  const account = await accountState(getDb(env), email);
  const madeBefore = account !== null && account.createdAt.getTime() < pending.at;
  if (account?.verified && !madeBefore)
    return redirectWithToast("/login", messages.auth.alreadyVerified, { env, request });
  try {
    if (madeBefore) await sendRegistrationNotice(env, request, email);
    else await getAuth(env, request).api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    console.error("Gagal mengirim ulang email verifikasi", loggable(error));
    return failed("Terjadi kesalahan. Silakan coba lagi.");
  }
  return redirectWithToast("/registrasi-berhasil", messages.auth.verificationResent(email), { env, request });
}

/** The answer to a reset request, and to a bot that filled the hidden field (nothing mailed). */
export function resetRequestedAnswer({ request, context }: FlowArgs) {
  return redirectWithToast("/login", messages.auth.resetRequested, { env: context.cloudflare.env, request });
}

/** POST /lupa-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(args: FlowArgs, submission: FormSubmission<typeof forgotPasswordSchema>) {
  if (submission.status !== "success") return refuse(submission);
  const { request } = args;
  const { env, ctx } = args.context.cloudflare;
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
  return resetRequestedAnswer(args);
}

/** POST /atur-ulang-password: a new password for the token's account. */
export async function resetPassword(
  { request, context }: FlowArgs,
  submission: FormSubmission<typeof resetPasswordSchema>,
) {
  if (submission.status !== "success") return refuse(submission);
  const { env } = context.cloudflare;
  try {
    await getAuth(env, request).api.resetPassword({
      body: { newPassword: submission.value.password, token: submission.value.token },
      headers: request.headers,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code !== "INVALID_TOKEN") console.error("Reset password gagal", loggable(error));
    // An unknown, used or expired token: the page offers a new link instead of the form.
    return refuse(submission, { fieldErrors: { token: [messages.auth.resetInvalid] } });
  }
  return redirectWithToast("/login", messages.auth.resetSuccess, { env, request });
}

/**
 * The link from the verification email: marks the address verified and redirects (thrown) to
 * /email-terverifikasi; it does not sign in, so a mail scanner opening the link gets no session.
 * Returns `{ invalid: true }` for a missing, unknown or expired token.
 */
export async function verifyEmail({ request, context }: FlowArgs): Promise<{ invalid: true }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token || token.length > 2000) return { invalid: true };
  try {
    await getAuth(context.cloudflare.env, request).api.verifyEmail({ query: { token }, headers: request.headers });
  } catch {
    return { invalid: true };
  }
  // The address is verified: this browser no longer needs to remember it for "Kirim ulang".
  const forgetPending = await clearPendingVerificationHeader(context.cloudflare.env, request);
  throw redirect("/email-terverifikasi", forgetPending ? { headers: { "Set-Cookie": forgetPending } } : undefined);
}

/** POST /logout: signs out (a visitor just goes home) with a toast on the full page load. */
export async function signOut({ request, context }: FlowArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(context, request);
  if (!user) return redirect("/");
  try {
    const result = await getAuth(env, request).api.signOut({ headers: request.headers, returnHeaders: true });
    const forgetPending = await clearPendingVerificationHeader(env, request);
    if (forgetPending) result.headers.append("Set-Cookie", forgetPending);
    return redirectWithToast("/", messages.auth.logoutSuccess, {
      env,
      request,
      headers: result.headers,
      document: true,
    });
  } catch (error) {
    console.error("Logout gagal", loggable(error));
    return redirectWithToast(
      "/",
      { ...messages.auth.signOutFailed, variant: "destructive" },
      { env, request, document: true },
    );
  }
}
