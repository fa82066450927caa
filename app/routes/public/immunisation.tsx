import { Link } from "react-router";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { KeepOffline } from "~/client/keep-offline/KeepOffline";
import {
  DangerSignsNotice,
  ReviewLine,
  rootPageReview,
  SectionTiles,
  SourceList,
  usePageReview,
} from "~/components/MedicalReview";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "~/components/nav-links";
import { InlineScript } from "~/components/server-document";
import { STATIC_PAGE } from "~/components/static-page";
import { URGENCY_LABEL } from "~/domain/danger-signs";
import {
  BRING,
  DANGER_SIGNS,
  IMMUNISATION_PAGE,
  IMMUNISATION_PAGE_PATH,
  type ImmunisationDangerSign,
  LATE_DOSES,
  NORMAL_REACTIONS,
  type PageSourceId,
  PREMATURE,
  SCHEDULE_INTRO,
  SCHEDULE_NOTES,
  SCHOOL_INTRO,
  SCHOOL_ROWS,
  type Sourced,
  scheduleByAge,
  sourceNumbers,
} from "~/domain/immunisation-page";
import { medicalWebPageJsonLd } from "~/domain/medical-review";
import { SITE_NAME } from "~/messages";
import { publicPage, siteOrigin } from "~/server/http.server";
import type { Route } from "./+types/immunisation";

// The public immunisation page (issue 35): the national programme's schedule, from the same data
// a child's card uses, with what to bring, the usual reactions, the danger signs after a
// vaccination, late doses and premature babies. A reading page: no script but "Simpan untuk
// offline" (kept by the service worker like the guides), no D1 read of its own (the root reads
// the footer and the page's review in one query).

const TITLE = "Jadwal Imunisasi Anak";
const DESCRIPTION =
  "Jadwal imunisasi rutin program nasional Kemenkes untuk bayi dan anak di bawah 2 tahun, imunisasi sekolah (BIAS), apa yang dibawa, reaksi yang biasa terjadi, dan tanda bahaya setelah imunisasi.";

export const headers = publicPage;
export const handle = STATIC_PAGE;

export function loader({ context, request }: Route.LoaderArgs) {
  return { url: `${siteOrigin(context.cloudflare.env, request)}${IMMUNISATION_PAGE_PATH}` };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${TITLE} | ${SITE_NAME}` },
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
              author: IMMUNISATION_PAGE.author,
              review: rootPageReview(matches, "imunisasi"),
              siteName: SITE_NAME,
              about: "Jadwal imunisasi anak program nasional",
            }),
          },
        },
      ]
    : []),
];

const SECTIONS = [
  { id: "jadwal", short: "Jadwal" },
  { id: "dibawa", short: "Yang dibawa" },
  { id: "reaksi", short: "Reaksi biasa" },
  { id: "tanda-bahaya-imunisasi", short: "Tanda bahaya" },
  { id: "terlambat", short: "Terlambat" },
  { id: "prematur", short: "Bayi prematur" },
] as const;

/** "Sumber: [1], [4]": the numbers of the Referensi list at the bottom of the page. */
function SourceMark({ sources }: { sources: readonly PageSourceId[] }) {
  const numbers = sourceNumbers(sources);
  if (numbers.length === 0) return null;
  return (
    <span className="ml-1 whitespace-nowrap text-xs text-stone-600">
      <a href="#referensi-title" className="text-teal-800 underline">
        <span className="sr-only">Referensi </span>[{numbers.join(", ")}]
      </a>
    </span>
  );
}

function SourcedText({ item }: { item: Sourced }) {
  return (
    <>
      {item.text}
      <SourceMark sources={item.sources} />
    </>
  );
}

function SourcedList({ items, marker = "marker:text-teal-700" }: { items: readonly Sourced[]; marker?: string }) {
  return (
    <ul className={`mt-3 list-disc space-y-2 pl-5 text-stone-800 ${marker}`}>
      {items.map((item) => (
        <li key={item.text}>
          <SourcedText item={item} />
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function DangerItem({ sign }: { sign: ImmunisationDangerSign }) {
  return (
    <li className="rounded-lg border border-red-300 bg-white p-4">
      <p className="font-semibold text-stone-900">{sign.sign}</p>
      {sign.detail ? <p className="mt-1 text-stone-800">{sign.detail}</p> : null}
      <p className="mt-2 inline-block rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white">
        {URGENCY_LABEL[sign.urgency]}
      </p>
      <p className="mt-2 font-semibold text-red-800">
        {sign.action}
        <SourceMark sources={sign.sources} />
      </p>
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

export default function Immunisation() {
  const review = usePageReview("imunisasi");
  const rows = scheduleByAge();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-1 text-lg text-stone-800">Program imunisasi nasional untuk bayi dan anak</p>
        <p className="mt-3 text-sm text-stone-700">
          Disusun oleh <span className="font-semibold">{IMMUNISATION_PAGE.author}</span>
        </p>
        <ReviewLine review={review} />
        <KeepOffline path={IMMUNISATION_PAGE_PATH}>
          <InlineScript code={INLINE_SCRIPTS["keep-offline"]} />
        </KeepOffline>
      </header>

      <div className="mt-6 space-y-3 leading-relaxed text-stone-800">
        {SCHEDULE_INTRO.map((item) => (
          <p key={item.text}>
            <SourcedText item={item} />
          </p>
        ))}
      </div>

      <p className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950">
        <strong className="font-semibold">
          Setelah imunisasi anak kejang, sesak napas, sangat lemas, atau demam tinggi?
        </strong>{" "}
        Segera ke fasilitas kesehatan, jangan menunggu.{" "}
        <a href="#tanda-bahaya-imunisasi" className="font-semibold text-red-800 underline">
          Lihat tanda bahaya setelah imunisasi
        </a>
      </p>

      <SectionTiles sections={SECTIONS} columns="sm:grid-cols-3" />

      <Section id="jadwal" title="Jadwal Imunisasi Rutin">
        <p className="mt-1 text-stone-700">Bayi dan anak di bawah 2 tahun, Program Imunisasi Nasional (Kemenkes RI).</p>
        <p className="mt-2 text-stone-700">
          Punya akun?{" "}
          <Link to="/dashboard/anak" className="inline-flex min-h-11 items-center font-medium text-teal-800 underline">
            Catat imunisasi anak Anda di Anak Saya
          </Link>
          : tanggal setiap dosis dihitung dari tanggal lahirnya.
        </p>
        {/* Two columns, each dose on its own line: the table fits a 360 px phone without scrolling. */}
        <div className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full table-fixed border-collapse text-left">
            <caption className="sr-only">Jadwal imunisasi rutin menurut usia anak</caption>
            <thead className="bg-teal-50 text-sm text-stone-900">
              <tr>
                <th scope="col" className="w-24 border-b border-stone-200 px-3 py-2 font-semibold sm:w-32">
                  Usia
                </th>
                <th scope="col" className="border-b border-stone-200 px-3 py-2 font-semibold">
                  Imunisasi
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ageText} className="align-top" data-age={row.ageText}>
                  <th scope="row" className="border-b border-stone-200 px-3 py-3 font-semibold text-stone-900">
                    {row.ageText}
                  </th>
                  <td className="break-words border-b border-stone-200 px-3 py-3 text-stone-800">
                    <ul className="space-y-1.5">
                      {row.doses.map((dose) => (
                        <li key={dose.id} data-dose={dose.id}>
                          <span className="font-semibold text-stone-900">{dose.label}</span>
                          {/* "Polio tetes (OPV)" under "Polio tetes 1", but not "DPT-HB-Hib" under "DPT-HB-Hib 1". */}
                          {!dose.label.startsWith(dose.vaccine) ? (
                            <span className="block text-sm text-stone-600">{dose.vaccine}</span>
                          ) : null}
                          {dose.regional ? (
                            <span className="block text-sm text-amber-900">Hanya di {dose.regional}</span>
                          ) : null}
                          {dose.latestText ? (
                            <span className="block text-sm text-stone-700">{dose.latestText}</span>
                          ) : null}
                          {dose.windowText ? (
                            <span className="block text-sm text-stone-700">{dose.windowText}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-1 text-xs text-stone-600">
                      Sumber:
                      <SourceMark sources={row.sources} />
                    </p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <SourcedList items={SCHEDULE_NOTES} />

        <h3 className="mt-8 text-xl font-bold text-stone-900">Imunisasi anak sekolah (BIAS)</h3>
        <p className="mt-2 text-stone-800">
          <SourcedText item={SCHOOL_INTRO} />
        </p>
        <ul className="mt-3 space-y-2">
          {SCHOOL_ROWS.map((row) => (
            <li key={`${row.vaccine} ${row.when}`} className="rounded-lg border border-stone-200 bg-white p-3">
              <span className="font-semibold text-stone-900">{row.when}</span>
              <span className="text-stone-800">: {row.vaccine}</span>
              {row.note ? <span className="block text-sm text-stone-700">{row.note}</span> : null}
              <SourceMark sources={row.sources} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="dibawa" title="Yang Perlu Dibawa dan Disampaikan">
        <SourcedList items={BRING} />
      </Section>

      <Section id="reaksi" title="Reaksi yang Biasa Terjadi">
        <p className="mt-1 text-stone-700">Reaksi ini umumnya ringan dan hilang sendiri.</p>
        <SourcedList items={NORMAL_REACTIONS} />
      </Section>

      <section
        id="tanda-bahaya-imunisasi"
        aria-labelledby="tanda-bahaya-imunisasi-title"
        className="mt-10 scroll-mt-24 rounded-xl border-2 border-red-700 bg-red-50 p-4 sm:p-5"
      >
        <h2 id="tanda-bahaya-imunisasi-title" className="text-2xl font-bold text-red-900">
          Tanda Bahaya setelah Imunisasi
        </h2>
        <p className="mt-1 text-red-950">
          Bila muncul salah satu tanda ini, setelah imunisasi maupun kapan saja, jangan menunggu jadwal berikutnya:
          segera bawa anak ke puskesmas, bidan, klinik, atau rumah sakit terdekat hari ini juga.
        </p>
        <ul className="mt-4 space-y-3">
          {DANGER_SIGNS.map((sign) => (
            <DangerItem key={sign.sign} sign={sign} />
          ))}
        </ul>
        <p className="mt-4 text-red-950">
          Tanda bahaya lain pada bayi dan anak ada di halaman{" "}
          <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-red-800 underline">
            {DANGER_SIGNS_LINK.label}
          </Link>
          .
        </p>
      </section>

      <Section id="terlambat" title="Bila Imunisasi Terlambat">
        <SourcedList items={LATE_DOSES} />
      </Section>

      <Section id="prematur" title="Bayi Prematur">
        <SourcedList items={PREMATURE} />
      </Section>

      <DangerSignsNotice text="Anak kejang, sesak napas, sangat lemas, atau tidak mau menyusu? Jangan menunggu: segera ke fasilitas kesehatan." />

      <aside
        aria-label="Disclaimer"
        className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
      >
        <p>
          <strong className="font-semibold">Disclaimer:</strong> Informasi ini bersifat edukatif dan tidak menggantikan
          pemeriksaan serta nasihat bidan, dokter, atau petugas imunisasi yang memeriksa anak Anda.
        </p>
      </aside>

      <SourceList review={review} />
    </article>
  );
}
