import { Form, href, Link, redirect } from "react-router";
import { InlineScript } from "~/components/server-document";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { FORM_SUBMIT_ON_CHANGE } from "~/client/forms/contract";
import { attr } from "~/client/names";
import { STATIC_PAGE } from "~/components/static-page";
import { ArticleCard } from "~/components/ArticleCard";
import { articleListHref, listCorrection } from "~/domain/article-list";
import { searchNotes } from "~/domain/search-query";
import { ARTICLES_PER_PAGE, MAX_SEARCH_LENGTH, pageCount, pageWindow, parsePage } from "~/domain/articles";
import { qaListHref } from "~/domain/qa";
import { messages, SITE_NAME } from "~/messages";
import { cardForDisplay, loadArticleList, type SearchOutcome } from "~/server/articles.server";
import { getDb } from "~/server/db.server";
import { publicPage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/list";
import { buttonClass } from "~/components/Button";

export const meta: Route.MetaFunction = ({ data }) => {
  const q = data?.q;
  const title = q ? `Hasil pencarian "${q}"` : data?.category ? `Artikel ${data.category}` : "Artikel";
  return [
    { title: `${title} | ${SITE_NAME}` },
    {
      name: "description",
      content: "Artikel kehamilan, persalinan, nifas, menyusui, gizi, dan tumbuh kembang anak dari bidan.",
    },
    ...(q || (data?.page ?? 1) > 1 ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export const headers = publicPage;
export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const category = (params.get("kategori") ?? "").trim().slice(0, 100) || null;
  const page = parsePage(params.get("halaman"));
  const { env } = context.cloudflare;
  const list = await loadArticleList(getDb(env), { q, category, page }, new Date());
  const pages = pageCount(list.total);
  // Never a page that contradicts itself: an unknown category or a page past the end is sent to
  // the nearest list that exists, with a notice saying why (decision 016).
  const correction = listCorrection({ q, category, page, pages, categories: list.categories.map((c) => c.name) });
  if (correction?.reason === "category-case") throw redirect(correction.to);
  if (correction?.reason === "unknown-category") {
    throw await redirectWithToast(correction.to, messages.articles.unknownCategory, { env, request });
  }
  if (correction?.reason === "page-past-end") {
    const last = String(correction.lastPage);
    const notice = {
      title: messages.articles.pagePastEndTitle,
      description: messages.articles.pagePastEndDescription.replaceAll("{last}", last),
    };
    throw await redirectWithToast(correction.to, notice, { env, request });
  }
  return {
    q,
    category,
    page,
    pages,
    total: list.total,
    articles: list.articles.map(cardForDisplay),
    categories: list.categories,
    allCount: list.allCount,
    popular: list.popular,
    search: list.search,
    answers: list.answers,
    answerTotal: list.answerTotal,
  };
}

/** Tanya Jawab's answers with the words (issue 39), above the articles, each marked as an answer. */
function AnswerResults({
  q,
  answers,
  total,
}: {
  q: string;
  answers: { id: number; title: string; lead: string; category: string }[];
  total: number;
}) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="hasil-tanya-jawab" className="mb-6 rounded-xl border border-teal-200 bg-teal-50 p-4">
      <h3 id="hasil-tanya-jawab" className="font-semibold text-stone-900">
        Dari Tanya Jawab
      </h3>
      <ul className="mt-2 space-y-3">
        {answers.map((answer) => (
          <li key={answer.id}>
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-teal-900">Tanya Jawab</span>{" "}
            <Link
              to={href("/tanya-jawab/:id", { id: String(answer.id) })}
              className="font-semibold text-teal-900 underline hover:no-underline"
            >
              {answer.title}
            </Link>
            <p className="mt-1 break-words text-sm text-stone-700">{answer.lead}</p>
          </li>
        ))}
      </ul>
      {total > answers.length ? (
        <Link
          to={qaListHref(null, 1, q)}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-teal-800 underline"
        >
          Lihat semua {total} tanya jawab
        </Link>
      ) : null}
    </section>
  );
}

/** What a search says above its results when it matched less than, or other than, asked. */
function SearchNotes({ search, total }: { search: SearchOutcome | null; total: number }) {
  const notes = search ? searchNotes(search, total) : [];
  if (notes.length === 0) return null;
  return (
    <div className="mb-4 space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-stone-800">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

function Pagination({ q, category, page, pages }: { q: string; category: string | null; page: number; pages: number }) {
  if (pages <= 1 && page <= 1) return null;
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium";
  return (
    <nav aria-label="Halaman artikel" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={articleListHref(q, category, Math.min(page - 1, pages))}
          className={`${linkClass} border-stone-300 bg-white hover:bg-stone-100`}
          rel="prev"
        >
          ← Sebelumnya
        </Link>
      ) : null}
      {pageWindow(Math.min(page, pages), pages).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className="px-1 text-stone-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={articleListHref(q, category, p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Halaman ${p}`}
            className={`${linkClass} ${p === page ? "border-teal-700 bg-teal-700 text-white" : "border-stone-300 bg-white hover:bg-stone-100"}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link
          to={articleListHref(q, category, page + 1)}
          className={`${linkClass} border-stone-300 bg-white hover:bg-stone-100`}
          rel="next"
        >
          Berikutnya →
        </Link>
      ) : null}
    </nav>
  );
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { q, category, page, pages, total, articles, categories, allCount, popular, search, answers, answerTotal } =
    loaderData;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Artikel</h1>
      <p className="mt-2 text-stone-700">
        Informasi terpercaya seputar kehamilan, persalinan, menyusui, dan tumbuh kembang anak.
      </p>

      <Form
        method="get"
        action="/artikel"
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto]"
      >
        <div>
          <label htmlFor="cari-artikel" className="sr-only">
            Cari artikel
          </label>
          <input
            id="cari-artikel"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Cari artikel..."
            className="min-h-11 w-full rounded-md border border-stone-300 px-3 py-2 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-700 sm:text-sm"
          />
        </div>
        <div>
          <label htmlFor="kategori" className="sr-only">
            Kategori
          </label>
          <select
            id="kategori"
            name="kategori"
            {...attr(FORM_SUBMIT_ON_CHANGE)}
            defaultValue={category ?? ""}
            className="min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-700 sm:text-sm"
          >
            <option value="">Semua Kategori</option>
            {categories.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass()}>
          Cari
        </button>
        {/* Choosing a category shows it at once (the page's only script, inline); without it, "Cari" does. */}
        <InlineScript code={INLINE_SCRIPTS["submit-on-change"]} />
      </Form>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="hasil-artikel">
          <h2 id="hasil-artikel" className="sr-only">
            Daftar artikel
          </h2>
          {/* The count and what the search says about it are read out together. */}
          <div aria-live="polite">
            <p className="mb-4 text-sm text-stone-600">
              {q || category ? `${total} artikel ditemukan` : `${total} artikel`}
              {q ? ` untuk "${q}"` : ""}
              {category ? ` dalam kategori ${category}` : ""}
            </p>
            <SearchNotes search={search} total={total} />
          </div>
          <AnswerResults q={q} answers={answers} total={answerTotal} />
          {articles.length > 0 ? (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {articles.map((article, index) => (
                <ArticleCard key={article.id} article={article} eager={index < 2} marks={search?.marks[article.id]} />
              ))}
            </div>
          ) : (
            <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-stone-900">{messages.articles.notFound}</p>
              <p className="mt-2 text-stone-600">{messages.articles.notFoundHint}</p>
              <Link to="/artikel" className="mt-4 inline-block font-semibold text-teal-800 hover:underline">
                Lihat semua artikel
              </Link>
            </div>
          )}
          <Pagination q={q} category={category} page={page} pages={pages} />
          <p className="sr-only">
            Halaman {page} dari {pages}, {ARTICLES_PER_PAGE} artikel per halaman.
          </p>
        </section>

        <aside className="space-y-8">
          <section
            aria-labelledby="kategori-title"
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 id="kategori-title" className="font-semibold text-stone-900">
              Kategori
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <Link
                  to={articleListHref(q, null)}
                  aria-current={!category ? "true" : undefined}
                  className={`flex min-h-11 items-center justify-between rounded px-2 py-1.5 hover:bg-stone-100 ${!category ? "bg-teal-50 font-semibold text-teal-800" : "text-stone-700"}`}
                >
                  Semua Artikel ({allCount})
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.name}>
                  <Link
                    to={articleListHref(q, c.name)}
                    aria-current={category === c.name ? "true" : undefined}
                    className={`flex min-h-11 items-center justify-between gap-2 rounded px-2 py-1.5 hover:bg-stone-100 ${category === c.name ? "bg-teal-50 font-semibold text-teal-800" : "text-stone-700"}`}
                  >
                    <span>{c.name}</span>
                    <span className="text-stone-500">({c.count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {popular.length > 0 ? (
            <section
              aria-labelledby="populer-title"
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 id="populer-title" className="font-semibold text-stone-900">
                Artikel Populer
              </h2>
              <ol className="mt-3 space-y-3 text-sm">
                {popular.map((article, index) => (
                  <li key={article.id} className="flex gap-3">
                    <span aria-hidden="true" className="font-bold text-teal-700">
                      {index + 1}
                    </span>
                    <Link
                      to={`/artikel/${article.id}`}
                      className="min-h-11 text-stone-800 hover:text-teal-800 hover:underline"
                    >
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
