import { Link } from "react-router";
import { getDb } from "~/server/db.server";
import { PUBLIC_CACHE_CONTROL } from "~/server/http.server";
import { loadHeroInfo } from "~/server/settings.server";
import { SITE_NAME } from "~/messages";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${SITE_NAME} - ${data?.hero.subtitle ?? "Platform Kebidanan Terpercaya"}` },
  {
    name: "description",
    content:
      "Artikel kehamilan, persalinan, menyusui, dan tumbuh kembang anak dari bidan; kalkulator HPL dan masa subur; serta layanan tanya jawab gratis.",
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

export async function loader({ context }: Route.LoaderArgs) {
  const hero = await loadHeroInfo(getDb(context.cloudflare.env));
  return { hero };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <section className="bg-gradient-to-b from-teal-50 to-stone-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-teal-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 text-lg text-stone-700 sm:text-xl">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/artikel" className="rounded-md bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800">
              Baca Artikel
            </Link>
            <Link
              to="/kalkulator"
              className="rounded-md border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50"
            >
              Kalkulator Kehamilan
            </Link>
          </div>
        </div>
        {hero.imageUrl ? (
          <img
            src={hero.imageUrl}
            alt="Ilustrasi ibu dan bayi"
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}
      </div>
    </section>
  );
}
