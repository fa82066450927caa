import { Link } from "react-router";
import { GrowthCheckCallout } from "~/components/GrowthCheckCallout";
import { STATIC_PAGE } from "~/components/static-page";
import { DEVELOPMENT_PAGE_LINK } from "~/domain/development-page";
import { IMMUNISATION_PAGE_LINK } from "~/domain/immunisation-page";
import { SITE_NAME } from "~/messages";
import { loadGrowthIndex } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { publicPage } from "~/server/http.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [
  { title: `Panduan Tumbuh Kembang Anak 0-5 Tahun | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Tahapan tumbuh kembang anak usia 0-5 tahun sesuai standar WHO: milestone perkembangan, tips stimulasi, dan tanda yang perlu diwaspadai.",
  },
];

export const headers = publicPage;
export const handle = STATIC_PAGE;

// A D1 failure is thrown on purpose: the root error boundary shows the friendly 500 page, and the
// Worker keeps 5xx answers out of shared caches.
export async function loader({ context }: Route.LoaderArgs) {
  return { guides: await loadGrowthIndex(getDb(context.cloudflare.env)) };
}

const INFO_CARDS = [
  {
    title: "Milestone Perkembangan",
    text: "Kemampuan motorik, kognitif, sosial-emosional, dan bahasa yang umumnya dicapai anak pada setiap kelompok usia.",
  },
  {
    title: "Tips Stimulasi",
    text: "Ide kegiatan sederhana di rumah untuk merangsang perkembangan anak sesuai usianya.",
  },
  {
    title: "Tanda Waspada",
    text: "Tanda yang perlu segera dikonsultasikan ke tenaga kesehatan agar hambatan tumbuh kembang tertangani sejak dini.",
  },
] as const;

const ASPECTS = ["Motorik kasar", "Motorik halus", "Kognitif", "Bahasa", "Sosial-emosional"] as const;
const MEASURES = ["Berat badan", "Tinggi atau panjang badan", "Lingkar kepala", "Indeks massa tubuh (IMT)"] as const;

export default function GrowthIndex({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">Panduan Tumbuh Kembang Anak</h1>
      <p className="mt-3 text-stone-700">
        Pantau tahapan perkembangan si kecil dari lahir hingga usia 5 tahun. Pilih kelompok usia untuk melihat
        milestone, standar pertumbuhan WHO, ide stimulasi, dan tanda yang perlu diwaspadai.
      </p>
      <GrowthCheckCallout />

      <section aria-labelledby="kelompok-usia-title" className="mt-10">
        <h2 id="kelompok-usia-title" className="text-2xl font-bold text-stone-900">
          Pilih Kelompok Usia
        </h2>
        {guides.length > 0 ? (
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide) => (
              <li
                key={guide.id}
                className="relative flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow has-focus-visible:outline-2 has-focus-visible:outline-teal-700 hover:border-teal-600 hover:shadow-md"
              >
                <h3 className="text-lg font-semibold text-stone-900">
                  {/* The whole card is the link's hit area; the accessible name stays the title. */}
                  <Link
                    to={`/tumbuh-kembang/${guide.id}`}
                    className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
                  >
                    {guide.title}
                  </Link>
                </h3>
                {guide.highlights.length > 0 ? (
                  <ul className="mt-3 flex-1 space-y-1.5 text-sm text-stone-700">
                    {guide.highlights.map((highlight) => (
                      <li key={highlight} className="flex gap-2">
                        <span aria-hidden="true" className="text-teal-700">
                          ✓
                        </span>
                        <span className="min-w-0 break-words">{highlight}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="flex-1" />
                )}
                <span aria-hidden="true" className="mt-4 text-sm font-semibold text-teal-800">
                  Lihat detail →
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-5 rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Panduan tumbuh kembang belum tersedia. Silakan kembali lagi nanti.
          </p>
        )}
      </section>

      <section
        aria-labelledby="imunisasi-title"
        className="mt-10 rounded-xl border border-sky-200 bg-sky-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6"
      >
        <div>
          <h2 id="imunisasi-title" className="text-xl font-bold text-stone-900">
            Jadwal Imunisasi Anak
          </h2>
          <p className="mt-1 text-stone-800">
            Imunisasi rutin program nasional dari lahir sampai usia 2 tahun dan di sekolah, reaksi yang biasa terjadi,
            dan tanda bahaya setelah imunisasi.
          </p>
        </div>
        <Link
          to={IMMUNISATION_PAGE_LINK.to}
          className="mt-4 inline-flex min-h-11 shrink-0 items-center rounded-lg border border-teal-700 bg-white px-4 font-semibold text-teal-800 hover:bg-teal-50 sm:mt-0"
        >
          Lihat {IMMUNISATION_PAGE_LINK.label}
        </Link>
      </section>

      <section
        aria-labelledby="perkembangan-title"
        className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6"
      >
        <div>
          <h2 id="perkembangan-title" className="text-xl font-bold text-stone-900">
            Cek Perkembangan Anak
          </h2>
          <p className="mt-1 text-stone-800">
            Daftar perkembangan per usia dari Buku KIA, 3 bulan sampai 6 tahun, dengan kegiatan stimulasi di rumah dan
            kapan perlu ke bidan atau dokter.
          </p>
        </div>
        <Link
          to={DEVELOPMENT_PAGE_LINK.to}
          className="mt-4 inline-flex min-h-11 shrink-0 items-center rounded-lg border border-teal-700 bg-white px-4 font-semibold text-teal-800 hover:bg-teal-50 sm:mt-0"
        >
          Buka {DEVELOPMENT_PAGE_LINK.label}
        </Link>
      </section>

      <section aria-labelledby="isi-panduan-title" className="mt-12">
        <h2 id="isi-panduan-title" className="text-2xl font-bold text-stone-900">
          Isi Setiap Panduan
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {INFO_CARDS.map((card) => (
            <li key={card.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-teal-800">{card.title}</h3>
              <p className="mt-2 text-sm text-stone-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="standar-who-title"
        className="mt-12 rounded-xl border border-teal-200 bg-teal-50 p-5 sm:p-6"
      >
        <h2 id="standar-who-title" className="text-2xl font-bold text-stone-900">
          Standar Pertumbuhan WHO
        </h2>
        <p className="mt-2 text-stone-800">
          Panduan ini mengacu pada standar pertumbuhan anak WHO dan mencakup usia 0-5 tahun.
        </p>
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-stone-900">Aspek perkembangan yang dipantau</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-teal-700">
              {ASPECTS.map((aspect) => (
                <li key={aspect}>{aspect}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-stone-900">Ukuran pertumbuhan fisik</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-teal-700">
              {MEASURES.map((measure) => (
                <li key={measure}>{measure}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <aside
        aria-label="Catatan penting"
        className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <p>
          <strong className="font-semibold">Catatan:</strong> Setiap anak tumbuh dengan kecepatannya sendiri. Bila ada
          yang mengkhawatirkan, konsultasikan dengan dokter spesialis anak atau bidan Anda.
        </p>
      </aside>
    </div>
  );
}
