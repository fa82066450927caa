import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { formatInstantDate } from "~/domain/dates";
import { groupByState, QUESTION_STATES, questionExcerpt, type QuestionState, STATE_LABELS } from "~/domain/questions";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { listAllQuestions, type QuestionRow } from "~/server/questions.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: `Manajemen Pesan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/** How much of a question the list shows (its link; the rest is on its detail page). */
const EXCERPT_LENGTH = 120;

function listItem(row: QuestionRow) {
  return {
    id: row.id,
    name: row.name?.trim() || "Anonim",
    email: row.email,
    topic: row.topic,
    channel: row.channel,
    member: row.userId !== null,
    date: formatInstantDate(row.createdAt),
    excerpt: questionExcerpt(row.question, EXCERPT_LENGTH),
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  // Newest first from the query; grouping keeps that order within each list.
  const groups = groupByState(await listAllQuestions(getDb(args.context.cloudflare.env)));
  return {
    lists: QUESTION_STATES.map((state) => ({ state, items: groups[state].map(listItem) })),
  };
}

/** The list has nothing to post; the guard still answers first. */
export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

const EMPTY_TEXT: Record<QuestionState, string> = {
  waiting: "Tidak ada pertanyaan yang menunggu jawaban.",
  answered: "Belum ada pertanyaan yang dijawab.",
  closed: "Belum ada percakapan yang selesai.",
};

export default function MessageManagement({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  return (
    <AdminFrame
      title="Manajemen Pesan"
      description="Pertanyaan dari Tanya Kami dan pesan dari halaman Kontak, terbaru di atas."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {lists.map(({ state, items }) => (
          <section
            key={state}
            aria-labelledby={`daftar-${state}`}
            data-testid={`list-${state}`}
            className="flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white shadow-sm"
          >
            <h2
              id={`daftar-${state}`}
              className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 text-lg font-bold text-stone-900"
            >
              {/* Read as "Menunggu, 3 pesan", not "Menunggu3". */}
              <span>
                {STATE_LABELS[state]}
                <span className="sr-only">,</span>
              </span>{" "}
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700">
                {items.length}
                <span className="sr-only"> pesan</span>
              </span>
            </h2>
            {items.length > 0 ? (
              // The panel has a maximum height and scrolls (SPEC "Admin panel"); its links take the focus.
              <ul
                className="max-h-[32rem] divide-y divide-stone-100 overflow-y-auto"
                aria-label={`Daftar ${STATE_LABELS[state]}`}
              >
                {items.map((item) => (
                  // The question's words are the link (its name); who sent it, when and on what is its
                  // description. The link's box covers the whole card, which stays one big target.
                  <li
                    key={item.id}
                    data-testid="message-item"
                    className="relative px-4 py-3 focus-within:bg-teal-50 hover:bg-teal-50"
                  >
                    <Link
                      to={`/admin/pesan/${item.id}`}
                      aria-describedby={`pesan-${item.id}`}
                      className="line-clamp-2 break-words font-semibold text-stone-900 after:absolute after:inset-0"
                    >
                      {item.excerpt}
                    </Link>
                    <div id={`pesan-${item.id}`} className="mt-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-teal-800">{item.topic}</span>
                        {item.channel === "contact" ? (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                            Pesan kontak
                          </span>
                        ) : null}
                        {item.member ? (
                          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                            Member
                          </span>
                        ) : null}
                      </p>
                      <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2 text-stone-700">
                        <span>{item.name}</span>
                        <span className="text-xs text-stone-600">{item.date}</span>
                      </p>
                      <p className="break-all text-stone-700">{item.email}</p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-4 py-6 text-sm text-stone-600">{EMPTY_TEXT[state]}</p>
            )}
          </section>
        ))}
      </div>
    </AdminFrame>
  );
}
