import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import type { z } from "zod";
import {
  CheckboxField,
  Field,
  FormErrors,
  SelectField,
  SubmitButton,
  TextAreaField,
  useRecipeForm,
} from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { QA_PAGE_LINK } from "~/components/nav-links";
import { UrgentCareNote } from "~/components/UrgentCareNote";
import { POPULAR_TOPICS, PUBLISH_CONSENT_HINT, PUBLISH_CONSENT_LABEL, QUESTION_TOPICS } from "~/domain/questions";
import { messages, SITE_NAME } from "~/messages";
import { askSchema, memberAskSchema } from "~/schemas/questions";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { loadQnaGuidelines } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { readForm } from "~/server/forms.server";
import { privatePage } from "~/server/http.server";
import { createQuestion } from "~/server/questions.server";
import { limitSubmission, RATE_LIMITS } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/ask";
import { loggable } from "~/server/log.server";

const PATH = "/tanya-kami";

export const meta: Route.MetaFunction = () => [
  { title: `Tanya Kami | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Tanyakan seputar kehamilan, persalinan, nifas, menyusui, dan tumbuh kembang anak kepada tim bidan secara gratis. Jawaban dalam 1-2 hari kerja.",
  },
];

// A signed-in member sees their own name and email in the form.
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, guidelines] = await Promise.all([
    getSessionUser(context, request),
    loadQnaGuidelines(getDb(context.cloudflare.env)),
  ]);
  return {
    asker: user ? { name: user.name, email: user.email } : null,
    guidelines,
    constraint: formConstraint(user ? memberAskSchema : askSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const formData = await readForm(request, "text");
  // A bot that filled the hidden field gets the usual answer; nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithToast(PATH, messages.questions.sent, { env, request });

  // A signed-in asker's name, email and id come from the session, never from the form.
  const user = await getSessionUser(context, request);
  const submission = user ? parseSubmission(formData, memberAskSchema) : parseSubmission(formData, askSchema);
  if (submission.status !== "success") return refuse(submission);

  const limited = await limitSubmission(env, RATE_LIMITS.question, request, submission);
  if (limited) return limited;

  const { topic, question } = submission.value;
  const publikasi = user ? (submission.value as z.output<typeof memberAskSchema>).publikasi : false;
  const asker = user
    ? { userId: user.id, name: user.name.trim() || null, email: user.email }
    : {
        userId: null,
        name: (submission.value as z.output<typeof askSchema>).name,
        email: (submission.value as z.output<typeof askSchema>).email,
      };
  try {
    await createQuestion(getDb(env), { ...asker, topic, question, channel: "question", publishConsent: publikasi });
  } catch (error) {
    console.error("Gagal menyimpan pertanyaan", loggable(error));
    return refuse(submission, { status: 500, formError: messages.questions.sendFailed.description });
  }
  return redirectWithToast(PATH, messages.questions.sent, { env, request });
}

const SERVICE_INFO = [
  { title: "Gratis", text: "Layanan tanya jawab ini tidak dipungut biaya." },
  { title: "Dijawab dalam 1-2 hari kerja", text: "Jawaban dikirim ke email Anda." },
  { title: "Tim ahli", text: "Dijawab oleh tim bidan berdasarkan sumber yang terverifikasi." },
  {
    title: "Privasi terjaga",
    text: "Identitas Anda tidak pernah ditampilkan secara publik. Pertanyaan Anda hanya ditampilkan bila Anda mengizinkan, dalam versi tanpa nama yang sudah disunting bidan.",
  },
] as const;

const TOPIC_OPTIONS = [
  { value: "", label: "Pilih topik" },
  ...QUESTION_TOPICS.map((topic) => ({ value: topic, label: topic })),
];

function GuideList({ id, title, items, tone }: { id: string; title: string; items: string[]; tone: "do" | "dont" }) {
  const colours = tone === "do" ? "border-teal-200 bg-teal-50" : "border-red-200 bg-red-50";
  const mark = tone === "do" ? "text-teal-800" : "text-red-800";
  return (
    <section aria-labelledby={id} className={`rounded-xl border p-5 ${colours}`}>
      <h3 id={id} className={`font-semibold ${mark}`}>
        {title}
      </h3>
      <ul className="mt-3 space-y-2 text-sm text-stone-800">
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden="true" className={`font-bold ${mark}`}>
              {tone === "do" ? "✓" : "✕"}
            </span>
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Ask({ loaderData }: Route.ComponentProps) {
  const { asker, guidelines, constraint } = loaderData;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useRecipeForm<z.input<typeof askSchema>>({
    lastResult: actionData,
    constraint,
    // A reset after sending shows "Pilih topik" again, not an empty select.
    defaultValue: { topic: "" },
  });
  const hasGuide = guidelines.dos.length > 0 || guidelines.donts.length > 0 || guidelines.importantNote !== "";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">Tanya Kami</h1>
      <p className="mt-2 max-w-3xl text-stone-700">
        Punya pertanyaan seputar kehamilan, persalinan, nifas, menyusui, atau tumbuh kembang si kecil? Kirimkan kepada
        tim bidan kami.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="form-pertanyaan"
          className="min-w-0 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="form-pertanyaan" className="text-xl font-bold text-stone-900">
            Kirim Pertanyaan
          </h2>
          <UrgentCareNote className="mt-4" />
          <p className="mt-3 text-sm text-stone-700">
            Pertanyaan Anda mungkin sudah pernah dijawab.{" "}
            <Link
              to={QA_PAGE_LINK.to}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              Lihat {QA_PAGE_LINK.label}
            </Link>
          </p>
          <Form method="post" className="mt-5 space-y-4" {...getFormProps(form)}>
            <FormErrors title={messages.questions.sendFailed.title} errors={form.errors} fieldErrors={form.allErrors} />
            <Honeypot />
            {asker ? (
              <>
                <Field label="Nama" name="name" value={asker.name} disabled readOnly hint="Diambil dari profil Anda." />
                <Field label="Email" name="email" type="email" value={asker.email} disabled readOnly />
              </>
            ) : (
              <>
                <Field label="Nama (opsional)" field={fields.name} autoComplete="name" />
                <Field
                  label="Email"
                  field={fields.email}
                  type="email"
                  autoComplete="email"
                  hint="Jawaban akan dikirim ke email ini."
                />
              </>
            )}
            <SelectField label="Topik" field={fields.topic} options={TOPIC_OPTIONS} />
            <TextAreaField
              label="Pertanyaan"
              field={fields.question}
              rows={6}
              placeholder="Tuliskan pertanyaan Anda dengan rinci, misalnya usia kehamilan atau usia anak dan keluhan yang dialami."
            />
            {asker ? (
              <div>
                <CheckboxField
                  name="publikasi"
                  defaultChecked={actionData?.initialValue?.publikasi === "on"}
                  label={PUBLISH_CONSENT_LABEL}
                  aria-describedby="publikasi-penjelasan"
                  className="-mb-2"
                />
                <p id="publikasi-penjelasan" className="text-sm text-stone-600">
                  {PUBLISH_CONSENT_HINT}
                </p>
              </div>
            ) : null}
            {/* SPEC: with JavaScript the button waits for a topic and a question. */}
            <SubmitButton pendingLabel="Mengirim..." className="w-full sm:w-auto" needs={["topic", "question"]}>
              Kirim Pertanyaan
            </SubmitButton>
          </Form>
          {asker ? null : (
            <p className="mt-4 text-sm text-stone-600">
              Punya akun?{" "}
              <Link
                to={`/login?${new URLSearchParams({ redirectTo: PATH })}`}
                className="font-semibold text-teal-800 underline"
              >
                Masuk
              </Link>{" "}
              agar pertanyaan dan jawabannya tersimpan di dashboard Anda.
            </p>
          )}
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="info-layanan" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <h2 id="info-layanan" className="text-lg font-bold text-stone-900">
              Informasi Layanan
            </h2>
            <ul className="mt-3 space-y-3">
              {SERVICE_INFO.map((info) => (
                <li key={info.title}>
                  <p className="font-semibold text-teal-800">{info.title}</p>
                  <p className="text-sm text-stone-700">{info.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="topik-populer"
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 id="topik-populer" className="text-lg font-bold text-stone-900">
              Topik Populer
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {POPULAR_TOPICS.map((topic) => (
                <li key={topic} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900">
                  {topic}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      {hasGuide ? (
        <section aria-labelledby="panduan-bertanya" className="mt-10">
          <h2 id="panduan-bertanya" className="text-2xl font-bold text-stone-900">
            Panduan Bertanya
          </h2>
          {guidelines.dos.length > 0 || guidelines.donts.length > 0 ? (
            <div className="mt-4 grid gap-5 md:grid-cols-2">
              {guidelines.dos.length > 0 ? (
                <GuideList id="panduan-lakukan" title="Yang Sebaiknya Dilakukan" items={guidelines.dos} tone="do" />
              ) : null}
              {guidelines.donts.length > 0 ? (
                <GuideList id="panduan-hindari" title="Yang Sebaiknya Dihindari" items={guidelines.donts} tone="dont" />
              ) : null}
            </div>
          ) : null}
          {guidelines.importantNote ? (
            <div className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
              <p className="font-semibold">Catatan Penting</p>
              <p className="mt-1 whitespace-pre-line break-words text-sm">{guidelines.importantNote}</p>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
