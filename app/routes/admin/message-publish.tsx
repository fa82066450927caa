import { getFormProps } from "@conform-to/react";
import { data, Form, href, Link, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { DefaultSubmit, Field, FormErrors, SelectField, TextAreaField, useRecipeForm } from "~/components/forms";
import { notFoundBoundary } from "~/components/NotFoundPanel";
import { ReviewFieldset } from "~/components/ReviewFieldset";
import { calendarToday, formatDateTime, todayInJakarta } from "~/domain/dates";
import { reviewColumns, reviewIsStale } from "~/domain/medical-review";
import {
  DEIDENTIFY_CHECKLIST,
  isQaCategory,
  publishRefusal,
  QA_CATEGORIES,
  QA_LIMITS,
  QA_STATUS_LABELS,
  QA_STATUSES,
} from "~/domain/qa";
import { messages, SITE_NAME } from "~/messages";
import { formConstraint } from "~/schemas/form";
import { SOURCES_MAX } from "~/schemas/medical-review";
import { type QaEntryInput, qaEntrySchema, qaEntrySchemaFor } from "~/schemas/qa";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { discardBody, privatePage } from "~/server/http.server";
import { loadQaEditor, saveQaEntry } from "~/server/qa.server";
import type { Route } from "./+types/message-publish";

// The public version of one answered question (issue 39, decision 081): opened from the
// message's page, edited without names, reviewed, saved as a draft or published. The original
// question and answer are never changed here.

export const meta: Route.MetaFunction = () => [
  { title: `Versi Publik Tanya Jawab | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const NOT_FOUND = "Pertanyaan tidak ditemukan.";

async function questionOr404(args: {
  request: Request;
  params: { id?: string };
  context: Route.LoaderArgs["context"];
}) {
  const param = args.params.id;
  const id = param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const row = id === null ? null : await loadQaEditor(getDb(args.context.cloudflare.env), id);
  if (row) return row;
  if (args.request.method !== "GET") await discardBody(args.request);
  throw data({ message: NOT_FOUND }, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const row = await questionOr404(args);
  const { entry } = row;
  return {
    questionId: row.questionId,
    topic: row.topic,
    originalQuestion: row.originalQuestion,
    refusal: publishRefusal(row),
    entry: entry
      ? {
          id: entry.id,
          published: entry.publishedAt !== null,
          publishedLabel: entry.publishedAt ? formatDateTime(entry.publishedAt) : null,
          updatedLabel: formatDateTime(entry.updatedAt),
        }
      : null,
    defaults: {
      title: entry?.title ?? "",
      question: entry?.question ?? row.originalQuestion,
      answer: entry?.answer ?? row.answer ?? "",
      category: entry?.category ?? (isQaCategory(row.topic) ? row.topic : "Lainnya"),
      status: entry?.publishedAt ? "published" : "draft",
      reviewerName: entry?.reviewerName ?? "",
      reviewerCredential: entry?.reviewerCredential ?? "",
      reviewedAt: entry?.reviewedAt ?? "",
      sources: entry?.sources.map((source) => ({ citation: source.citation, url: source.url ?? "" })) ?? [],
    },
    latestDate: calendarToday().latest,
    constraint: formConstraint(qaEntrySchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  const user = await requireAdminPage(args);
  const stored = await questionOr404(args);
  const db = getDb(env);
  // Her names and emails (read with the question) keep her out of every public text; the form
  // is judged against them in the same pass as its other rules.
  const schema = qaEntrySchemaFor({ ...stored.asker, originalQuestion: stored.originalQuestion });
  let published = false;
  return editorAction(args, {
    schema,
    guard: async () => user,
    save: async (value: QaEntryInput, editor) => {
      const texts = (entry: { title: string; question: string; answer: string; category: string }) =>
        [entry.title, entry.question, entry.answer, entry.category].join("\u0000");
      if (
        stored.entry &&
        reviewIsStale(
          { texts: texts(stored.entry), reviewedAt: stored.entry.reviewedAt, reviewerName: stored.entry.reviewerName },
          { texts: texts(value), reviewerName: value.reviewerName, reviewedAt: value.reviewedAt },
          todayInJakarta(),
        )
      ) {
        return { fieldErrors: { reviewedAt: [messages.qa.reviewStale] } };
      }
      const id = await saveQaEntry(
        db,
        editor,
        stored.questionId,
        { ...value, ...reviewColumns(value) },
        { creating: stored.entry === null },
      );
      // The consent was withdrawn (or the question changed) after the form was opened: nothing
      // was written, and the form comes back as typed with the reason.
      if (id === null) return { formError: messages.qa.refused };
      published = value.status === "published";
      return undefined;
    },
    success: () => (published ? messages.qa.published : messages.qa.saved),
    redirectTo: href("/admin/pesan/:id/publikasi", { id: String(stored.questionId) }),
  });
}

export default function MessagePublish({ loaderData }: Route.ComponentProps) {
  const { questionId, topic, originalQuestion, refusal, entry, defaults, latestDate, constraint } = loaderData;
  const lastResult = useActionData<typeof action>();
  // A save refused because the consent went meanwhile keeps its form, so nothing typed is lost.
  const showForm = !refusal || Boolean(lastResult);
  const [form, fields] = useRecipeForm<QaEntryInput>({
    lastResult,
    constraint,
    defaultValue: defaults,
  });
  const status = typeof fields.status.initialValue === "string" ? fields.status.initialValue : "draft";
  const backTo = href("/admin/pesan/:id", { id: String(questionId) });
  return (
    <AdminFrame
      title="Versi Publik Tanya Jawab"
      description={
        <Link to={backTo} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline">
          ← Kembali ke Detail Pesan
        </Link>
      }
      width="form"
    >
      <section aria-labelledby="status-publik" className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
        <h2 id="status-publik" className="text-lg font-bold text-stone-900">
          Status publikasi
        </h2>
        <p className="mt-1 text-stone-800" data-testid="qa-status">
          {refusal
            ? entry?.published
              ? `Tidak tampil untuk umum: ${refusal}`
              : refusal
            : !entry
              ? "Belum ada versi publik."
              : entry.published
                ? `Terbit sejak ${entry.publishedLabel}; terakhir diubah ${entry.updatedLabel}.`
                : `Draf; terakhir diubah ${entry.updatedLabel}.`}
        </p>
        {entry?.published && !refusal ? (
          <Link
            to={href("/tanya-jawab/:id", { id: String(entry.id) })}
            className="mt-1 inline-flex min-h-11 items-center font-medium text-teal-800 underline"
          >
            Lihat di Tanya Jawab
          </Link>
        ) : null}
      </section>

      {showForm ? (
        <>
          <section
            aria-labelledby="asli"
            className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <h2 id="asli" className="font-bold">
              Pertanyaan asli (tidak pernah diterbitkan)
            </h2>
            <p className="mt-1 text-stone-700">Topik: {topic}</p>
            <p className="mt-2 whitespace-pre-line break-words">{originalQuestion}</p>
            <p className="mt-3 font-semibold">Sunting pertanyaan dan jawaban di bawah. Hapus:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {DEIDENTIFY_CHECKLIST.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-3">
              Foto dan tangkapan layar tidak pernah diterbitkan. Pemeriksaan otomatis hanya mengenali nama, email, dan
              pertanyaan asli penanya; sisanya Anda periksa sendiri. Yang tampil untuk umum hanya versi ini; percakapan
              asli tidak berubah.
            </p>
          </section>

          <Form method="post" className="mt-6 space-y-6" {...getFormProps(form)}>
            <DefaultSubmit />
            <FormErrors title="Gagal Menyimpan" errors={form.errors} fieldErrors={form.allErrors} />
            <div className="space-y-4">
              <Field
                label="Judul"
                field={fields.title}
                maxLength={QA_LIMITS.title}
                hint="Pertanyaan singkat yang dicari ibu lain, misalnya “Bolehkah minum kopi saat hamil?”"
              />
              <TextAreaField
                label="Pertanyaan (versi publik)"
                field={fields.question}
                rows={6}
                maxLength={QA_LIMITS.question}
              />
              <TextAreaField
                label="Jawaban (versi publik)"
                field={fields.answer}
                rows={12}
                maxLength={QA_LIMITS.answer}
              />
              <SelectField
                label="Kategori"
                field={fields.category}
                options={QA_CATEGORIES.map((category) => ({ value: category, label: category }))}
              />
            </div>

            <ReviewFieldset
              form={form}
              fields={fields}
              latestDate={latestDate}
              maxSources={SOURCES_MAX}
              what="tanya jawab"
            />

            <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
              <legend className="px-1 font-semibold text-stone-900">Terbitkan?</legend>
              <p className="text-sm text-stone-600">
                Untuk menerbitkan, isi dulu nama peninjau, tanggal tinjauan, dan paling sedikit satu referensi.
              </p>
              {QA_STATUSES.map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name={fields.status.name}
                    value={value}
                    defaultChecked={status === value}
                    className="h-4 w-4 text-teal-700"
                  />
                  <span className="font-medium">{QA_STATUS_LABELS[value]}</span>
                </label>
              ))}
              {fields.status.errors?.[0] ? <p className="text-sm text-red-700">{fields.status.errors[0]}</p> : null}
            </fieldset>

            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
            >
              Simpan
            </button>
          </Form>
        </>
      ) : null}
    </AdminFrame>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Pertanyaan tidak ditemukan",
  text: `${NOT_FOUND} Mungkin sudah dihapus.`,
  backTo: href("/admin/pesan"),
  backLabel: "Kembali ke Manajemen Pesan",
});
