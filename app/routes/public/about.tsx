import { data, Link } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { TextWithBreaks } from "~/components/TextWithBreaks";
import { messages, SITE_NAME } from "~/messages";
import { loadAboutPage, metaSummary } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { publicPage } from "~/server/http.server";
import type { Route } from "./+types/about";

const DEFAULT_TITLE = "Tentang Saya";
const DEFAULT_DESCRIPTION = `Kenali bidan di balik ${SITE_NAME} dan filosofi pelayanan kami.`;

/** The fixed philosophy section (SPEC 2, About): three values, not editable. */
const VALUES = [
  {
    title: "Empati dan Kepedulian",
    text: "Setiap ibu dan keluarga didengarkan dengan sabar, dihormati pilihannya, dan didampingi tanpa menghakimi.",
  },
  {
    title: "Berbasis Bukti Ilmiah",
    text: "Informasi dan asuhan mengacu pada penelitian terkini serta pedoman Kementerian Kesehatan dan WHO, bukan sekadar kebiasaan.",
  },
  {
    title: "Asuhan Holistik",
    text: "Kesehatan fisik, emosional, dan sosial ibu dan anak diperhatikan bersama, dengan melibatkan dukungan keluarga.",
  },
] as const;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.about?.title ?? DEFAULT_TITLE} | ${SITE_NAME}` },
  { name: "description", content: data?.description || DEFAULT_DESCRIPTION },
];

export const headers = publicPage;
export const handle = STATIC_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const result = await loadAboutPage(getDb(context.cloudflare.env));
  if (result.status === "failed") {
    // A 503: the Worker keeps the failure text out of every cache.
    return data({ state: "failed" as const, about: null, description: null }, { status: 503 });
  }
  if (result.status === "missing") return data({ state: "missing" as const, about: null, description: null });
  return data({ state: "ok" as const, about: result.page, description: metaSummary(result.page.content) });
}

function Philosophy() {
  return (
    <section aria-labelledby="filosofi-title" className="mt-14">
      <h2 id="filosofi-title" className="text-2xl font-bold text-stone-900">
        Filosofi Pelayanan
      </h2>
      <p className="mt-2 text-stone-700">Tiga nilai yang kami pegang dalam setiap pendampingan.</p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {VALUES.map((value) => (
          <li key={value.title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-teal-800">{value.title}</h3>
            <p className="mt-2 text-sm text-stone-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { state, about } = loaderData;

  if (!about) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{DEFAULT_TITLE}</h1>
        {state === "failed" ? (
          <div role="alert" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
            <p>{messages.content.aboutLoadFailed}</p>
            <Link to="/tentang-saya" reloadDocument className="mt-3 inline-block font-semibold text-teal-800 underline">
              Muat ulang halaman
            </Link>
          </div>
        ) : (
          <p className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Profil bidan belum tersedia. Silakan kembali lagi nanti.
          </p>
        )}
        <Philosophy />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{about.title}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_16rem] md:items-start">
        <TextWithBreaks text={about.content} className="min-w-0 break-words leading-relaxed text-stone-800" />
        {about.imageUrl ? (
          <ResponsiveImage
            src={about.imageUrl}
            alt={`Foto bidan ${SITE_NAME}`}
            width={800}
            height={1000}
            priority
            className="row-start-1 mx-auto aspect-[4/5] w-full max-w-56 rounded-2xl object-cover shadow-md md:col-start-2"
          />
        ) : null}
      </div>

      {about.qualifications.length > 0 ? (
        <section
          aria-labelledby="kualifikasi-title"
          className="mt-10 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="kualifikasi-title" className="text-xl font-bold text-stone-900">
            {about.qualificationsTitle}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-800 marker:text-teal-700">
            {about.qualifications.map((item, index) => (
              <li key={index} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Philosophy />
    </div>
  );
}
