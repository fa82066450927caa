import { redirect } from "react-router";
import { Link } from "react-router";
import { AuthCard, FormAlert } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { getAuth } from "~/server/auth.server";
import { clearPendingVerificationHeader } from "~/server/pending-verification.server";
import type { Route } from "./+types/verify-email";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";

export const meta: Route.MetaFunction = () => [
  { title: `Verifikasi Email | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/**
 * The link from the verification email. It marks the address verified and moves on to
 * /email-terverifikasi; it does not sign in, so a mail scanner opening the link gets no session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
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

export default function VerifyEmail() {
  return (
    <AuthCard title="Verifikasi Email">
      <FormAlert title="Verifikasi Gagal" message={messages.auth.verifyInvalid} />
      <p className="mt-4 text-sm text-stone-700">
        Silakan login: kami akan mengirim tautan verifikasi baru ke email Anda.
      </p>
      <Link to="/login" className={buttonClass({ block: true, className: "mt-6" })}>
        Ke Halaman Login
      </Link>
    </AuthCard>
  );
}
