import { data, Form, Link, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { buttonClass } from "~/components/Button";
import { ContactLinks } from "~/components/ContactLinks";
import { PregnancyPlanSection } from "~/client/pregnancy-plan/PregnancyPlan";
import { DevelopmentGlance } from "~/components/DevelopmentChecklist";
import { GrowthChart } from "~/components/GrowthChart";
import { GrowthAttention, IndicatorTable } from "~/components/GrowthRecord";
import { glanceView, ImmunisationGlance } from "~/components/ImmunisationGlance";
import { careItemLabel, careItemText, currentMarks } from "~/domain/care-list";
import { scoredRecord } from "~/domain/care-record";
import { attentionBox } from "~/domain/child-measurement-view";
import { childCharts, SEX_LABELS } from "~/domain/children";
import { calendarToday, daysBetween, formatDateTime, formatLongDate, type IsoDate } from "~/domain/dates";
import { developmentGlance } from "~/domain/development-check";
import { developmentGlanceView } from "~/domain/development-view";
import { formatAgeDays } from "~/domain/growth-check-form";
import { immunisationGlance } from "~/domain/immunisation-status";
import { formatNumber } from "~/domain/numbers";
import { planView, savedPlan } from "~/domain/plan-view";
import { SITE_NAME } from "~/messages";
import { careActionSchema, CARE_NOTE_MAX } from "~/schemas/care";
import { parseSubmission, refuse } from "~/schemas/form";
import { addCareNote, careChildren, careEntries, openCareMember, setCareMark } from "~/server/care.server";
import { readForm } from "~/server/forms.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { growthTables } from "~/server/who.server";
import type { Route } from "./+types/care-member";

// One consenting member for the midwives (issue 38, decision 078): what is late and due, marked
// done at the practice or not, and short follow-up notes. Every opening is logged (she sees who
// and when). Without her standing consent: not found, and nothing is logged.

export const meta: Route.MetaFunction = () => [
  { title: `Ibu dan Anak Binaan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdminPage(args);
  const day = calendarToday();
  const { today } = day;
  const rows = await openCareMember(args.context.cloudflare.env.DB, viewer, args.params.id, {
    log: args.request.method !== "HEAD",
  });
  if (!rows) throw notFound();
  const tables = growthTables();
  const [entry] = careEntries(rows, day, tables);
  const member = rows.members[0]!;
  const hpl = rows.hpl[0];
  const plan = hpl ? savedPlan(JSON.parse(hpl.input_data), today) : null;
  const records = careChildren(rows).get(member.id) ?? [];
  const nameOf = (id: number) => records.find((record) => record.child.id === id)?.child.name;
  const asked = new URL(args.request.url).searchParams.get("anak");
  const grown =
    records.find((record) => String(record.child.id) === asked) ?? (records.length === 1 ? records[0] : null);
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    phone: member.phone,
    flags: entry!.flags,
    late: entry!.late.map((item) => ({ key: item.key, text: careItemText(item, today) })),
    due: entry!.due.map((item) => ({ key: item.key, text: careItemText(item, today) })),
    marked: currentMarks(
      rows.marks.map((mark) => ({ ...mark, itemKey: mark.item_key, createdAt: mark.created_at })),
      hpl?.created_at ?? null,
    ).map((mark) => ({
      key: mark.item_key,
      text: careItemLabel(mark.item_key, nameOf),
      by: mark.marked_by_name,
      when: formatDateTime(mark.created_at),
    })),
    waitingQuestions: entry!.waitingQuestions,
    notes: rows.notes.map((note) => ({
      id: note.id,
      author: note.author_name,
      text: note.note,
      when: formatDateTime(note.created_at),
      child: note.child_id === null ? null : (nameOf(note.child_id) ?? null),
    })),
    // What she sees on her own pages, read-only (no share link: origin null).
    plan: plan ? planView(plan) : null,
    // Growth charts and history for one child at a time (the one asked for, or her only child):
    // each as heavy as her own child page, so the page stays one child's weight (decision 079).
    grown: grown?.child.id ?? null,
    children: records.map((record) => {
      const { child, doses, checks } = record;
      const birth = child.birthDate as IsoDate;
      const full = record === grown;
      const { scored, histories, views } = scoredRecord(tables, record, day, !full);
      return {
        id: child.id,
        name: child.name,
        sex: SEX_LABELS[child.sex],
        born: formatLongDate(birth),
        age: formatAgeDays(Math.max(0, daysBetween(birth, today)), today),
        gestationalWeeks: child.gestationalWeeks === null ? null : formatNumber(child.gestationalWeeks, 1),
        attention: views[0] ? attentionBox([views[0]], today) : null,
        measured: record.measurements.length,
        charts: full ? childCharts(tables, child.sex, scored, histories) : [],
        measurements: full ? views.filter((view) => view !== null) : [],
        immunisation: glanceView(child.id, immunisationGlance(birth, today, doses), null),
        development: developmentGlanceView(
          child.id,
          developmentGlance({ birthDate: birth, gestationalWeeks: child.gestationalWeeks }, today, checks),
        ),
      };
    }),
  };
}

export async function action(args: Route.ActionArgs) {
  const author = await requireAdminPage(args);
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  const submission = parseSubmission(await readForm(request), careActionSchema);
  if (submission.status !== "success") return refuse(submission);
  const value = submission.value;
  const saved =
    value.intent === "catatan"
      ? await addCareNote(env.DB, author, params.id, value.anak ?? null, value.catatan)
      : await setCareMark(env.DB, author, params.id, value.jadwal, value.intent === "tandai");
  if (!saved) {
    return redirectWithToast(
      "/admin/binaan",
      {
        title: "Tidak Disimpan",
        description: "Anggota ini tidak lagi membagikan datanya, atau data yang dimaksud tidak ditemukan.",
        variant: "destructive",
      },
      { env, request },
    );
  }
  return redirectWithToast(
    `/admin/binaan/${encodeURIComponent(params.id)}#${value.intent === "catatan" ? NOTES_ID : FOLLOW_UP_ID}`,
    {
      title:
        value.intent === "catatan"
          ? "Catatan Disimpan"
          : value.intent === "tandai"
            ? "Sudah Ditandai"
            : "Tanda Dibatalkan",
    },
    { env, request },
  );
}

/** Where the page goes back to after a mark (and its toast), and after a note or its refusal. */
const FOLLOW_UP_ID = "tindak-lanjut";
const NOTES_ID = "catatan-tindak-lanjut";

function MarkForm({
  page,
  itemKey,
  done,
  label,
  what,
}: {
  page: string;
  itemKey: string;
  done: boolean;
  label: string;
  what: string;
}) {
  return (
    <Form method="post" action={`${page}#${FOLLOW_UP_ID}`} className="inline">
      <input type="hidden" name="intent" value={done ? "batal" : "tandai"} />
      <input type="hidden" name="jadwal" value={itemKey} />
      <button type="submit" className="inline-flex min-h-11 items-center text-sm text-teal-800 underline">
        {label}
        <span className="sr-only">: {what}</span>
      </button>
    </Form>
  );
}

/** One group of her follow-up items, each with its mark (or unmark) button; nothing when empty. */
function FollowUpGroup({
  page,
  title,
  label,
  items,
  red = false,
  done = false,
}: {
  page: string;
  title: string;
  label: string;
  items: readonly { key: string; text: string; what?: string; strong?: boolean }[];
  red?: boolean;
  done?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-4">
      <h2 className={`text-lg font-semibold ${red ? "text-red-800" : "text-stone-900"}`}>{title}</h2>
      <ul className="mt-1 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center gap-x-3">
            <span className={item.strong ? "font-semibold text-red-800" : undefined}>{item.text}</span>
            <MarkForm page={page} itemKey={item.key} done={done} label={label} what={item.what ?? item.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/** One child as her child's page shows it: growth, immunisation and development, without her forms. */
function ChildRecord({ child, shown }: { child: Loaded["children"][number]; shown: boolean }) {
  const section = `anak-${child.id}`;
  return (
    <section
      id={section}
      aria-labelledby={`${section}-title`}
      className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${section}-title`} className="text-lg font-semibold break-words text-stone-900">
        {child.name}
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        {child.sex} · lahir {child.born} · usia {child.age}
        {child.gestationalWeeks ? ` · lahir pada usia kehamilan ${child.gestationalWeeks} minggu` : ""}
      </p>
      {child.attention ? <GrowthAttention attention={child.attention} id={`${section}-perhatian`} level={4} /> : null}
      <h4 className="mt-4 font-semibold text-stone-900">Imunisasi</h4>
      <div className="mt-1">
        <ImmunisationGlance glance={child.immunisation} name={child.name} readOnly />
      </div>
      <h4 className="mt-4 font-semibold text-stone-900">Perkembangan</h4>
      <div className="mt-1">
        <DevelopmentGlance glance={child.development} readOnly />
      </div>
      <h4 className="mt-4 font-semibold text-stone-900">Pertumbuhan ({child.measured} pengukuran)</h4>
      {child.measured === 0 ? (
        <p className="mt-1 text-sm text-stone-700">Belum ada pengukuran.</p>
      ) : !shown ? (
        <p className="mt-1 text-sm">
          <Link
            to={`?anak=${child.id}#${section}`}
            className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
          >
            Lihat grafik dan riwayat pertumbuhan {child.name}
          </Link>
        </p>
      ) : (
        <>
          <div className="mt-2 space-y-8">
            {child.charts.map((chart) => (
              <GrowthChart key={chart.kind} chart={chart} />
            ))}
          </div>
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-teal-800">
              Riwayat pengukuran, terbaru di atas
            </summary>
            <ol className="mt-2 space-y-3">
              {child.measurements.map((row) => (
                <li key={row.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                  <p className="font-semibold text-stone-900">
                    {row.date}
                    {row.scored ? ` · ${row.corrected ? "usia koreksi" : "usia"} ${row.age}` : ""}
                  </p>
                  <p className="mt-1 text-stone-700">{row.values}</p>
                  {row.weighing ? (
                    <p className="mt-1 text-stone-800">
                      <span className="font-semibold">Naik/tidak naik: {row.weighing.code}.</span> {row.weighing.note}
                    </p>
                  ) : null}
                  {row.scored ? (
                    <IndicatorTable measurement={row} />
                  ) : (
                    <p className="mt-2 text-red-800">Tidak dapat dinilai: {row.problem}</p>
                  )}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </section>
  );
}

export default function CareMember({ loaderData }: Route.ComponentProps) {
  const { id, name, email, phone, flags, late, due, marked, waitingQuestions, notes, plan, children, grown } =
    loaderData;
  const page = `/admin/binaan/${encodeURIComponent(id)}`;
  const failed = useActionData<typeof action>();
  // A refused note comes back with what she typed and the first message (the text's or the child's).
  const typed = failed?.initialValue;
  const noteError = failed?.error?.catatan?.[0] ?? failed?.error?.anak?.[0] ?? null;
  return (
    <AdminFrame
      back={false}
      title="Anggota Binaan"
      description="Dibagikan anggota untuk tindak lanjut. Bukan rekam medis: tanpa diagnosis."
    >
      <p className="text-sm">
        <Link to="/admin/binaan" className="inline-flex min-h-11 items-center text-teal-800 underline">
          Kembali ke daftar binaan
        </Link>
      </p>
      <h2 className="mt-2 text-xl font-bold break-words text-stone-900">{name}</h2>
      <ContactLinks phone={phone} email={email} className="text-sm" />
      {waitingQuestions > 0 ? <p className="mt-1 text-sm">{waitingQuestions} pertanyaan menunggu jawaban.</p> : null}
      <div id={FOLLOW_UP_ID} className="scroll-mt-24">
        <FollowUpGroup
          page={page}
          title="Perlu perhatian"
          red
          label="Tandai sudah ditindaklanjuti"
          items={flags.map((flag) => ({
            key: flag.key,
            text: flag.when ? `${flag.when}: ${flag.text}` : flag.text,
            what: flag.text,
            strong: flag.urgent,
          }))}
        />
        <FollowUpGroup page={page} title="Terlambat" label="Tandai sudah dilakukan" items={late} />
        <FollowUpGroup page={page} title="Minggu ini" label="Tandai sudah dilakukan" items={due} />
        <FollowUpGroup
          page={page}
          title="Sudah ditandai"
          label="Batalkan tanda"
          done
          items={marked.map((mark) => ({
            key: mark.key,
            text: `${mark.text} (${mark.by}, ${mark.when})`,
            what: mark.text,
          }))}
        />
      </div>
      <section id={NOTES_ID} className="mt-6 scroll-mt-24">
        <h2 className="text-lg font-semibold text-stone-900">Catatan tindak lanjut</h2>
        <Form method="post" action={`${page}#${NOTES_ID}`} className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="catatan" />
          <label className="block text-sm font-medium" htmlFor="catatan">
            Catatan singkat (paling banyak {CARE_NOTE_MAX} karakter), misalnya "sudah ditelepon, akan datang Kamis"
          </label>
          <textarea
            id="catatan"
            name="catatan"
            required
            maxLength={CARE_NOTE_MAX}
            rows={2}
            defaultValue={typeof typed?.catatan === "string" ? typed.catatan : undefined}
            aria-describedby={noteError ? "catatan-galat" : undefined}
            className="w-full rounded border border-stone-300 p-2 text-sm"
          />
          {noteError ? (
            <p id="catatan-galat" className="text-sm text-red-700">
              {noteError}
            </p>
          ) : null}
          {children.length > 0 ? (
            <label className="block text-sm">
              Tentang anak (tidak wajib){" "}
              <select
                name="anak"
                defaultValue={typeof typed?.anak === "string" ? typed.anak : ""}
                className="min-h-11 rounded border border-stone-300"
              >
                <option value="">Ibu</option>
                {children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Simpan catatan
          </button>
        </Form>
        {notes.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">Belum ada catatan.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {notes.map((note) => (
              <li key={note.id} className="rounded border border-stone-200 bg-white p-2">
                <p className="break-words">{note.text}</p>
                <p className="text-xs text-stone-600">
                  {note.author}, {note.when}
                  {note.child ? ` (${note.child})` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8 border-t border-stone-200 pt-6" aria-labelledby="seperti-anggota">
        <h2 id="seperti-anggota" className="text-xl font-bold text-stone-900">
          Seperti yang dilihat anggota
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Rencana kehamilan dan data anak persis seperti di halaman anggota, hanya untuk dibaca. Tanda dari bidan tidak
          mengubah catatannya; anggota melihat tanda itu di dashboard, halaman anaknya, dan halaman Berbagi dengan
          Bidan.
        </p>
        {plan ? (
          <details className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-teal-800">
              Rencana kehamilan: {plan.status}
            </summary>
            <PregnancyPlanSection view={plan} readOnly />
          </details>
        ) : (
          <p className="mt-3 text-sm text-stone-700">Tidak ada rencana kehamilan yang masih berjalan.</p>
        )}
        {children.length === 0 ? (
          <p className="mt-3 text-sm text-stone-700">Belum ada data anak.</p>
        ) : (
          children.map((child) => <ChildRecord key={child.id} child={child} shown={child.id === grown} />)
        )}
      </section>
    </AdminFrame>
  );
}
