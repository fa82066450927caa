import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { ContactLinks } from "~/components/ContactLinks";
import {
  CARE_FILTERS,
  CARE_KINDS,
  type CareFilter,
  type CareKind,
  careItemText,
  filterEntry,
  lateLines,
  CARE_LIST_SOURCES,
} from "~/domain/care-list";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import { formatAgeDays } from "~/domain/growth-check-form";
import { SITE_NAME } from "~/messages";
import { CARE_PAGE_SIZE, careEntries, readCareMembers } from "~/server/care.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { growthTables } from "~/server/who.server";
import type { Route } from "./+types/care-list";

// Ibu & anak binaan (issue 38, decisions 078, 079): the members who share their data with the
// midwives, most urgent first across all of them, each with her children's flags, what is late and
// due this week and her questions waiting. One D1 batch, whatever the number of members. Only
// standing consents: a withdrawn one is gone at once.

export const meta: Route.MetaFunction = () => [
  { title: `Ibu dan Anak Binaan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const url = new URL(args.request.url);
  const requested = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("halaman") ?? "1", 10) || 1));
  const filter = url.searchParams.get("tampil") ?? "semua";
  const kind = url.searchParams.get("untuk") ?? "semua";
  const shown: CareFilter = Object.hasOwn(CARE_FILTERS, filter) ? (filter as CareFilter) : "semua";
  const who: CareKind = Object.hasOwn(CARE_KINDS, kind) ? (kind as CareKind) : "semua";
  const day = calendarToday();
  const rows = await readCareMembers(args.context.cloudflare.env.DB);
  // Sorted by urgency across every consenting member, then cut into pages (decision 079).
  const matching = careEntries(rows, day, growthTables()).flatMap((entry) => filterEntry(entry, shown, who) ?? []);
  const pages = Math.max(1, Math.ceil(matching.length / CARE_PAGE_SIZE));
  const page = Math.min(requested, pages);
  const entries = matching.slice((page - 1) * CARE_PAGE_SIZE, page * CARE_PAGE_SIZE).map((entry) => ({
    id: entry.id,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    flags: entry.flags.map((flag) => ({ key: flag.key, text: flag.when ? `${flag.when}: ${flag.text}` : flag.text })),
    late: lateLines(entry.late, day.today),
    due: entry.due.map((item) => ({ key: item.key, text: careItemText(item, day.today) })),
    waitingQuestions: entry.waitingQuestions,
    children: entry.children.map(
      (child) =>
        `${child.name} (${formatAgeDays(Math.max(0, daysBetween(child.birthDate as IsoDate, day.today)), day.today)})`,
    ),
  }));
  return {
    entries,
    total: rows.members.length,
    matching: matching.length,
    page,
    pages,
    shown,
    who,
    printed: formatLongDate(day.today),
  };
}

/** The page has no form; a POST is refused by the guard like a GET would be for the wrong role. */
export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

const query = (filter: CareFilter, kind: CareKind, page = 1) =>
  `?tampil=${filter}&untuk=${kind}${page > 1 ? `&halaman=${page}` : ""}`;

/** One row of filter links, the chosen one marked as the current page. */
function Chips<K extends string>({
  label,
  choices,
  current,
  to,
}: {
  label: string;
  choices: Readonly<Record<K, string>>;
  current: K;
  to: (key: K) => string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      {(Object.keys(choices) as K[]).map((key) => (
        <Link
          key={key}
          to={to(key)}
          aria-current={key === current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${key === current ? "border-teal-700 bg-teal-700 text-white" : "border-stone-300 bg-white text-stone-800"}`}
        >
          {choices[key]}
        </Link>
      ))}
    </div>
  );
}

function Group({ title, items, tone }: { title: string; items: { key: string; text: string }[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2 print:mt-0.5">
      <p className={`font-semibold ${tone}`}>{title}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}

export default function CareList({ loaderData }: Route.ComponentProps) {
  const { entries, total, matching, page, pages, shown, who, printed } = loaderData;
  return (
    <AdminFrame
      title="Ibu dan Anak Binaan"
      description="Anggota yang membagikan rencana kehamilan dan data anaknya dengan bidan, yang paling perlu ditindaklanjuti di atas. Ibu dan anak tanpa akun Bidanku tidak ada di sini."
    >
      <div className="care-list">
        <p className="hidden text-[12pt] font-bold print:block">Ibu dan Anak Binaan, {SITE_NAME}</p>
        <nav aria-label="Saring daftar" className="space-y-2 print:hidden">
          <Chips label="Tampilkan:" choices={CARE_FILTERS} current={shown} to={(key: CareFilter) => query(key, who)} />
          <Chips label="Untuk:" choices={CARE_KINDS} current={who} to={(key: CareKind) => query(shown, key)} />
        </nav>
        <p className="mt-3 text-sm text-stone-700 print:mt-0">
          {total} anggota membagikan datanya; {matching} untuk pilihan ini ({CARE_FILTERS[shown]},{" "}
          {CARE_KINDS[who].toLowerCase()}). Halaman {page} dari {pages}.
          <span className="hidden print:inline"> Dicetak {printed}.</span>
        </p>
        <p className="mt-1 text-sm text-stone-700 print:hidden">
          Untuk hari posyandu, pilih saringannya lalu cetak halaman ini (menu Cetak pada peramban): kontak, jadwal yang
          terlambat dan minggu ini, dan tanda perlu perhatian tercetak tanpa tombol.
        </p>
        {entries.length === 0 ? (
          <p className="mt-4 text-stone-700">Tidak ada anggota untuk pilihan ini.</p>
        ) : (
          <ol className="mt-4 space-y-3 print:mt-1 print:space-y-1">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="break-inside-avoid rounded-lg border border-stone-200 bg-white p-4 text-sm print:rounded-none print:border-0 print:border-b print:p-1 print:text-[9pt]"
              >
                <h2 className="text-base font-semibold break-words text-stone-900 print:text-[10pt]">
                  <Link
                    to={`/admin/binaan/${encodeURIComponent(entry.id)}`}
                    className="inline-flex min-h-11 items-center text-teal-800 underline print:min-h-0"
                  >
                    {entry.name}
                  </Link>
                  <span className="hidden font-normal print:inline">
                    {entry.phone ? ` · ${entry.phone}` : ""} · {entry.email}
                  </span>
                </h2>
                <ContactLinks phone={entry.phone} email={entry.email} className="print:hidden" />
                {entry.children.length > 0 ? <p className="mt-1">Anak: {entry.children.join(", ")}</p> : null}
                <Group title="Perlu perhatian" items={entry.flags} tone="text-red-800" />
                <Group title="Terlambat" items={entry.late} tone="text-red-800" />
                <Group title="Minggu ini" items={entry.due} tone="text-stone-900" />
                {entry.waitingQuestions > 0 ? (
                  <p className="mt-2 print:mt-0.5">{entry.waitingQuestions} pertanyaan menunggu jawaban.</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <p className="mt-6 text-xs text-stone-600 print:hidden">{CARE_LIST_SOURCES}</p>
        {pages > 1 ? (
          <nav aria-label="Halaman daftar" className="mt-4 flex gap-3 print:hidden">
            {page > 1 ? (
              <Link
                to={query(shown, who, page - 1)}
                className="inline-flex min-h-11 items-center text-teal-800 underline"
              >
                Sebelumnya
              </Link>
            ) : null}
            {page < pages ? (
              <Link
                to={query(shown, who, page + 1)}
                className="inline-flex min-h-11 items-center text-teal-800 underline"
              >
                Berikutnya
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </AdminFrame>
  );
}
