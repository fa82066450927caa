import { Link } from "react-router";
import { AuthCard } from "~/components/forms";
import { SITE_NAME } from "~/messages";
import type { Route } from "./+types/email-verified";
import { privatePage } from "~/server/http.server";

export const meta: Route.MetaFunction = () => [
  { title: `Email Terverifikasi | ${SITE_NAME}` },
  { name: "description", content: "Email Anda telah terverifikasi." },
];

export const headers = privatePage;

export default function EmailVerified() {
  return (
    <AuthCard title="Email Terverifikasi">
      <p className="text-stone-700">Terima kasih! Email Anda telah terverifikasi dan akun Anda sudah aktif.</p>
      <Link
        to="/dashboard"
        className="mt-6 inline-flex w-full justify-center rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
      >
        Ke Dashboard
      </Link>
    </AuthCard>
  );
}
