import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { ContactLinks } from "~/components/ContactLinks";
import { calendarToday } from "~/domain/dates";
import { windowPhrase } from "~/domain/reminders";
import { SITE_NAME } from "~/messages";
import { CARE_PAGE_SIZE, careEntries, readCareMembers } from "~/server/care.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/care-list";

// Ibu & anak binaan (issue 38, decision 078): the members who share their data with the midwives,
// most urgent first, each with what is late and due this week and her questions waiting. One D1
// round trip per page of members. Only standing consents: a withdrawn one is gone at once.

export const meta: Route.MetaFunction = () => [
  { title: `Ibu dan Anak Binaan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const FILTERS = {
  semua: "Semua",
  terlambat: "Terlambat",
  "minggu-ini": "Minggu ini",
  pertanyaan: "Pertanyaan",
} as const;
type Filter = keyof typeof FILTERS;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const url = new URL(args.request.url);
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("halaman") ?? "1", 10) || 1));
  const filter = (url.searchParams.get("tampil") ?? "semua") as Filter;
  const shown: Filter = Object.hasOwn(FILTERS, filter) ? filter : "semua";
  const { today } = calendarToday();
  const rows = await readCareMembers(args.context.cloudflare.env.DB, { offset: (page - 1) * CARE_PAGE_SIZE });
  const entries = careEntries(rows, today)
    .filter((entry) =>
      shown === "terlambat"
        ? entry.late.length > 0
        : shown === "minggu-ini"
          ? entry.due.length > 0
          : shown === "pertanyaan"
            ? entry.waitingQuestions > 0
            : true,
    )
    .map((entry) => ({
      id: entry.id,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      late: entry.late.map((item) => ({ key: item.key, text: `${item.who}: ${item.title}` })),
      due: entry.due.map((item) => ({
        key: item.key,
        text: `${item.who}: ${item.title}, ${windowPhrase(item, today)}`,
      })),
      waitingQuestions: entry.waitingQuestions,
    }));
  const pages = Math.max(1, Math.ceil(rows.total / CARE_PAGE_SIZE));
  return { entries, total: rows.total, page: Math.min(page, pages), pages, shown };
}

/** The page has no form; a POST is refused by the guard like a GET would be for the wrong role. */
export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function CareList({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, shown } = loaderData;
  return (
    <AdminFrame
      title="Ibu dan Anak Binaan"
      description="Anggota yang membagikan rencana kehamilan dan data anaknya dengan bidan, yang paling perlu ditindaklanjuti di atas. Ibu dan anak tanpa akun Bidanku tidak ada di sini."
    >
      <nav aria-label="Saring daftar" className="flex flex-wrap gap-2 print:hidden">
        {(Object.keys(FILTERS) as Filter[]).map((key) => (
          <Link
            key={key}
            to={`?tampil=${key}`}
            aria-current={key === shown ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${key === shown ? "border-teal-700 bg-teal-700 text-white" : "border-stone-300 bg-white text-stone-800"}`}
          >
            {FILTERS[key]}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-stone-700">
        {total} anggota membagikan datanya. Halaman {page} dari {pages}.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 text-stone-700">Tidak ada anggota untuk pilihan ini.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="break-inside-avoid rounded-lg border border-stone-200 bg-white p-4 text-sm">
              <h2 className="text-base font-semibold break-words text-stone-900">
                <Link to={`/admin/binaan/${encodeURIComponent(entry.id)}`} className="text-teal-800 underline">
                  {entry.name}
                </Link>
              </h2>
              <ContactLinks phone={entry.phone} email={entry.email} className="print:hidden" />
              {entry.late.length > 0 ? (
                <div className="mt-2">
                  <p className="font-semibold text-red-800">Terlambat</p>
                  <ul className="list-disc pl-5">
                    {entry.late.map((item) => (
                      <li key={item.key}>{item.text}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {entry.due.length > 0 ? (
                <div className="mt-2">
                  <p className="font-semibold text-stone-900">Minggu ini</p>
                  <ul className="list-disc pl-5">
                    {entry.due.map((item) => (
                      <li key={item.key}>{item.text}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {entry.waitingQuestions > 0 ? (
                <p className="mt-2">{entry.waitingQuestions} pertanyaan menunggu jawaban.</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Halaman daftar" className="mt-4 flex gap-3 print:hidden">
          {page > 1 ? (
            <Link
              to={`?tampil=${shown}&halaman=${page - 1}`}
              className="inline-flex min-h-11 items-center text-teal-800 underline"
            >
              Sebelumnya
            </Link>
          ) : null}
          {page < pages ? (
            <Link
              to={`?tampil=${shown}&halaman=${page + 1}`}
              className="inline-flex min-h-11 items-center text-teal-800 underline"
            >
              Berikutnya
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminFrame>
  );
}
