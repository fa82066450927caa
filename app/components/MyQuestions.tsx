import { Form, href, Link } from "react-router";
import { FORM_PENDING } from "~/client/forms/contract";
import { attr } from "~/client/names";
import type { MemberQuestionView } from "~/domain/member-questions";
import { QUESTION_LIMITS, type QuestionState, RATING_MAX, RATING_MIN } from "~/domain/questions";
import { messages } from "~/messages";
import type { FormReply } from "~/schemas/form";
import { buttonClass } from "./Button";
import { ConfirmDelete } from "./ConfirmDelete";
import { FormAlert } from "./forms";
import { DANGER_SIGNS_LINK } from "./nav-links";

/** The form intents of the dashboard's question actions (app/routes/member/dashboard.tsx). */
export const CLOSE_INTENT = "close";
export const DELETE_QUESTION_INTENT = "deleteQuestion";
/** Issue 39: the member withdraws her consent to publish one of her questions. */
export const WITHDRAW_PUBLISH_INTENT = "withdrawPublish";

const BADGE: Record<QuestionState, string> = {
  waiting: "border-amber-300 bg-amber-50 text-amber-900",
  answered: "border-sky-300 bg-sky-50 text-sky-900",
  closed: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** A refused close (400/403/409): which question it was for, what was typed, and every message. */
function refusalOf(reply: FormReply | undefined) {
  if (!reply || reply.initialValue?.intent !== CLOSE_INTENT) return null;
  const values = reply.initialValue ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const errors = Object.values(reply.error ?? {})
    .flatMap((list) => list ?? [])
    .filter(Boolean);
  return { id: text(values.id), rating: text(values.rating), review: text(values.review), errors };
}

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="tracking-wider text-amber-500">
      {"★".repeat(rating)}
      <span className="text-stone-300">{"★".repeat(RATING_MAX - rating)}</span>
    </span>
  );
}

function CloseForm({
  question,
  refusal,
}: {
  question: MemberQuestionView;
  refusal: { rating: string; review: string; errors: string[] } | null;
}) {
  const base = `tutup-${question.id}`;
  // After a refused close the typed rating stays chosen; one that is not 1-5 falls back to none.
  const checked = RATINGS.map(String).includes(refusal?.rating ?? "") ? refusal!.rating : "";
  return (
    <Form
      method="post"
      preventScrollReset
      className="mt-4 space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:p-4"
      aria-labelledby={`${base}-judul`}
    >
      <h4 id={`${base}-judul`} className="font-semibold text-stone-900">
        Sudah cukup terjawab? Tutup percakapan ini.
      </h4>
      {refusal ? <FormAlert title={messages.questions.closeFailed} message={refusal.errors.join(" ")} /> : null}
      <input type="hidden" name="intent" value={CLOSE_INTENT} />
      <input type="hidden" name="id" value={question.id} />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Beri nilai (opsional)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
            <input type="radio" name="rating" value="" defaultChecked={checked === ""} className="accent-teal-700" />
            Tidak memberi nilai
          </label>
          {RATINGS.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-800 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                name="rating"
                value={String(value)}
                defaultChecked={checked === String(value)}
                className="accent-amber-600"
              />
              <span aria-hidden="true">
                {value} <span className="text-amber-500">★</span>
              </span>
              <span className="sr-only">
                {value} dari {RATING_MAX}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${base}-ulasan`} className="mb-1 block text-sm font-medium text-stone-800">
          Ulasan (opsional)
        </label>
        <textarea
          id={`${base}-ulasan`}
          name="review"
          rows={3}
          maxLength={QUESTION_LIMITS.review}
          defaultValue={refusal?.review}
          className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-700 sm:text-sm"
        />
      </div>
      <button type="submit" {...attr(FORM_PENDING, "Menutup...")} className={buttonClass({ size: "sm" })}>
        Tutup Percakapan
      </button>
    </Form>
  );
}

function QuestionCard({
  question,
  refusal,
}: {
  question: MemberQuestionView;
  refusal: { rating: string; review: string; errors: string[] } | null;
}) {
  return (
    <li
      id={`pertanyaan-${question.id}`}
      data-testid="my-question"
      className="scroll-mt-24 rounded-lg border border-stone-200 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-stone-900">{question.topic}</h3>
          <p className="text-xs text-stone-600">Dikirim {question.askedAt}</p>
        </div>
        <span
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[question.state]}`}
          data-testid="question-status"
        >
          {question.label}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{question.question}</p>

      {question.answer ? (
        <div className="mt-3 rounded-lg border-l-4 border-teal-600 bg-teal-50 p-3">
          <p className="text-sm font-semibold text-teal-900">
            Jawaban Bidan
            {question.answeredAt ? <span className="font-normal text-teal-800"> · {question.answeredAt}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">{question.answer}</p>
        </div>
      ) : null}

      {question.state === "closed" ? (
        <div className="mt-3 text-sm text-stone-700" data-testid="question-review">
          {question.rating ? (
            <p>
              Nilai Anda: <Stars rating={question.rating} />{" "}
              <span>
                {question.rating} dari {RATING_MAX}
              </span>
            </p>
          ) : (
            <p>Tanpa nilai.</p>
          )}
          {question.review ? (
            <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 border-stone-300 pl-3 italic">
              {question.review}
              {question.reviewerName ? (
                <footer className="mt-1 not-italic text-stone-600">— {question.reviewerName}</footer>
              ) : null}
            </blockquote>
          ) : null}
        </div>
      ) : null}

      {question.state === "waiting" ? (
        <p className="mt-3 text-sm text-stone-600">
          Tim kami akan merespon dalam 1-2 hari kerja. Bila muncul tanda bahaya, jangan menunggu jawaban:{" "}
          <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-red-800 underline">
            segera ke fasilitas kesehatan
          </Link>
          .
        </p>
      ) : null}

      {question.publish ? (
        question.publish.withdrawn ? (
          <p className="mt-3 text-sm text-stone-700">
            Izin publikasi tanpa nama sudah Anda tarik pada {question.publish.withdrawn}. Pertanyaan ini tidak
            ditampilkan untuk umum; versi yang sudah terbit, bila ada, sudah diturunkan.
          </p>
        ) : (
          <Form method="post" action="/dashboard#pertanyaan" className="mt-3 text-sm text-stone-700">
            <input type="hidden" name="intent" value={WITHDRAW_PUBLISH_INTENT} />
            <input type="hidden" name="id" value={question.id} />
            <span>
              Sejak {question.publish.since}, Anda mengizinkan pertanyaan ini dipublikasikan tanpa nama setelah
              disunting.{" "}
            </span>
            {question.publish.publicAnswerId ? (
              <span>
                Versi suntingannya sudah terbit:{" "}
                <Link
                  to={href("/tanya-jawab/:id", { id: String(question.publish.publicAnswerId) })}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
                >
                  lihat di Tanya Jawab
                </Link>
                .{" "}
              </span>
            ) : null}
            <button type="submit" className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline">
              Tarik izin publikasi<span className="sr-only"> pertanyaan {question.topic}</span>
            </button>
          </Form>
        )
      ) : null}
      {question.mayClose ? <CloseForm question={question} refusal={refusal} /> : null}
      {question.mayDelete ? (
        <div className="mt-2 flex justify-end">
          <ConfirmDelete
            intent={DELETE_QUESTION_INTENT}
            fields={{ id: String(question.id) }}
            question="Hapus pertanyaan ini?"
            what={`pertanyaan ${question.topic} ${question.askedAt}`}
          />
        </div>
      ) : null}
    </li>
  );
}

/** "Pertanyaan Saya" on the dashboard: the member's own questions, newest first. */
export function MyQuestions({ questions, reply }: { questions: MemberQuestionView[]; reply?: FormReply }) {
  const refusal = refusalOf(reply);
  const shownHere = refusal !== null && questions.some((q) => q.mayClose && String(q.id) === refusal.id);
  return (
    <section
      id="pertanyaan"
      aria-labelledby="pertanyaan-title"
      className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="pertanyaan-title" className="text-lg font-semibold text-stone-900">
        Pertanyaan Saya
      </h2>
      {refusal && !shownHere ? (
        <div className="mt-3">
          <FormAlert title={messages.questions.closeFailed} message={refusal.errors.join(" ")} />
        </div>
      ) : null}
      {questions.length === 0 ? (
        <p className="mt-3 text-stone-600">
          Anda belum mengajukan pertanyaan.{" "}
          <Link to="/tanya-kami" className="font-semibold text-teal-800 underline">
            Ajukan pertanyaan
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">
            <Link to="/tanya-kami" className="font-semibold text-teal-800 underline">
              Ajukan pertanyaan
            </Link>{" "}
            baru kepada bidan kami.
          </p>
          <ol className="mt-4 space-y-3">
            {questions.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                refusal={shownHere && refusal && refusal.id === String(question.id) ? refusal : null}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
