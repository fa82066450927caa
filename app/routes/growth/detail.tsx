import { data, Link } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { InlineScript } from "~/components/server-document";
import { KeepOffline } from "~/client/keep-offline/KeepOffline";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { notFoundBoundary } from "~/components/NotFoundPanel";
import type { GrowthMilestones } from "~drizzle/types";
import { messages, SITE_NAME } from "~/messages";
import { DangerSignsNotice, ReviewLine, SourceList } from "~/components/MedicalReview";
import { GrowthCheckCallout } from "~/components/GrowthCheckCallout";
import { WhoReference } from "~/components/WhoReference";
import { medicalWebPageJsonLd } from "~/domain/medical-review";
import { loadGrowthGuide, metaSummary, parseGuideId } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { publicPage, siteOrigin } from "~/server/http.server";
import { growthReferenceFor } from "~/server/who.server";
import type { Route } from "./+types/detail";

function notFound(): never {
  throw data({ message: messages.content.growthNotFound }, { status: 404 });
}

export const headers = publicPage;
export const handle = STATIC_PAGE;

// Any id that cannot be a guide id (too long, odd characters, "..", SQL) is a 404 before D1 is
// asked. A D1 failure is thrown on purpose: the root error boundary answers with a friendly 500.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  const id = parseGuideId(params.ageGroup);
  if (id === null) notFound();
  const guide = await loadGrowthGuide(getDb(env), id);
  if (!guide) notFound();
  return {
    guide,
    reference: growthReferenceFor(guide.id),
    description: metaSummary(guide.description, 160),
    url: `${siteOrigin(env, request)}/tumbuh-kembang/${guide.id}`,
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: `${messages.content.growthNotFound} | ${SITE_NAME}` }];
  const title = `Tumbuh Kembang Anak ${page.guide.title}`;
  const description =
    page.description ||
    `Milestone, standar WHO, tips stimulasi, dan tanda waspada tumbuh kembang anak usia ${page.guide.title}.`;
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.url },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        ...medicalWebPageJsonLd({
          url: page.url,
          name: title,
          description,
          author: page.guide.author,
          review: page.guide.review,
          siteName: SITE_NAME,
          about: `Tumbuh kembang anak usia ${page.guide.title}`,
        }),
      },
    },
  ];
};

const MILESTONE_GROUPS: readonly { key: keyof GrowthMilestones; title: string }[] = [
  { key: "motorik", title: "Motorik" },
  { key: "kognitif", title: "Kognitif" },
  { key: "sosialEmosional", title: "Sosial & Emosional" },
  { key: "bahasa", title: "Bahasa & Komunikasi" },
];

function BackLink() {
  return (
    <Link
      to="/tumbuh-kembang"
      className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline"
    >
      ← Kembali ke Tumbuh Kembang
    </Link>
  );
}

function BulletList({ items, marker = "marker:text-teal-700" }: { items: string[]; marker?: string }) {
  return (
    <ul className={`mt-3 list-disc space-y-1.5 pl-5 text-stone-800 ${marker}`}>
      {items.map((item, index) => (
        <li key={index} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function GrowthDetail({ loaderData }: Route.ComponentProps) {
  const { guide, reference } = loaderData;
  const milestoneGroups = MILESTONE_GROUPS.filter((group) => guide.milestones[group.key].length > 0);

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <BackLink />
      <header className="mt-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">Tumbuh Kembang Anak</p>
        <h1 className="mt-1 text-3xl font-bold text-stone-900 sm:text-4xl">{guide.title}</h1>
        <p className="mt-3 text-sm text-stone-700">
          Ditulis oleh <span className="font-semibold">{guide.author}</span>
        </p>
        <ReviewLine review={guide.review} />
        {guide.description ? (
          <p className="mt-4 break-words leading-relaxed text-stone-800">{guide.description}</p>
        ) : null}
        <KeepOffline path={`/tumbuh-kembang/${guide.id}`}>
          <InlineScript code={INLINE_SCRIPTS["keep-offline"]} />
        </KeepOffline>
      </header>

      {milestoneGroups.length > 0 ? (
        <section aria-labelledby="milestone-title" className="mt-10">
          <h2 id="milestone-title" className="text-2xl font-bold text-stone-900">
            Milestone Perkembangan
          </h2>
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            {milestoneGroups.map((group) => (
              <section
                key={group.key}
                aria-labelledby={`milestone-${group.key}`}
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <h3 id={`milestone-${group.key}`} className="font-semibold text-teal-800">
                  {group.title}
                </h3>
                <BulletList items={guide.milestones[group.key]} />
              </section>
            ))}
          </div>
        </section>
      ) : null}

      <WhoReference tables={reference} />
      <GrowthCheckCallout />

      {guide.stimulasi.length > 0 ? (
        <section
          aria-labelledby="stimulasi-title"
          className="mt-10 rounded-xl border border-teal-200 bg-teal-50 p-5 sm:p-6"
        >
          <h2 id="stimulasi-title" className="text-2xl font-bold text-stone-900">
            Tips Stimulasi
          </h2>
          <BulletList items={guide.stimulasi} />
        </section>
      ) : null}

      {guide.redFlags.length > 0 ? (
        <section
          aria-labelledby="waspada-title"
          className="mt-10 rounded-xl border border-red-200 bg-red-50 p-5 sm:p-6"
        >
          <h2 id="waspada-title" className="text-2xl font-bold text-red-900">
            Tanda yang Perlu Diwaspadai
          </h2>
          <BulletList items={guide.redFlags} marker="marker:text-red-700" />
          <p className="mt-4 font-semibold text-red-900">
            Bila si kecil menunjukkan salah satu tanda di atas, segera periksakan ke dokter atau bidan.
          </p>
        </section>
      ) : null}

      <DangerSignsNotice text="Bayi tidak mau menyusu, kejang, sesak napas, demam, atau tubuh dingin? Jangan menunggu: segera ke fasilitas kesehatan." />

      <aside
        aria-label="Disclaimer"
        className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
      >
        <p>
          <strong className="font-semibold">Disclaimer:</strong> Informasi ini bersifat edukatif dan merupakan gambaran
          umum. Setiap anak tumbuh dengan kecepatannya sendiri. Panduan ini tidak menggantikan pemeriksaan dan
          konsultasi langsung dengan dokter spesialis anak atau bidan.
        </p>
      </aside>

      <SourceList review={guide.review} />

      <div className="mt-10">
        <BackLink />
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: messages.content.growthNotFound,
  text: "Panduan untuk kelompok usia ini tidak ada atau sudah tidak tersedia.",
  backTo: "/tumbuh-kembang",
  backLabel: "Kembali ke Tumbuh Kembang",
});
