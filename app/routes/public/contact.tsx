import { getFormProps } from "@conform-to/react";
import { UrgentCareNote } from "~/components/UrgentCareNote";
import { data, Form, useActionData } from "react-router";
import type { z } from "zod";
import { Field, FormErrors, SubmitButton, TextAreaField, useRecipeForm } from "~/components/forms";
import { Honeypot } from "~/components/Honeypot";
import { mailtoHref, telHref } from "~/domain/site-settings";
import { messages, SITE_NAME } from "~/messages";
import { contactSchema } from "~/schemas/questions";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { getDb } from "~/server/db.server";
import { readForm } from "~/server/forms.server";
import { PRIVATE_CACHE_CONTROL, publicPage } from "~/server/http.server";
import { createQuestion } from "~/server/questions.server";
import { limitSubmission, RATE_LIMITS } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { loadContactPage } from "~/server/settings.server";
import { isHoneypotFilled } from "~/server/spam.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/contact";
import { loggable } from "~/server/log.server";

const PATH = "/kontak";

export const meta: Route.MetaFunction = () => [
  { title: `Kontak | ${SITE_NAME}` },
  {
    name: "description",
    content: `Hubungi ${SITE_NAME}: kirim pesan kepada tim bidan kami, lihat jam operasional, lokasi praktik, dan pertanyaan yang sering diajukan.`,
  },
];

// The page shows the same to everyone (the form is never prefilled). A page that could not read
// its details says so in its loader headers, so that no cache keeps it around.
export const headers = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  const info = await loadContactPage(getDb(context.cloudflare.env));
  const page = { info, constraint: formConstraint(contactSchema) };
  return info.failed ? data(page, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } }) : data(page);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const formData = await readForm(request, "text");
  // A bot that filled the hidden field gets the usual answer; nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithToast(PATH, messages.contact.sent, { env, request });

  const submission = parseSubmission(formData, contactSchema);
  if (submission.status !== "success") return refuse(submission);

  const limited = await limitSubmission(env, RATE_LIMITS.contact, request, submission);
  if (limited) return limited;

  // A signed-in sender's message is tied to their account; name and email are what they typed.
  const user = await getSessionUser(context, request);
  const { name, email, subject, message } = submission.value;
  try {
    await createQuestion(getDb(env), {
      userId: user?.id ?? null,
      name,
      email,
      topic: subject,
      question: message,
      channel: "contact",
    });
  } catch (error) {
    console.error("Gagal menyimpan pesan kontak", loggable(error));
    return refuse(submission, { status: 500, formError: messages.contact.sendFailed.description });
  }
  return redirectWithToast(PATH, messages.contact.sent, { env, request });
}

const ICONS = {
  email: "M3 6h18v12H3V6Zm0 0 9 7 9-7",
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z",
  location: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  hours: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2",
};

function InfoItem({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mt-0.5 shrink-0 text-teal-700"
      >
        <path d={icon} />
      </svg>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-stone-900">{label}</p>
        <div className="break-words text-stone-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "inline-flex min-h-11 items-center text-teal-800 underline-offset-2 hover:underline";

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { info, constraint } = loaderData;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useRecipeForm<z.input<typeof contactSchema>>({ lastResult: actionData, constraint });
  const mailto = info.email ? mailtoHref(info.email) : null;
  const tel = info.phone ? telHref(info.phone) : null;
  const hasInfo = Boolean(info.email || info.phone || info.location || info.operationalHours);

  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-teal-900 sm:text-4xl">Hubungi Kami</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            Ada pertanyaan, saran, atau ingin bekerja sama? Kirimkan pesan kepada kami. Tim kami akan merespon dalam 1-2
            hari kerja.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          {hasInfo ? (
            <section
              aria-labelledby="info-kontak"
              className="h-fit rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 id="info-kontak" className="text-lg font-bold text-stone-900">
                Informasi Kontak
              </h2>
              <ul className="mt-4 space-y-4">
                {info.email ? (
                  <InfoItem icon={ICONS.email} label="Email">
                    {mailto ? (
                      <a href={mailto} className={linkClass}>
                        {info.email}
                      </a>
                    ) : (
                      info.email
                    )}
                  </InfoItem>
                ) : null}
                {info.phone ? (
                  <InfoItem icon={ICONS.phone} label="Telepon">
                    {tel ? (
                      <a href={tel} className={linkClass}>
                        {info.phone}
                      </a>
                    ) : (
                      info.phone
                    )}
                  </InfoItem>
                ) : null}
                {info.location ? (
                  <InfoItem icon={ICONS.location} label="Lokasi">
                    <span className="whitespace-pre-line">{info.location}</span>
                  </InfoItem>
                ) : null}
                {info.operationalHours ? (
                  <InfoItem icon={ICONS.hours} label="Jam Operasional">
                    <span className="whitespace-pre-line">{info.operationalHours}</span>
                  </InfoItem>
                ) : null}
              </ul>
            </section>
          ) : null}

          <section
            aria-labelledby="form-pesan"
            className={`min-w-0 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 ${hasInfo ? "" : "lg:col-span-2"}`}
          >
            <h2 id="form-pesan" className="text-xl font-bold text-stone-900">
              Kirim Pesan
            </h2>
            <UrgentCareNote className="mt-4" />
            <Form method="post" className="mt-5 space-y-4" {...getFormProps(form)}>
              <FormErrors title={messages.contact.sendFailed.title} errors={form.errors} fieldErrors={form.allErrors} />
              <Honeypot />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Nama" field={fields.name} autoComplete="name" />
                <Field label="Email" field={fields.email} type="email" autoComplete="email" />
              </div>
              <Field label="Subjek" field={fields.subject} />
              <TextAreaField label="Pesan" field={fields.message} rows={6} />
              <SubmitButton pendingLabel="Mengirim..." className="w-full sm:w-auto">
                Kirim Pesan
              </SubmitButton>
            </Form>
          </section>
        </div>

        {info.faq.length > 0 ? (
          <section aria-labelledby="faq" className="mt-12">
            <h2 id="faq" className="text-2xl font-bold text-stone-900">
              Pertanyaan yang Sering Diajukan
            </h2>
            <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
              {info.faq.map((entry, index) => (
                <details key={index} className="group p-4 sm:px-5">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 break-words">{entry.question}</span>
                    <span
                      aria-hidden="true"
                      className="shrink-0 text-teal-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-2 whitespace-pre-line break-words text-stone-700">{entry.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ) : null}

        {info.mapUrl ? (
          <section aria-labelledby="lokasi-praktik" className="mt-12">
            <h2 id="lokasi-praktik" className="text-2xl font-bold text-stone-900">
              Lokasi Praktik
            </h2>
            <div className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 shadow-sm">
              <iframe
                title="Lokasi Praktik"
                src={info.mapUrl}
                width={1200}
                height={450}
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                className="block aspect-[4/3] h-auto w-full border-0 sm:aspect-[8/3]"
              />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
