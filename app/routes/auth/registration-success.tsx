import { Form, Link } from "react-router";
import { AuthCard, SubmitButton } from "~/components/forms";
import { SITE_NAME } from "~/messages";
import { readPendingVerification } from "~/server/pending-verification.server";
import type { Route } from "./+types/registration-success";
import { privatePage } from "~/server/http.server";
import { buttonClass } from "~/components/Button";
import { resendVerification } from "~/server/auth-flows.server";

export const meta: Route.MetaFunction = () => [
  { title: `Registrasi Berhasil | ${SITE_NAME}` },
  { name: "description", content: "Email verifikasi telah dikirim." },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { email: (await readPendingVerification(context.cloudflare.env, request))?.email ?? null };
}

/** "Kirim ulang": the mail again to the address this browser registered (resendVerification). */
export function action(args: Route.ActionArgs) {
  return resendVerification(args);
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
