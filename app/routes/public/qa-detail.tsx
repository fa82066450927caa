import { data, href, Link } from "react-router";
import { buttonClass } from "~/components/Button";
import { DangerSignsNotice, ReviewLine, SourceList } from "~/components/MedicalReview";
import { notFoundBoundary } from "~/components/NotFoundPanel";
import { STATIC_PAGE } from "~/components/static-page";
import { formatInstantDate } from "~/domain/dates";
import {
  parseQaId,
  QA_ASK_TEXT,
  QA_CAVEAT,
  QA_DANGER_TEXT,
  QA_LIST_PATH,
  qaLead,
  qaListHref,
  qaPageJsonLd,
} from "~/domain/qa";
import { messages, SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { publicPage, siteOrigin } from "~/server/http.server";
import { loadQaPage } from "~/server/qa.server";
import type { Route } from "./+types/qa-detail";

// One answer of Tanya Jawab (issue 39, decision 081): the edited question, the midwife's answer,
// who reviewed it, when, and on which sources. Shown only while published and while the asker's
// consent stands; otherwise the address does not exist. A reading page: no script, no write.

export const headers = publicPage;
export const handle = STATIC_PAGE;

function notFound(): never {
  throw data({ message: messages.qa.notFound }, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  const id = parseQaId(params.id);
  if (id === null) notFound();
  const page = await loadQaPage(getDb(env), id);
  if (!page) notFound();
  const { entry } = page;
  const url = `${siteOrigin(env, request)}/tanya-jawab/${entry.id}`;
  return {
    url,
    entry: {
      id: entry.id,
      title: entry.title,
      question: entry.question,
      answer: entry.answer,
      category: entry.category,
      date: formatInstantDate(entry.publishedAt),
      publishedIso: entry.publishedAt.toISOString(),
      updatedIso: entry.updatedAt.toISOString(),
      review: entry.review,
    },
    related: page.related.map((item) => ({ id: item.id, title: item.title })),
    relatedArticles: page.relatedArticles,
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: `${messages.qa.notFound} | ${SITE_NAME}` }];
  const { entry, url } = page;
  const description = qaLead(entry.question);
  return [
    { title: `${entry.title} | Tanya Jawab ${SITE_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "id_ID" },
    { property: "og:title", content: entry.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    {
      "script:ld+json": qaPageJsonLd({
        url,
        title: entry.title,
        question: entry.question,
        answer: entry.answer,
        category: entry.category,
        publishedIso: entry.publishedIso,
        updatedIso: entry.updatedIso,
        review: entry.review,
        siteName: SITE_NAME,
      }),
    },
  ];
};

/** One list under "Terkait": nothing when it is empty. */
function RelatedLinks({ title, links }: { title: string; links: { to: string; title: string }[] }) {
  if (links.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-stone-600">{title}</h3>
      <ul className="mt-1 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-11 items-center text-teal-800 underline">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function QaDetail({ loaderData }: Route.ComponentProps) {
  const { entry, related, relatedArticles } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        to={QA_LIST_PATH}
        className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline"
      >
        ← Kembali ke Tanya Jawab
      </Link>
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-teal-800">
        <Link to={qaListHref(entry.category)} className="inline-flex min-h-11 items-center underline">
          {entry.category}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-stone-900 sm:text-3xl">{entry.title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Dijawab oleh bidan {SITE_NAME} · Terbit <time dateTime={entry.publishedIso}>{entry.date}</time>
      </p>
      <ReviewLine review={entry.review} />

      <section aria-labelledby="pertanyaan" className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
        <h2 id="pertanyaan" className="text-sm font-semibold text-stone-600">
          Pertanyaan
        </h2>
        <p className="mt-1 whitespace-pre-line break-words text-stone-900">{entry.question}</p>
        <p className="mt-3 text-xs text-stone-600">
          Diterbitkan atas izin penanya. Nama dan keterangan yang bisa menunjukkan siapa penanya atau anaknya sudah
          dihapus.
        </p>
      </section>

      <section id="jawaban" aria-labelledby="jawaban-title" className="mt-6">
        <h2 id="jawaban-title" className="text-xl font-bold text-stone-900">
          Jawaban Bidan
        </h2>
        <div className="mt-2 whitespace-pre-line break-words leading-relaxed text-stone-900">{entry.answer}</div>
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">{QA_CAVEAT}</p>
      </section>

      <DangerSignsNotice text={QA_DANGER_TEXT} />

      <section aria-labelledby="tanya-bidan" className="mt-8 rounded-xl border border-teal-200 bg-teal-50 p-5">
        <h2 id="tanya-bidan" className="text-lg font-bold text-stone-900">
          Punya pertanyaan lain?
        </h2>
        <p className="mt-1 text-stone-700">{QA_ASK_TEXT}</p>
        <Link to="/tanya-kami" className={`${buttonClass()} mt-3`}>
          Tanya bidan
        </Link>
      </section>

      {related.length > 0 || relatedArticles.length > 0 ? (
        <section aria-labelledby="terkait" className="mt-10">
          <h2 id="terkait" className="text-xl font-bold text-stone-900">
            Terkait
          </h2>
          <RelatedLinks
            title="Tanya jawab lain"
            links={related.map((item) => ({
              to: href("/tanya-jawab/:id", { id: String(item.id) }),
              title: item.title,
            }))}
          />
          <RelatedLinks
            title="Artikel"
            links={relatedArticles.map((item) => ({
              to: href("/artikel/:id", { id: String(item.id) }),
              title: item.title,
            }))}
          />
        </section>
      ) : null}

      <SourceList review={entry.review} />
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: messages.qa.notFound,
  text: "Tanya jawab ini tidak ada atau sudah tidak ditampilkan.",
  backTo: "/tanya-jawab",
  backLabel: "Kembali ke Tanya Jawab",
});
