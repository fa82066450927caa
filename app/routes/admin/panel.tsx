import { data, href, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { buttonClass } from "~/components/Button";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { DRAFT_LABEL } from "~/domain/articles";
import { listArticlesForAdmin } from "~/server/article-editor.server";
import { adminShortcuts, panelScope } from "~/domain/admin-pages";
import { describeChange, questionName } from "~/domain/audit";
import { formatDateTime, formatInstantDate } from "~/domain/dates";
import { recentChanges } from "~/server/audit.server";
import { reminderCounts } from "~/server/reminders.server";
import { getDb } from "~/server/db.server";
import { SITE_NAME } from "~/messages";
import { requireAdminPage } from "~/server/guards.server";
import type { Route } from "./+types/panel";
import { privatePage } from "~/server/http.server";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Panel | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdminPage(args);
  const db = getDb(args.context.cloudflare.env);
  const [changes, articles, reminders] = await Promise.all([
    recentChanges(db, 10),
    listArticlesForAdmin(db),
    reminderCounts(db, Date.now()),
  ]);
  const titles = new Map(articles.map((article) => [String(article.id), article.title]));
  return {
    name: user.name,
    scope: panelScope(user.role),
    // Counts only, no names (issue 37).
    reminders,
    articles: articles.map((article) => ({
      id: article.id,
      title: article.title,
      category: article.category,
      authorName: article.authorName,
      date: article.publishedAt ? formatInstantDate(article.publishedAt) : DRAFT_LABEL,
    })),
    changes: changes.map((change) => ({
      // An article or a question still there is named (its title; its topic and first words), a
      // deleted one by its id.
      text: describeChange(
        change,
        change.entity === "article"
          ? titles.get(change.entityId ?? "")
          : change.questionTopic !== null && change.questionStart !== null
            ? questionName(change.questionTopic, change.questionStart)
            : undefined,
      ),
      at: formatDateTime(change.createdAt),
      iso: change.createdAt.toISOString(),
    })),
    // One card per admin page this role may open (app/domain/admin-pages.ts).
    shortcuts: adminShortcuts(user.role).map(({ path, title, description }) => ({ path, title, description })),
  };
}

/** The panel has nothing to post; the guard still answers first, so nobody learns more than they may. */
export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Admin Panel"
      back={false}
      description={`Halo, ${loaderData.name}. Kelola ${loaderData.scope} ${SITE_NAME} dari sini.`}
    >
      <nav aria-label="Pintasan admin">
        {loaderData.shortcuts.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.shortcuts.map((shortcut) => (
              <li key={shortcut.path}>
                <Link
                  to={shortcut.path}
                  className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-teal-600 hover:bg-teal-50"
                >
                  <span className="block font-semibold text-teal-800">{shortcut.title}</span>
                  <span className="mt-1 block text-sm text-stone-600">{shortcut.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-stone-600">
            Belum ada editor yang tersedia untuk peran Anda.
          </p>
        )}
      </nav>
      <section aria-labelledby="daftar-artikel" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="daftar-artikel" className="text-lg font-semibold text-stone-900">
            Artikel ({loaderData.articles.length})
          </h2>
          <Link to="/admin/artikel/baru" className={buttonClass({ size: "sm" })}>
            Tulis Artikel Baru
          </Link>
        </div>
        {loaderData.articles.length > 0 ? (
          <div
            className="mt-3 max-h-[32rem] overflow-auto rounded-lg border border-stone-200 bg-white"
            data-testid="article-table"
          >
            <table className="w-full text-left text-sm">
              <thead className="sr-only sm:not-sr-only sm:sticky sm:top-0 sm:bg-stone-50">
                <tr className="text-stone-700">
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Judul
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Kategori
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Penulis
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Tanggal
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    <span className="sr-only">Aksi</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {loaderData.articles.map((article) => (
                  <tr key={article.id} className="block px-4 py-3 sm:table-row sm:p-0" data-testid="article-row">
                    <td className="block font-medium text-stone-900 sm:table-cell sm:px-4 sm:py-2">
                      <Link
                        to={href("/admin/artikel/edit/:id", { id: String(article.id) })}
                        className="break-words hover:underline"
                      >
                        {article.title}
                      </Link>
                    </td>
                    <td className="inline text-stone-700 sm:table-cell sm:px-4 sm:py-2">{article.category}</td>
                    <td className="inline text-stone-700 before:content-['_·_'] sm:table-cell sm:px-4 sm:py-2 sm:before:content-none">
                      {article.authorName}
                    </td>
                    <td className="inline text-stone-700 before:content-['_·_'] sm:table-cell sm:px-4 sm:py-2 sm:before:content-none sm:whitespace-nowrap">
                      {article.date}
                    </td>
                    <td className="mt-1 flex items-start gap-1 sm:table-cell sm:px-4 sm:py-1">
                      <div className="flex items-start gap-1">
                        <Link
                          to={href("/admin/artikel/edit/:id", { id: String(article.id) })}
                          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-teal-800 hover:bg-teal-50"
                        >
                          Edit<span className="sr-only"> {article.title}</span>
                        </Link>
                        <ConfirmDelete
                          intent="delete"
                          action={href("/admin/artikel/edit/:id", { id: String(article.id) })}
                          fields={{ articleId: String(article.id) }}
                          question={`Hapus artikel "${article.title}"?`}
                          what={`artikel ${article.title}`}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Belum ada artikel.</p>
        )}
      </section>
      <section aria-labelledby="pengingat-anggota" className="mt-10">
        <h2 id="pengingat-anggota" className="text-lg font-semibold text-stone-900">
          Email Pengingat
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="reminder-counts">
          {[
            ["Anggota dengan email pengingat menyala", loaderData.reminders.membersOn],
            ["Email terkirim (7 hari terakhir)", loaderData.reminders.sent],
            ["Email gagal (7 hari terakhir)", loaderData.reminders.failed],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-stone-200 bg-white p-4">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="perubahan-terakhir" className="mt-10">
        <h2 id="perubahan-terakhir" className="text-lg font-semibold text-stone-900">
          Perubahan Terakhir
        </h2>
        {loaderData.changes.length > 0 ? (
          <ol
            // It scrolls past a few entries: focusable and named, so a keyboard can scroll it too
            // (axe: scrollable-region-focusable); a screen reader announces "Perubahan Terakhir, list".
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keyboard.
            tabIndex={0}
            aria-labelledby="perubahan-terakhir"
            className="mt-3 max-h-80 divide-y divide-stone-200 overflow-auto rounded-lg border border-stone-200 bg-white"
          >
            {loaderData.changes.map((change, index) => (
              <li key={index} className="px-4 py-2.5 text-sm text-stone-700">
                {change.text}{" "}
                <time dateTime={change.iso} className="text-stone-500">
                  · {change.at}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Belum ada perubahan yang tercatat.</p>
        )}
      </section>
    </AdminFrame>
  );
}
