import { Link } from "react-router";
import { AuthCard } from "~/components/forms";
import { SITE_NAME } from "~/messages";
import type { Route } from "./+types/registration-success";

export const meta: Route.MetaFunction = () => [
  { title: `Registrasi Berhasil | ${SITE_NAME}` },
  { name: "description", content: "Email verifikasi telah dikirim." },
];

export default function RegistrationSuccess() {
  return (
    <AuthCard title="Registrasi Berhasil">
      <p className="text-stone-700">
        Kami telah mengirim email verifikasi ke alamat email Anda. Buka email tersebut dan klik tautan verifikasi untuk
        mengaktifkan akun Anda.
      </p>
      <p className="mt-3 text-sm text-stone-600">
        Tidak menerima email? Periksa folder spam, atau coba login: kami akan mengirim ulang tautan verifikasi.
      </p>
      <Link to="/login" className="mt-6 inline-flex w-full justify-center rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800">
        Ke Halaman Login
      </Link>
    </AuthCard>
  );
}
