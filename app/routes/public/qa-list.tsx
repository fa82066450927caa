import { Form, href, Link, redirect } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { DangerSignsNotice } from "~/components/MedicalReview";
import { buttonClass } from "~/components/Button";
import { MAX_SEARCH_LENGTH, pageCount, parsePage } from "~/domain/articles";
import { searchNotes } from "~/domain/search-query";
import { formatInstantDate } from "~/domain/dates";
import {
  isQaCategory,
  QA_ASK_TEXT,
  QA_DANGER_TEXT,
  qaCategoryLike,
  QA_LIST_PATH,
  QA_PAGE_SIZE,
  type QaCategory,
  qaLead,
  qaListHref,
} from "~/domain/qa";
import { messages, SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { publicPage } from "~/server/http.server";
import { listPublicQa, searchPublicQa } from "~/server/qa.server";
import type { Route } from "./+types/qa-list";

// Tanya Jawab (issue 39, decision 081): answered questions their askers allowed to be published,
// edited without names and reviewed. A reading page: no script, nothing written.

export const headers = publicPage;
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.q ? `Cari "${data.q}" di Tanya Jawab` : data?.category ? `Tanya Jawab ${data.category}` : "Tanya Jawab"} | ${SITE_NAME}`,
  },
  {
    name: "description",
    content:
      "Pertanyaan ibu tentang kehamilan, persalinan, nifas, menyusui, dan tumbuh kembang anak, dijawab bidan, ditinjau, dan dilengkapi sumber.",
  },
  ...(data?.q || (data?.page ?? 1) > 1 ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("kategori");
  const page = parsePage(params.get("halaman"));
  // The same search as the articles' (decision 070), over the answers (decision 081).
  const q = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  // A category in another case goes to its own address; an unknown one is not a page: the whole list.
  if (asked !== null && !isQaCategory(asked)) throw redirect(qaListHref(qaCategoryLike(asked), page, q));
  const category: QaCategory | null = asked;
  const db = getDb(context.cloudflare.env);
  const found = q ? await searchPublicQa(db, { q, category, page }) : null;
  const list = found ?? (await listPublicQa(db, { category, page }));
  const pages = pageCount(list.total, QA_PAGE_SIZE);
  if (page > pages) throw redirect(qaListHref(category, pages, q));
  return {
    q,
    notes: found ? searchNotes(found.search, found.total, messages.qa) : [],
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
  const { q, notes, category, page, pages, total, allCount, categories, items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-stone-900">Tanya Jawab</h1>
      <p className="mt-2 text-stone-700">
        Pertanyaan dari para ibu, dijawab oleh bidan {SITE_NAME}. Setiap tanya jawab diterbitkan atas izin penanya,
        tanpa nama, dan sudah ditinjau, lengkap dengan sumbernya.
      </p>

      <Form
        method="get"
        action={QA_LIST_PATH}
        role="search"
        className="mt-6 flex gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
      >
        <label htmlFor="cari-tanya-jawab" className="sr-only">
          Cari tanya jawab
        </label>
        <input
          id="cari-tanya-jawab"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Cari tanya jawab..."
          className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-700 sm:text-sm"
        />
        {category ? <input type="hidden" name="kategori" value={category} /> : null}
        <button type="submit" className={buttonClass()}>
          Cari
        </button>
      </Form>

      {categories.length > 0 ? (
        <nav aria-label="Kategori tanya jawab" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={qaListHref(null, 1, q)}
                aria-current={!category ? "page" : undefined}
                className={chip(!category)}
              >
                Semua ({allCount})
              </Link>
            </li>
            {categories.map((entry) => (
              <li key={entry.name}>
                <Link
                  to={qaListHref(entry.name, 1, q)}
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
        <h2 id="daftar-tanya-jawab" className={total === 0 && !q && !category ? "sr-only" : "text-sm text-stone-600"}>
          {`${total} tanya jawab`}
          {q ? ` untuk "${q}"` : ""}
          {category ? ` dalam kategori ${category}` : ""}
        </h2>
        {notes.length > 0 ? (
          <div className="mt-2 space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-stone-800">
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
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
                  Terbit · <time dateTime={item.iso}>{item.date}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
            {q
              ? `Tidak ada tanya jawab untuk "${q}". Coba kata lain, atau tanyakan langsung kepada bidan.`
              : `Belum ada tanya jawab yang diterbitkan${category ? " dalam kategori ini" : ""}.`}
          </p>
        )}
        {pages > 1 ? (
          <nav aria-label="Halaman tanya jawab" className="mt-6 flex flex-wrap items-center justify-between gap-2">
            {page > 1 ? (
              <Link to={qaListHref(category, page - 1, q)} rel="prev" className={chip(false)}>
                ← Sebelumnya
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-stone-600">
              Halaman {page} dari {pages}
            </span>
            {page < pages ? (
              <Link to={qaListHref(category, page + 1, q)} rel="next" className={chip(false)}>
                Berikutnya →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <DangerSignsNotice text={QA_DANGER_TEXT} />

      <section aria-labelledby="tanya-bidan" className="mt-8 rounded-xl border border-teal-200 bg-teal-50 p-5">
        <h2 id="tanya-bidan" className="text-lg font-bold text-stone-900">
          Pertanyaan Anda belum terjawab?
        </h2>
        <p className="mt-1 text-stone-700">{QA_ASK_TEXT}</p>
        <Link to="/tanya-kami" className={`${buttonClass()} mt-3`}>
          Tanya bidan
        </Link>
      </section>
    </div>
  );
}
