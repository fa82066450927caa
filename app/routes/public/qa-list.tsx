import { href, Link, redirect } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { DangerSignsNotice } from "~/components/MedicalReview";
import { buttonClass } from "~/components/Button";
import { pageCount, parsePage } from "~/domain/articles";
import { formatInstantDate } from "~/domain/dates";
import {
  isQaCategory,
  QA_DANGER_TEXT,
  QA_LIST_PATH,
  QA_PAGE_SIZE,
  type QaCategory,
  qaLead,
  qaListHref,
} from "~/domain/qa";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { publicPage } from "~/server/http.server";
import { listPublicQa } from "~/server/qa.server";
import type { Route } from "./+types/qa-list";

// Tanya Jawab (issue 39, decision 081): answered questions their askers allowed to be published,
// edited without names and reviewed. A reading page: no script, nothing written.

export const headers = publicPage;
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.category ? `Tanya Jawab ${data.category}` : "Tanya Jawab"} | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Pertanyaan ibu tentang kehamilan, persalinan, nifas, menyusui, dan tumbuh kembang anak, dijawab bidan dan ditinjau dengan sumbernya.",
  },
  ...((data?.page ?? 1) > 1 ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("kategori");
  // An unknown category is not a page: the whole list instead.
  if (asked !== null && !isQaCategory(asked)) throw redirect(QA_LIST_PATH);
  const category: QaCategory | null = asked;
  const page = parsePage(params.get("halaman"));
  const list = await listPublicQa(getDb(context.cloudflare.env), { category, page });
  const pages = pageCount(list.total, QA_PAGE_SIZE);
  if (page > pages) throw redirect(qaListHref(category, pages));
  return {
    category,
    page,
    pages,
    total: list.total,
    allCount: list.categories.reduce((sum, entry) => sum + entry.count, 0),
    categories: list.categories,
    items: list.items.map((item) => ({
      id: item.id,
      title: item.title,
      lead: qaLead(item.question),
      category: item.category,
      date: formatInstantDate(item.publishedAt),
      iso: item.publishedAt.toISOString(),
    })),
  };
}

const chip = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${
    current
      ? "border-teal-700 bg-teal-700 font-semibold text-white"
      : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
  }`;

export default function QaList({ loaderData }: Route.ComponentProps) {
  const { category, page, pages, total, allCount, categories, items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-stone-900">Tanya Jawab</h1>
      <p className="mt-2 text-stone-700">
        Pertanyaan para ibu yang dijawab bidan {SITE_NAME}. Setiap tanya jawab diterbitkan dengan izin penanya,
        disunting tanpa nama, dan ditinjau dengan sumbernya.
      </p>

      {categories.length > 0 ? (
        <nav aria-label="Kategori tanya jawab" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={QA_LIST_PATH} aria-current={!category ? "page" : undefined} className={chip(!category)}>
                Semua ({allCount})
              </Link>
            </li>
            {categories.map((entry) => (
              <li key={entry.name}>
                <Link
                  to={qaListHref(entry.name)}
                  aria-current={category === entry.name ? "page" : undefined}
                  className={chip(category === entry.name)}
                >
                  {entry.name} ({entry.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="daftar-tanya-jawab" className="mt-6">
        <h2 id="daftar-tanya-jawab" className="text-sm text-stone-600">
          {category ? `${total} tanya jawab dalam kategori ${category}` : `${total} tanya jawab`}
        </h2>
        {items.length > 0 ? (
          <ol className="mt-3 space-y-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
                <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{item.category}</p>
                <h3 className="mt-1 text-lg font-bold text-stone-900">
                  <Link
                    to={href("/tanya-jawab/:id", { id: String(item.id) })}
                    className="hover:text-teal-800 hover:underline"
                  >
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-1 break-words text-sm text-stone-700">{item.lead}</p>
                <p className="mt-2 text-xs text-stone-600">
                  Dijawab · <time dateTime={item.iso}>{item.date}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
            Belum ada tanya jawab yang diterbitkan{category ? " dalam kategori ini" : ""}.
          </p>
        )}
        {pages > 1 ? (
          <nav aria-label="Halaman tanya jawab" className="mt-6 flex flex-wrap items-center justify-between gap-2">
            {page > 1 ? (
              <Link to={qaListHref(category, page - 1)} rel="prev" className={chip(false)}>
                ← Sebelumnya
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-stone-600">
              Halaman {page} dari {pages}
            </span>
            {page < pages ? (
              <Link to={qaListHref(category, page + 1)} rel="next" className={chip(false)}>
                Berikutnya →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="tanya-bidan" className="mt-10 rounded-xl border border-teal-200 bg-teal-50 p-5">
        <h2 id="tanya-bidan" className="text-lg font-bold text-stone-900">
          Pertanyaan Anda belum terjawab?
        </h2>
        <p className="mt-1 text-stone-700">Tanyakan langsung; bidan menjawab dalam 1-2 hari kerja.</p>
        <Link to="/tanya-kami" className={`${buttonClass()} mt-3`}>
          Tanya bidan
        </Link>
      </section>

      <DangerSignsNotice text={QA_DANGER_TEXT} />
    </div>
  );
}
