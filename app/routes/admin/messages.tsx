import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { formatInstantDate } from "~/domain/dates";
import { groupByState, QUESTION_STATES, type QuestionState, STATE_LABELS } from "~/domain/questions";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { requireAdmin } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { listAllQuestions, type QuestionRow } from "~/server/questions.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: `Manajemen Pesan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/** How much of a question the list shows (one line on screen; the rest is on its detail page). */
const EXCERPT_LENGTH = 160;

function listItem(row: QuestionRow) {
  const text = row.question.replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    name: row.name?.trim() || "Anonim",
    email: row.email,
    topic: row.topic,
    channel: row.channel,
    member: row.userId !== null,
    date: formatInstantDate(row.createdAt),
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  // Newest first from the query; grouping keeps that order within each list.
  const groups = groupByState(await listAllQuestions(getDb(args.context.cloudflare.env)));
  return {
    lists: QUESTION_STATES.map((state) => ({ state, items: groups[state].map(listItem) })),
  };
}

/** The list has nothing to post; the guard still answers first. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args);
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
              {STATE_LABELS[state]}
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700">
                {items.length}
              </span>
            </h2>
            {items.length > 0 ? (
              // The panel has a maximum height and scrolls (SPEC "Admin panel"); its links take the focus.
              <ul
                className="max-h-[32rem] divide-y divide-stone-100 overflow-y-auto"
                aria-label={`Daftar ${STATE_LABELS[state]}`}
              >
                {items.map((item) => (
                  <li key={item.id} data-testid="message-item">
                    <Link
                      to={`/admin/pesan/${item.id}`}
                      className="block min-h-11 px-4 py-3 hover:bg-teal-50 focus:bg-teal-50"
                    >
                      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                        <span className="font-semibold text-stone-900">{item.name}</span>
                        <span className="text-xs text-stone-600">{item.date}</span>
                      </span>
                      <span className="block break-all text-sm text-stone-700">{item.email}</span>
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
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
                      </span>
                      <span className="mt-1 block truncate text-sm text-stone-600">{item.excerpt}</span>
                      <span className="sr-only">Buka detail</span>
                    </Link>
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
