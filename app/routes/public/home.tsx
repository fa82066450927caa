import { Link } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { ArticleCard } from "~/components/ArticleCard";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { loadHomePage } from "~/server/home.server";
import { publicPage } from "~/server/http.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/home";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { buttonClass } from "~/components/Button";

export const meta: Route.MetaFunction = () => [
  { title: `${SITE_NAME} - Platform Kebidanan Terpercaya` },
  {
    name: "description",
    content:
      "Artikel kehamilan, persalinan, menyusui, dan tumbuh kembang anak dari bidan; kalkulator HPL dan masa subur; serta layanan tanya jawab gratis.",
  },
];

export const headers = publicPage;
export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The session lookup is shared with the root loader: no extra round trip.
  const [page, user] = await Promise.all([
    loadHomePage(getDb(context.cloudflare.env), new Date()),
    getSessionUser(context, request),
  ]);
  return { ...page, signedIn: user !== null };
}

const SERVICES = [
  {
    to: "/artikel",
    title: "Artikel Terpercaya",
    text: "Bacaan seputar kehamilan, persalinan, nifas, dan menyusui, lengkap dengan sumbernya.",
    icon: "M4 5a2 2 0 0 1 2-2h9l5 5v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm10-2v5h5M8 12h8M8 16h6",
  },
  {
    to: "/kalkulator",
    title: "Kalkulator Interaktif",
    text: "Hitung hari perkiraan lahir (HPL), masa subur, dan kenaikan berat badan ideal selama hamil.",
    icon: "M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2 4h8M8 11h2m4 0h2m-8 4h2m4 0h2",
  },
  {
    to: "/tumbuh-kembang",
    title: "Panduan Tumbuh Kembang",
    text: "Tahapan perkembangan anak usia 0-5 tahun, ide stimulasi, dan tanda yang perlu diwaspadai.",
    icon: "M12 21c-4-3-7-6-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 4-3 7-7 10Zm0-14V3",
  },
  {
    to: "/tumbuh-kembang/cek",
    title: "Cek Pertumbuhan",
    text: "Bandingkan berat, panjang atau tinggi badan, dan lingkar kepala anak dengan standar WHO.",
    icon: "M4 20h16M6 16l4-5 3 3 5-7M18 7v3m0-3h-3",
  },
  {
    to: "/tanya-kami",
    title: "Tanya Kami",
    text: "Kirim pertanyaan Anda secara gratis dan dapatkan jawaban dari tim bidan dalam 1-2 hari kerja.",
    icon: "M4 5h16v11H8l-4 4V5Zm5 5h.01M12 10h.01M15 10h.01",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featured, signedIn } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-stone-50">
        {/* Two columns only when there is a picture for the second; without one the text is centred. */}
        <div
          className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-20 ${hero.imageUrl ? "md:grid-cols-2" : ""}`}
        >
          <div className={hero.imageUrl ? undefined : "mx-auto max-w-3xl text-center"} data-testid="hero-text">
            <h1 className="text-4xl font-bold tracking-tight text-teal-900 sm:text-5xl">{hero.title}</h1>
            <p className="mt-4 text-lg text-stone-700 sm:text-xl">{hero.subtitle}</p>
            <div className={`mt-8 flex flex-wrap gap-3 ${hero.imageUrl ? "" : "justify-center"}`}>
              <Link to="/artikel" className={buttonClass()}>
                Baca Artikel
              </Link>
              <Link to="/kalkulator" className={buttonClass({ variant: "secondary" })}>
                Kalkulator Kehamilan
              </Link>
            </div>
          </div>
          {hero.imageUrl ? (
            <ResponsiveImage
              src={hero.imageUrl}
              sizes="(min-width: 768px) 560px, 100vw"
              alt="Ilustrasi ibu dan bayi"
              width={1200}
              height={800}
              priority
              className="aspect-[3/2] w-full rounded-2xl object-cover shadow-md"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="layanan-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="layanan-title" className="text-center text-2xl font-bold text-stone-900 sm:text-3xl">
          Layanan {SITE_NAME}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-stone-700">
          Semua yang Anda butuhkan untuk menemani masa kehamilan hingga anak tumbuh besar.
        </p>
        {/* Rows of three (two on a tablet) whose cards grow to fill the row: the five cards leave no
            empty slot at any width, the last row's cards are simply wider. */}
        <ul className="mt-8 flex flex-wrap gap-5">
          {SERVICES.map((service) => (
            <li
              key={service.to}
              className="grow basis-full sm:basis-[calc(50%-1.25rem)] lg:basis-[calc(33.3%-1.25rem)]"
            >
              <Link
                to={service.to}
                className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-teal-600 hover:shadow-md"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="40"
                  height="40"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="rounded-lg bg-teal-50 p-2 text-teal-700"
                >
                  <path d={service.icon} />
                </svg>
                <h3 className="mt-4 font-semibold text-stone-900">{service.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{service.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 ? (
        <section aria-labelledby="pilihan-title" className="bg-white py-14">
          <div className="mx-auto max-w-6xl px-4">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="pilihan-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
                Artikel Pilihan
              </h2>
              <Link
                to="/artikel"
                className="inline-flex min-h-11 items-center font-semibold text-teal-800 hover:underline"
              >
                Lihat Semua Artikel →
              </Link>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-2xl bg-teal-800 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            Punya pertanyaan seputar kehamilan atau si kecil?
          </h2>
          {/* A signed-in reader already has an account: /register would only send them away. */}
          <p className="mx-auto mt-3 max-w-2xl text-teal-50">
            {signedIn
              ? "Lihat riwayat kalkulator dan profil Anda di dashboard, atau langsung tanyakan kepada bidan kami."
              : "Daftar gratis untuk menyimpan hasil kalkulator dan berdiskusi di artikel, atau langsung tanyakan kepada bidan kami."}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to={signedIn ? "/dashboard" : "/register"}
              className="rounded-md bg-white px-6 py-3 font-semibold text-teal-900 hover:bg-teal-50"
            >
              {signedIn ? "Buka Dashboard" : "Daftar Gratis"}
            </Link>
            <Link
              to="/tanya-kami"
              className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-teal-700"
            >
              Tanya Bidan
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
