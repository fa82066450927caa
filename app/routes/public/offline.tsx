import { Link } from "react-router";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "~/components/nav-links";
import { InlineScript } from "~/components/server-document";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { attr } from "~/client/names";
import { OFFLINE_RETRY } from "~/client/offline/contract";
import { ReadList } from "~/client/offline/ReadList";
import { OfflineSwitch } from "~/client/keep-offline/OfflineSwitch";
import { STATIC_PAGE } from "~/components/static-page";
import { SITE_NAME } from "~/messages";
import { publicPage } from "~/server/http.server";
import type { Route } from "./+types/offline";

/**
 * The offline page (issue 17, decisions 047 and 066): the service worker shows it, at the address
 * the reader asked for, when there is no network and no kept copy of that page. It says what
 * still works, and how to keep more. Its one inline script (app/client/offline/script.ts,
 * app/client/keep-offline/script.ts) points "Coba lagi" at that address, lists the articles the
 * worker kept as they were read, and shows the switch that keeps the whole set.
 */

export const headers = publicPage;
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: `Anda sedang offline | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The whole set the switch keeps (app/domain/offline.ts, OFFLINE_PAGES); the danger signs always are. */
const USABLE_OFFLINE = [
  { to: DANGER_SIGNS_LINK.to, label: "Tanda Bahaya", text: "kapan Ibu atau bayi harus segera ke fasilitas kesehatan" },
  { to: "/kalkulator", label: "Kalkulator Kehamilan", text: "HPL, masa subur, dan kenaikan berat badan" },
  { to: "/tumbuh-kembang/cek", label: "Cek Pertumbuhan Anak", text: "berat, panjang, dan lingkar kepala menurut WHO" },
  { to: "/tumbuh-kembang", label: "Tumbuh Kembang", text: "panduan perkembangan anak per usia" },
  { to: "/imunisasi", label: "Jadwal Imunisasi", text: "jadwal imunisasi rutin dan tanda bahaya setelah imunisasi" },
  { to: "/", label: "Beranda", text: "halaman utama" },
] as const;

export default function Offline() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">Anda sedang offline</h1>
      <p className="mt-3 text-stone-700">
        Tidak ada koneksi internet, dan halaman ini belum tersimpan di perangkat Anda. Coba lagi setelah sinyal kembali.
      </p>
      <div className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
        <p>
          <strong>Keadaan darurat?</strong> Jangan tunggu internet: segera berangkat ke puskesmas, bidan, klinik, atau
          rumah sakit terdekat.
        </p>
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          className="mt-3 flex min-h-11 w-full items-center justify-center rounded-lg bg-red-700 px-5 font-bold text-white hover:bg-red-800 sm:w-auto sm:inline-flex"
        >
          Telepon {EMERGENCY_NUMBER}
        </a>
        <p className="mt-2 text-sm">
          {EMERGENCY_NUMBER} adalah layanan gawat darurat kesehatan. Layanan ini belum tersedia di semua daerah: bila
          tidak tersambung, langsung berangkat.
        </p>
      </div>
      <p className="mt-6">
        {/* The page stands in for the address asked for: its script points "Coba lagi" there. */}
        <a
          href="/"
          {...attr(OFFLINE_RETRY)}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:no-underline"
        >
          Coba lagi
        </a>
      </p>

      <h2 className="mt-10 text-xl font-bold text-stone-900">Tetap bisa dipakai tanpa internet</h2>
      <p className="mt-2 text-sm text-stone-700">
        Setelah Anda membuka {SITE_NAME} sekali saat online, Tanda Bahaya dan halaman ini tersimpan di perangkat ini,
        begitu juga artikel dan tanya jawab yang Anda baca. Kalkulator, cek pertumbuhan, panduan tumbuh kembang, dan
        jadwal imunisasi tersimpan bila Anda menyimpannya: tombol &ldquo;Simpan untuk offline&rdquo; ada di halaman
        masing-masing saat online. Kalkulator dan cek pertumbuhan menghitung langsung di perangkat, dan hasilnya tidak
        disimpan. Jika Anda member, hitung lagi saat online agar tersimpan di riwayat.
      </p>
      <ul className="mt-4 space-y-3">
        {USABLE_OFFLINE.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:no-underline"
            >
              {item.label}
            </Link>
            <span className="text-stone-700">: {item.text}</span>
          </li>
        ))}
      </ul>
      <OfflineSwitch />

      <ReadList />
      <p className="mt-10 text-sm text-stone-600">
        Halaman yang tersimpan adalah versi saat terakhir Anda membukanya dengan internet. Selama offline, halaman
        tampil seperti saat belum login; dashboard dan riwayat perlu internet.
      </p>
      <InlineScript code={INLINE_SCRIPTS["offline-page"]} />
    </div>
  );
}
