import { Form, Link, redirect } from "react-router";
import { AuthCard, SubmitButton } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { getAuth, sendRegistrationNotice } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { readPendingVerification } from "~/server/pending-verification.server";
import { hitClientRateLimit, hitRateLimit, RATE_LIMITS, rateLimitMessage } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { accountState } from "~/server/users.server";
import { mailOrigin } from "~/server/links.server";
import type { Route } from "./+types/registration-success";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Registrasi Berhasil | ${SITE_NAME}` },
  { name: "description", content: "Email verifikasi telah dikirim." },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { email: (await readPendingVerification(context.cloudflare.env, request))?.email ?? null };
}

/**
 * "Kirim ulang": sends the mail again to the address this browser registered (from the signed
 * cookie, never from the form), a few times an hour at most. It repeats what the registration
 * did (decision 030): a verification link for the account that registration made; for an
 * account that was there before it, the owner's notice again, with the same answer, so the
 * button tells nobody whether the address had an account or is verified.
 */
export async function action({ request, context }: Route.ActionArgs) {
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

export default function RegistrationSuccess({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <AuthCard title="Registrasi Berhasil">
      {email ? (
        <>
          <p className="text-stone-700">Kami telah mengirim email verifikasi ke</p>
          <p className="mt-1 break-words font-semibold text-stone-900" data-testid="verification-address">
            {/* A long address may wrap after the "@", never inside the domain. */}
            {email.slice(0, email.lastIndexOf("@") + 1)}
            <wbr />
            {email.slice(email.lastIndexOf("@") + 1)}
          </p>
          <p className="mt-3 text-stone-700">
            Buka email tersebut dan klik tautan verifikasi untuk mengaktifkan akun Anda.
          </p>
          <p className="mt-3 text-sm text-stone-600">
            Alamatnya salah?{" "}
            <Link to="/register" className="font-semibold text-teal-800 underline">
              Daftar lagi dengan email yang benar
            </Link>
            .
          </p>
          <Form method="post" className="mt-5 rounded-lg border border-stone-200 bg-stone-50 p-4">
            <p className="text-sm text-stone-700">
              Tidak menerima email? Periksa folder spam, atau kirim ulang tautannya.
            </p>
            <SubmitButton pendingLabel="Mengirim..." variant="secondary" className="mt-3 w-full">
              Kirim ulang
            </SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p className="text-stone-700">
            Kami telah mengirim email verifikasi ke alamat email Anda. Buka email tersebut dan klik tautan verifikasi
            untuk mengaktifkan akun Anda.
          </p>
          <p className="mt-3 text-sm text-stone-600">
            Tidak menerima email? Periksa folder spam, atau coba login: kami akan mengirim ulang tautan verifikasi.
          </p>
        </>
      )}
      <Link to="/login" className={buttonClass({ block: true, className: "mt-6" })}>
        Ke Halaman Login
      </Link>
    </AuthCard>
  );
}
