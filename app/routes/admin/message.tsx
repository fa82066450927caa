import { getFormProps } from "@conform-to/react";
import { data, Form, href, Link, useActionData } from "react-router";
import type { z } from "zod";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { FormErrors, SubmitButton, TextAreaField, useRecipeForm } from "~/components/forms";
import { notFoundBoundary } from "~/components/NotFoundPanel";
import { formatDateTime } from "~/domain/dates";
import { isSuperAdmin } from "~/domain/permissions";
import { publishRefusal } from "~/domain/qa";
import { askerLabel, mayActOnQuestion, QUESTION_LIMITS, questionState, STATE_LABELS } from "~/domain/questions";
import { messages, SITE_NAME } from "~/messages";
import { BAD_REQUEST_MESSAGE, firstError, formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { questionIdSchema, replySchema } from "~/schemas/questions";
import { getDb } from "~/server/db.server";
import { answerEmail } from "~/server/emails.server";
import { readForm } from "~/server/forms.server";
import { dispatchIntent } from "~/server/editor-action.server";
import { deny, requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { mailOrigin } from "~/server/links.server";
import { sendMail } from "~/server/mail.server";
import { changeQuestion, getQuestion, getQuestionWithAsker } from "~/server/questions.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/message";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Detail Pesan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const NOT_FOUND = "Pertanyaan tidak ditemukan.";

function notFound(): never {
  throw data({ message: NOT_FOUND }, { status: 404 });
}

/** The id in the URL, or a 404 (a bad id is simply a page that does not exist). */
function questionId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) notFound();
  return Number(param);
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdminPage(args);
  const id = questionId(args.params.id);
  const row = await getQuestionWithAsker(getDb(args.context.cloudflare.env), id);
  if (!row) notFound();
  const state = questionState(row);
  return {
    question: {
      id: row.id,
      name: row.name?.trim() || "Anonim",
      email: row.email,
      asker: askerLabel(row.askerRole),
      topic: row.topic,
      channel: row.channel,
      question: row.question,
      date: formatDateTime(row.createdAt),
      answer: row.answer,
      conversation: row.conversation.map((message) => ({
        message: message.message,
        time: formatDateTime(new Date(message.timestamp)),
        timestamp: message.timestamp,
      })),
      rating: row.rating,
      review: row.review,
      reviewer: row.reviewerDisplayName,
      publishConsent: row.publishConsentAt ? formatDateTime(row.publishConsentAt) : null,
      publishWithdrawn: row.publishWithdrawnAt ? formatDateTime(row.publishWithdrawnAt) : null,
      hasPublicVersion: row.hasPublicVersion,
    },
    publishRefusal: publishRefusal(row),
    state,
    stateLabel: STATE_LABELS[state],
    mayReply: mayActOnQuestion("reply", user, row),
    mayEdit: mayActOnQuestion("editReply", user, row),
    mayClearReview: mayActOnQuestion("clearReview", user, row) && (row.rating !== null || row.review !== null),
    constraint: formConstraint(replySchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireAdminPage(args);
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  const id = questionId(params.id);
  const db = getDb(env);
  const back = href("/admin/pesan/:id", { id: String(id) });
  const formData = await readForm(request, "text");
  const sendReply = async (_formData: FormData, intent: "reply" | "editReply") => {
    const submission = parseSubmission(formData, replySchema);
    if (submission.status !== "success") return refuse(submission);
    // The form names the question it was opened for; another id is a forged post.
    if (submission.value.id !== id) throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
    const { answer } = submission.value;
    let result: Awaited<ReturnType<typeof changeQuestion>>;
    try {
      result = await changeQuestion(db, user, id, { action: intent, answer }, { auditAs: user.name });
    } catch (error) {
      console.error("Gagal mengirim jawaban", loggable(error));
      return refuse(submission, {
        status: 500,
        formError: `${messages.questions.replyFailed}: terjadi kesalahan. Silakan coba lagi.`,
      });
    }
    if (result === "forbidden") deny(request);
    if (result === "refused") return refuse(submission, { status: 409, formError: messages.questions.replyStale });

    // The answer is saved. The mail to the asker is sent before answering: a visitor has no
    // dashboard, so if it fails the admin must know (the answer stays saved either way).
    // Links only from the site's own address (decision 030); none may be built: not mailed.
    const origin = mailOrigin(env, request);
    let mailed = false;
    try {
      const row = origin ? await getQuestion(db, id) : null;
      if (row) {
        const links = {
          dashboardUrl: row.userId ? `${origin}/dashboard` : null,
          dangerSignsUrl: `${origin}/tanda-bahaya`,
        };
        await sendMail(
          env,
          answerEmail(row.email, row.name, row.topic, row.question, answer, links, intent === "editReply"),
        );
        mailed = true;
      }
    } catch (error) {
      console.error("Gagal mengirim email jawaban", loggable(error));
    }
    const toast = !mailed
      ? messages.questions.replyMailFailed
      : intent === "reply"
        ? messages.questions.replySent
        : messages.questions.replyUpdated;
    return redirectWithToast(back, toast, { env, request });
  };

  const clearReview = async () => {
    // Only a super_admin clears a review (SPEC section 6); an admin's post is refused outright.
    if (!isSuperAdmin(user.role)) deny(request);
    const submission = parseSubmission(formData, questionIdSchema);
    const failed = (description: string) =>
      redirectWithToast(
        back,
        { title: messages.questions.reviewClearFailed, description, variant: "destructive" },
        { env, request },
      );
    if (submission.status !== "success") return failed(firstError(submission) ?? "Data tidak valid.");
    if (submission.value.id !== id) throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
    let result: Awaited<ReturnType<typeof changeQuestion>>;
    try {
      result = await changeQuestion(db, user, id, { action: "clearReview" }, { auditAs: user.name });
    } catch (error) {
      console.error("Gagal menghapus ulasan", loggable(error));
      return failed("Terjadi kesalahan. Silakan coba lagi.");
    }
    if (result === "forbidden") deny(request);
    if (result === "refused") return failed("Ulasan hanya dapat dihapus dari percakapan yang sudah selesai.");
    return redirectWithToast(back, messages.questions.reviewCleared, { env, request });
  };

  return dispatchIntent(formData, { reply: sendReply, editReply: sendReply, clearReview }, () => {
    throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400, statusText: "Bad Request" });
  });
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} dari 5`} className="text-amber-500">
      {"★".repeat(rating)}
      <span className="text-stone-300">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const { question, state, stateLabel, mayReply, mayEdit, mayClearReview, constraint, publishRefusal } = loaderData;
  const lastResult = useActionData<typeof action>();
  const editing = mayEdit || (!mayReply && question.answer !== null);
  const [form, fields] = useRecipeForm<z.input<typeof replySchema>>({
    lastResult,
    constraint,
    defaultValue: { id: String(question.id), answer: editing ? (question.answer ?? "") : "" },
  });
  // A refused reply (the question changed meanwhile) keeps its form, so the typed answer is not lost.
  const showForm = mayReply || mayEdit || Boolean(lastResult);
  const intent = mayEdit ? "editReply" : "reply";
  const badge =
    state === "waiting"
      ? "bg-amber-100 text-amber-900"
      : state === "answered"
        ? "bg-teal-100 text-teal-900"
        : "bg-stone-200 text-stone-800";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        to={href("/admin/pesan")}
        className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline"
      >
        ← Kembali ke Manajemen Pesan
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-stone-900 sm:text-3xl">Detail Pesan</h1>

      <section
        aria-label="Pertanyaan"
        className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge}`} data-testid="state-label">
            {stateLabel}
          </span>
          {question.channel === "contact" ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              Pesan kontak
            </span>
          ) : null}
        </div>
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-stone-600">Penanya</dt>
          <dd className="break-words text-stone-900">
            {question.name} <span className="text-stone-600">({question.asker})</span>
          </dd>
          <dt className="font-semibold text-stone-600">Email</dt>
          <dd className="break-all text-stone-900">{question.email}</dd>
          <dt className="font-semibold text-stone-600">{question.channel === "contact" ? "Subjek" : "Topik"}</dt>
          <dd className="break-words text-stone-900">{question.topic}</dd>
          <dt className="font-semibold text-stone-600">Dikirim</dt>
          <dd className="text-stone-900">{question.date}</dd>
        </dl>
        <h2 className="mt-5 text-sm font-semibold text-stone-600">
          {question.channel === "contact" ? "Pesan" : "Pertanyaan"}
        </h2>
        <p className="mt-1 whitespace-pre-line break-words text-stone-900" data-testid="question-text">
          {question.question}
        </p>
      </section>

      <section aria-labelledby="percakapan" className="mt-8">
        <h2 id="percakapan" className="text-xl font-bold text-stone-900">
          Percakapan
        </h2>
        {question.conversation.length > 0 ? (
          <ol className="mt-3 space-y-3">
            {question.conversation.map((message) => (
              <li key={message.timestamp} className="rounded-lg border border-teal-200 bg-teal-50 p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold text-teal-900">Tim {SITE_NAME}</span>
                  <time dateTime={message.timestamp} className="text-xs text-stone-600">
                    {message.time}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-stone-900">{message.message}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-stone-600">Belum ada jawaban.</p>
        )}
      </section>

      {state === "closed" ? (
        <section aria-labelledby="ulasan" className="mt-8 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 id="ulasan" className="text-lg font-bold text-stone-900">
            Ulasan
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Percakapan ini sudah ditutup oleh penanya dan tidak dapat dijawab lagi.
          </p>
          {question.rating !== null || question.review !== null ? (
            <div className="mt-3 space-y-1" data-testid="review">
              {question.rating !== null ? (
                <p className="text-stone-900">
                  Nilai: <Stars rating={question.rating} /> {`(${question.rating}/5)`}
                </p>
              ) : null}
              {question.review !== null ? (
                <p className="whitespace-pre-line break-words text-stone-900">{question.review}</p>
              ) : null}
              {question.reviewer ? <p className="text-sm text-stone-600">— {question.reviewer}</p> : null}
            </div>
          ) : (
            <p className="mt-3 text-stone-700">Tidak ada nilai atau ulasan.</p>
          )}
          {mayClearReview ? (
            <div className="mt-3">
              <ConfirmDelete
                intent="clearReview"
                fields={{ id: String(question.id) }}
                question="Hapus nilai, ulasan, dan nama pengulas dari percakapan ini?"
                what="ulasan"
              />
            </div>
          ) : null}
        </section>
      ) : null}

      {showForm ? (
        <section aria-labelledby="jawab" className="mt-8">
          <h2 id="jawab" className="text-xl font-bold text-stone-900">
            {mayEdit ? "Perbarui Jawaban" : "Kirim Jawaban"}
          </h2>
          <Form method="post" className="mt-3 space-y-3" preventScrollReset {...getFormProps(form)}>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name={fields.id.name} value={String(question.id)} />
            <FormErrors title={messages.questions.replyFailed} errors={form.errors} />
            <TextAreaField
              label="Jawaban"
              field={fields.answer}
              rows={8}
              maxLength={QUESTION_LIMITS.answer}
              className="[&_textarea]:min-h-40"
            />
            {mayReply || mayEdit ? (
              <SubmitButton pendingLabel="Mengirim...">{mayEdit ? "Perbarui Jawaban" : "Kirim Jawaban"}</SubmitButton>
            ) : null}
          </Form>
        </section>
      ) : null}

      {question.channel === "question" ? (
        <section aria-labelledby="publikasi" className="mt-8 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 id="publikasi" className="text-lg font-bold text-stone-900">
            Tanya Jawab Publik
          </h2>
          <p className="mt-1 text-sm text-stone-700" data-testid="publish-consent">
            {question.publishWithdrawn
              ? `Penanya menarik izin publikasi pada ${question.publishWithdrawn}; pertanyaan ini tidak tampil untuk umum.`
              : question.publishConsent
                ? `Sejak ${question.publishConsent}, penanya mengizinkan pertanyaan ini diterbitkan tanpa nama setelah disunting.`
                : "Penanya tidak mengizinkan publikasi; pertanyaan ini tidak pernah diterbitkan."}
          </p>
          {publishRefusal === null || (question.publishWithdrawn && question.hasPublicVersion) ? (
            <Link
              to={href("/admin/pesan/:id/publikasi", { id: String(question.id) })}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              {publishRefusal === null ? "Sunting versi publik" : "Lihat versi publik"}
            </Link>
          ) : question.publishConsent && !question.publishWithdrawn ? (
            <p className="mt-1 text-sm text-stone-600">Versi publik dapat disunting setelah pertanyaan dijawab.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Pertanyaan tidak ditemukan",
  text: `${NOT_FOUND} Mungkin sudah dihapus oleh penanya.`,
  backTo: href("/admin/pesan"),
  backLabel: "Kembali ke Manajemen Pesan",
});
