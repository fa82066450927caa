import { Link } from "react-router";
import { AuthCard } from "~/components/forms";
import { SITE_NAME } from "~/messages";
import type { Route } from "./+types/email-verified";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";

export const meta: Route.MetaFunction = () => [
  { title: `Email Terverifikasi | ${SITE_NAME}` },
  { name: "description", content: "Email Anda telah terverifikasi." },
];

export const headers = privatePage;

export default function EmailVerified() {
  return (
    <AuthCard title="Email Terverifikasi">
      <p className="text-stone-700">Terima kasih! Email Anda telah terverifikasi dan akun Anda sudah aktif.</p>
      <Link to="/dashboard" className={buttonClass({ block: true, className: "mt-6" })}>
        Ke Dashboard
      </Link>
    </AuthCard>
  );
}
