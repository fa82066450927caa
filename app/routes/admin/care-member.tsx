import { data, Form, Link, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { buttonClass } from "~/components/Button";
import { ContactLinks } from "~/components/ContactLinks";
import { careItemLabel } from "~/domain/care-list";
import { calendarToday, formatDateTime } from "~/domain/dates";
import { savedPlan } from "~/domain/plan-view";
import { windowPhrase } from "~/domain/reminders";
import { SITE_NAME } from "~/messages";
import { careActionSchema, CARE_NOTE_MAX } from "~/schemas/care";
import { parseSubmission, refuse } from "~/schemas/form";
import { addCareNote, careEntries, openCareMember, setCareMark } from "~/server/care.server";
import { readForm } from "~/server/forms.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
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
  const { today } = calendarToday();
  const rows = await openCareMember(args.context.cloudflare.env.DB, viewer, args.params.id);
  if (!rows) throw notFound();
  const [entry] = careEntries(rows, today);
  const member = rows.members[0]!;
  const hpl = rows.hpl[0];
  const plan = hpl ? savedPlan(JSON.parse(hpl.input_data), today) : null;
  const marked = new Set(rows.marks.map((mark) => mark.item_key));
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    phone: member.phone,
    dueDate: plan ? plan.dueDate : null,
    children: rows.children.map((child) => ({ id: child.id, name: child.name, birthDate: child.birth_date })),
    late: entry!.late.map((item) => ({ key: item.key, text: `${item.who}: ${item.title}` })),
    due: entry!.due.map((item) => ({
      key: item.key,
      text: `${item.who}: ${item.title}, ${windowPhrase(item, today)}`,
    })),
    marked: [...marked].map((key) => ({
      key,
      text: careItemLabel(key, (id) => rows.children.find((child) => child.id === id)?.name),
    })),
    waitingQuestions: entry!.waitingQuestions,
    notes: rows.notes.map((note) => ({
      id: note.id,
      author: note.author_name,
      text: note.note,
      when: formatDateTime(note.created_at),
      child: rows.children.find((child) => child.id === note.child_id)?.name ?? null,
    })),
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
    `/admin/binaan/${encodeURIComponent(params.id)}`,
    {
      title:
        value.intent === "catatan"
          ? "Catatan Disimpan"
          : value.intent === "tandai"
            ? "Ditandai Sudah"
            : "Tanda Dibatalkan",
    },
    { env, request },
  );
}

function MarkForm({ itemKey, done }: { itemKey: string; done: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={done ? "batal" : "tandai"} />
      <input type="hidden" name="jadwal" value={itemKey} />
      <button type="submit" className="inline-flex min-h-11 items-center text-sm text-teal-800 underline">
        {done ? "Batalkan tanda" : "Tandai sudah di praktik"}
      </button>
    </Form>
  );
}

export default function CareMember({ loaderData }: Route.ComponentProps) {
  const { name, email, phone, dueDate, children, late, due, marked, waitingQuestions, notes } = loaderData;
  const failed = useActionData<typeof action>();
  return (
    <AdminFrame
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
      {dueDate ? <p className="mt-2 text-sm">HPL tersimpan: {dueDate}</p> : null}
      {children.length > 0 ? (
        <p className="mt-1 text-sm">
          Anak: {children.map((child) => `${child.name} (lahir ${child.birthDate})`).join(", ")}
        </p>
      ) : null}
      {waitingQuestions > 0 ? <p className="mt-1 text-sm">{waitingQuestions} pertanyaan menunggu jawaban.</p> : null}
      {[
        { title: "Terlambat", items: late },
        { title: "Minggu ini", items: due },
      ].map((group) =>
        group.items.length > 0 ? (
          <section key={group.title} className="mt-4">
            <h2 className="text-lg font-semibold text-stone-900">{group.title}</h2>
            <ul className="mt-1 space-y-1 text-sm">
              {group.items.map((item) => (
                <li key={item.key} className="flex flex-wrap items-center gap-x-3">
                  <span>{item.text}</span>
                  <MarkForm itemKey={item.key} done={false} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {marked.length > 0 ? (
        <section className="mt-4">
          <h2 className="text-lg font-semibold text-stone-900">Ditandai sudah di praktik</h2>
          <ul className="mt-1 space-y-1 text-sm">
            {marked.map((mark) => (
              <li key={mark.key} className="flex flex-wrap items-center gap-x-3">
                <span>{mark.text}</span>
                <MarkForm itemKey={mark.key} done />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="mt-6">
        <h2 className="text-lg font-semibold text-stone-900">Catatan tindak lanjut</h2>
        <Form method="post" className="mt-2 space-y-2">
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
            className="w-full rounded border border-stone-300 p-2 text-sm"
          />
          {failed && "error" in failed && failed.error?.catatan ? (
            <p className="text-sm text-red-700">{failed.error.catatan[0]}</p>
          ) : null}
          {children.length > 0 ? (
            <label className="block text-sm">
              Tentang anak (tidak wajib){" "}
              <select name="anak" className="min-h-11 rounded border border-stone-300">
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
    </AdminFrame>
  );
}
