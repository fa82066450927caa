import { Link } from "react-router";
import { AuthCard, FormAlert } from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import type { Route } from "./+types/verify-email";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";
import { verifyEmail } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Verifikasi Email | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/** The link from the verification email: verified and on to /email-terverifikasi, or this page. */
export function loader(args: Route.LoaderArgs) {
  return verifyEmail(args);
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
