import { ReviewLine, rootPageReview, SectionTiles, SourceList, usePageReview } from "~/components/MedicalReview";
import { STATIC_PAGE } from "~/components/static-page";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "~/components/nav-links";
import { DANGER_SECTIONS, DANGER_SIGNS_PAGE, ON_THE_WAY, URGENCY_LABEL, type DangerSign } from "~/domain/danger-signs";
import { medicalWebPageJsonLd } from "~/domain/medical-review";
import { SITE_NAME } from "~/messages";
import { publicPage, siteOrigin } from "~/server/http.server";
import type { Route } from "./+types/danger-signs";

const TITLE = "Tanda Bahaya Kehamilan, Persalinan, Nifas, dan Bayi Baru Lahir";
const DESCRIPTION =
  "Daftar tanda bahaya menurut Buku KIA dan WHO: kapan Ibu atau bayi harus segera ke fasilitas kesehatan. Darurat: telepon 119.";

/** A page to read in an emergency: it loads no JavaScript at all (decision 014). */

export const headers = publicPage;
export const handle = STATIC_PAGE;

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    url: `${siteOrigin(context.cloudflare.env, request)}${DANGER_SIGNS_LINK.to}`,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `Tanda Bahaya | ${SITE_NAME}` },
  { name: "description", content: DESCRIPTION },
  ...(data
    ? [
        { tagName: "link", rel: "canonical", href: data.url },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            ...medicalWebPageJsonLd({
              url: data.url,
              name: TITLE,
              description: DESCRIPTION,
              author: DANGER_SIGNS_PAGE.author,
              review: rootPageReview(matches, "tanda-bahaya"),
              siteName: SITE_NAME,
              about: "Tanda bahaya kehamilan, persalinan, nifas, dan bayi baru lahir",
            }),
          },
        },
      ]
    : []),
];

function CallButton({ className = "" }: { className?: string }) {
  return (
    <a
      href={`tel:${EMERGENCY_NUMBER}`}
      className={`inline-flex items-center justify-center gap-2 rounded-lg border border-transparent bg-red-700 px-5 py-3 text-lg font-bold text-white hover:bg-red-800 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z" />
      </svg>
      Telepon {EMERGENCY_NUMBER}
    </a>
  );
}

function SignItem({ sign }: { sign: DangerSign }) {
  const now = sign.urgency === "now";
  return (
    <li className={`rounded-lg border bg-white p-4 ${now ? "border-red-300" : "border-amber-300"}`}>
      <p className="font-semibold text-stone-900">{sign.sign}</p>
      {sign.detail ? <p className="mt-1 text-stone-800">{sign.detail}</p> : null}
      <p
        className={`mt-2 inline-block rounded px-2 py-0.5 text-sm font-bold ${now ? "bg-red-700 text-white" : "bg-amber-200 text-amber-950"}`}
      >
        {URGENCY_LABEL[sign.urgency]}
      </p>
      {sign.nowIf ? <p className="mt-2 font-semibold text-red-800">{sign.nowIf}</p> : null}
      {sign.call119 ? (
        <p className="mt-2">
          <a
            href={`tel:${EMERGENCY_NUMBER}`}
            className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-3 font-semibold text-red-800 hover:bg-red-50"
          >
            Telepon {EMERGENCY_NUMBER}
          </a>
        </p>
      ) : null}
    </li>
  );
}

export default function DangerSigns() {
  const review = usePageReview("tanda-bahaya");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">Tanda Bahaya</h1>
        <p className="mt-1 text-lg text-stone-800">Kehamilan, persalinan, nifas, dan bayi baru lahir</p>
        <p className="mt-3 text-sm text-stone-700">
          Disusun oleh <span className="font-semibold">{DANGER_SIGNS_PAGE.author}</span>
        </p>
        <ReviewLine review={review} />
      </header>

      <div className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-950">
        <p className="text-lg font-bold">Jangan menunggu jadwal pemeriksaan berikutnya.</p>
        <p className="mt-2">
          Bila Ibu atau bayi mengalami salah satu tanda di bawah ini, ke puskesmas, bidan, klinik, atau rumah sakit
          terdekat. Lebih baik diperiksa dan dinyatakan sehat daripada terlambat.
        </p>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <span className="mr-2 inline-block rounded bg-red-700 px-2 py-0.5 font-bold text-white">
              {URGENCY_LABEL.now}
            </span>
            berangkat sekarang, siang maupun malam.
          </li>
          <li>
            <span className="mr-2 inline-block rounded bg-amber-200 px-2 py-0.5 font-bold text-amber-950">
              {URGENCY_LABEL.today}
            </span>
            hubungi bidan sekarang dan diperiksa hari ini, jangan menunggu besok.
          </li>
        </ul>
        <CallButton className="mt-4 w-full sm:w-auto" />
        <p className="mt-2 text-sm">
          119 adalah layanan gawat darurat kesehatan (ambulans dan arahan darurat). Layanan ini belum tersedia di semua
          daerah: bila tidak tersambung, langsung berangkat.
        </p>
      </div>

      <SectionTiles sections={DANGER_SECTIONS} columns="sm:grid-cols-4" />

      {DANGER_SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-bold text-stone-900">
            {section.title}
          </h2>
          <p className="mt-1 text-stone-700">{section.intro}</p>
          <ul className="mt-4 space-y-3">
            {section.signs.map((sign) => (
              <SignItem key={sign.sign} sign={sign} />
            ))}
          </ul>
          <p className="mt-3 text-right text-sm">
            <a href="#konten" className="inline-flex min-h-11 items-center font-medium text-teal-800 underline">
              ↑ Kembali ke atas
            </a>
          </p>
        </section>
      ))}

      <section aria-labelledby="perjalanan-title" className="mt-10 rounded-xl border border-stone-200 bg-white p-5">
        <h2 id="perjalanan-title" className="text-xl font-bold text-stone-900">
          Saat berangkat ke fasilitas kesehatan
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-stone-800 marker:text-red-700">
          {ON_THE_WAY.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <CallButton className="mt-4 w-full sm:w-auto" />
      </section>

      <SourceList review={review} />
    </article>
  );
}
