import { getFormProps } from "@conform-to/react";
import { Form, href, Link, useActionData } from "react-router";
import { CheckboxField, Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import {
  CHILD_TOPICS,
  type ChildTopic,
  childItems,
  LEAD_DAYS,
  LEAD_DAYS_NOTE,
  pregnancyItems,
  REMINDER_SOURCES,
  type ReminderItem,
  TIME_ZONE_NAMES,
  TIME_ZONES,
  TOPIC_LABELS,
  type TimeZoneName,
  upcomingItems,
  windowPhrase,
} from "~/domain/reminders";
import { savedPlan } from "~/domain/plan-view";
import { VISIT_SPLIT_NOTE } from "~/domain/pregnancy-plan";
import { SITE_NAME } from "~/messages";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import {
  childIdsSent,
  childTopicsField,
  EARLIEST_BIRTH_DAYS,
  REMINDER_MESSAGES,
  reminderSchema,
} from "~/schemas/reminders";
import { getDb } from "~/server/db.server";
import { SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { loggable } from "~/server/log.server";
import { getReminderPage, saveReminderChoices } from "~/server/reminders.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reminders";

// A member's reminders (issue 37, decision 075): which pregnancy and child topics are on, her
// time zone, and whether mail goes out; with what comes next. Nothing is on until she saves it.

export const meta: Route.MetaFunction = () => [
  { title: `Pengingat | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const PAGE = "/dashboard/pengingat";

/** From the first day of last month: the weights the weighing items read. */
function weighingSince(today: IsoDate): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
  return `${previous}-01`;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { today, latest } = calendarToday();
  const page = await getReminderPage(getDb(args.context.cloudflare.env), user.id, weighingSince(today));
  const on = (childId: number | null, topic: string) =>
    page.topics.some((row) => row.childId === childId && row.topic === topic);
  const birthDate = (page.settings?.birthDate as IsoDate | null) ?? null;
  const plan = page.hpl ? savedPlan(page.hpl.input, today, { anyAge: birthDate !== null }) : null;
  const items: ReminderItem[] = [];
  if (plan && on(null, "kehamilan")) {
    items.push(...pregnancyItems({ input: page.hpl!.input, birthDate, historyId: page.hpl!.id }, today));
  }
  for (const child of page.children) {
    const chosen = CHILD_TOPICS.filter((topic) => on(child.id, topic));
    items.push(...childItems({ ...child, birthDate: child.birthDate as IsoDate }, chosen, today));
  }
  const anyOn = page.topics.length > 0;
  return {
    email: user.email,
    pickerMax: latest,
    constraint: formConstraint(reminderSchema([], calendarToday())),
    settings: {
      timeZone: (page.settings?.timeZone ?? "WIB") as TimeZoneName,
      // A first visit offers mail on; after "berhenti" it stays off until she turns it on.
      emailOn: page.settings ? page.settings.emailOn : true,
      stopped: page.settings !== null && !page.settings.emailOn && anyOn,
      birthDate: birthDate ?? "",
    },
    pregnancy: plan ? { dueDate: formatLongDate(plan.dueDate), on: on(null, "kehamilan") } : null,
    children: page.children.map((child) => ({
      id: child.id,
      name: child.name,
      topics: CHILD_TOPICS.filter((topic) => on(child.id, topic)),
    })),
    anyOn,
    upcoming: upcomingItems(items, today).map((item) => ({
      key: item.key,
      who: item.who,
      title: item.title,
      when: windowPhrase(item, today),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const db = getDb(env);
  const day = calendarToday();
  const page = await getReminderPage(db, user.id, weighingSince(day.today));
  const ids = page.children.map((child) => child.id);
  const submission = parseSubmission(formData, reminderSchema(ids, day));
  // A child that is not hers (or is gone): refused, nothing changes.
  if (childIdsSent(formData).some((id) => !ids.includes(id))) {
    return refuse(submission, { status: 404, formError: REMINDER_MESSAGES.childGone });
  }
  if (submission.status !== "success") return refuse(submission);
  const choices = submission.value;
  const plan = page.hpl ? savedPlan(page.hpl.input, day.today, { anyAge: choices.birthDate !== null }) : null;
  // A birth before 20 weeks of the saved pregnancy is a mistyped date (her own, an older child's).
  if (choices.birthDate && plan && daysBetween(plan.adjustedLastPeriod, choices.birthDate) < EARLIEST_BIRTH_DAYS) {
    return refuse(submission, { fieldErrors: { lahir: [REMINDER_MESSAGES.birthBeforePregnancy] } });
  }
  if (choices.pregnancy && !plan) {
    return refuse(submission, { formError: REMINDER_MESSAGES.noPregnancy });
  }
  try {
    await saveReminderChoices(db, user.id, choices);
  } catch (error) {
    console.error("Gagal menyimpan pengingat", loggable(error));
    return refuse(submission, { status: 500, formError: SAVE_FAILED });
  }
  const anyOn = choices.pregnancy || choices.children.size > 0;
  return redirectWithToast(
    PAGE,
    {
      title: "Pengingat Disimpan",
      description: !anyOn
        ? "Tidak ada pengingat yang menyala."
        : choices.emailOn
          ? "Email pengingat akan dikirim ke alamat akun Anda, mulai pukul 07.00 waktu Anda."
          : "Pilihan disimpan. Email pengingat tidak dikirim sampai Anda menyalakannya.",
    },
    { env, request },
  );
}

const TOPIC_OPTIONS = CHILD_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }));

export default function Reminders({ loaderData }: Route.ComponentProps) {
  const { email, pickerMax, constraint, settings, pregnancy, children, anyOn, upcoming } = loaderData;
  const failed = useActionData<typeof action>();
  const defaults: Record<string, unknown> = {
    zonaWaktu: settings.timeZone,
    email: settings.emailOn ? "on" : "",
    kehamilan: pregnancy?.on ? "on" : "",
    lahir: settings.birthDate,
  };
  for (const child of children) defaults[childTopicsField(child.id)] = child.topics;
  const [form, fields] = useRecipeForm<Record<string, unknown>>({
    lastResult: failed,
    constraint,
    defaultValue: defaults,
  });
  // After a refusal, what she chose comes back: the submitted values, not the stored ones.
  const chosen = (name: string, value: string) => {
    const initial = form.initialValue?.[name];
    return Array.isArray(initial) ? initial.includes(value) : initial === value;
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to={href("/dashboard")} className="inline-flex min-h-11 items-center text-teal-800 underline">
          Kembali ke Dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Pengingat</h1>
      <p className="mt-2 text-stone-800">
        {`${SITE_NAME} bisa mengirim email ${LEAD_DAYS} hari sebelum jadwal periksa kehamilan, imunisasi, cek perkembangan, penimbangan, dan vitamin A dimulai. Jadwal yang sudah berjalan saat Anda menyalakan pengingat dikirim pada hari Senin, dan imunisasi atau cek perkembangan yang terlewat diingatkan sekali pada hari Senin berikutnya. Setiap jadwal diingatkan sekali, paling banyak satu email sehari, mulai pukul 07.00 waktu Anda. Imunisasi yang sudah diberikan? Catat di Anak Saya agar tidak diingatkan. Tidak ada yang menyala sampai Anda memilihnya.`}
      </p>
      {settings.stopped ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status">
          Email pengingat sedang dihentikan. Centang "Kirim pengingat ke email saya" lalu simpan untuk menyalakannya
          lagi.
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" {...getFormProps(form)}>
        <FormErrors title="Pengingat belum disimpan" errors={form.errors} fieldErrors={form.allErrors} />
        <fieldset className="rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-stone-900">Kehamilan</legend>
          {pregnancy ? (
            <>
              <CheckboxField
                name="kehamilan"
                label={`Pemeriksaan kehamilan, kunjungan nifas, dan kunjungan bayi baru lahir (HPL ${pregnancy.dueDate})`}
                defaultChecked={form.initialValue?.kehamilan === "on"}
              />
              <Field
                label="Tanggal lahir bayi (isi setelah melahirkan)"
                field={fields.lahir}
                type="date"
                max={pickerMax}
                hint="Kunjungan nifas dan kunjungan bayi baru lahir dihitung dari tanggal ini, bukan dari HPL."
              />
              <details className="mt-3 text-sm text-stone-700">
                <summary className="min-h-11 cursor-pointer py-2 text-teal-800">
                  Jadwal kehamilan mengikuti Buku KIA 2020
                </summary>
                <p>{VISIT_SPLIT_NOTE}</p>
              </details>
            </>
          ) : (
            <p className="text-sm text-stone-700">
              Belum ada HPL tersimpan.{" "}
              <Link to="/kalkulator" className="text-teal-800 underline">
                Hitung HPL di Kalkulator Kehamilan
              </Link>
              , simpan hasilnya, lalu kembali ke sini.
            </p>
          )}
        </fieldset>
        {children.length === 0 ? (
          <p className="text-sm text-stone-700">
            Belum ada anak tercatat.{" "}
            <Link to={href("/dashboard/anak")} className="text-teal-800 underline">
              Tambahkan anak di Anak Saya
            </Link>{" "}
            untuk pengingat imunisasi, cek perkembangan, penimbangan, dan vitamin A.
          </p>
        ) : (
          children.map((child) => (
            <fieldset key={child.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <legend className="break-words px-1 text-lg font-semibold text-stone-900">{child.name}</legend>
              {TOPIC_OPTIONS.map((option) => (
                <label key={option.value} className="flex min-h-11 items-start gap-2 py-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    name={childTopicsField(child.id)}
                    value={option.value}
                    defaultChecked={chosen(childTopicsField(child.id), option.value as ChildTopic)}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 text-teal-700"
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          ))
        )}
        <fieldset className="rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-stone-900">Email dan zona waktu</legend>
          <CheckboxField
            name="email"
            label={`Kirim pengingat ke email saya (${email})`}
            defaultChecked={form.initialValue?.email === "on"}
          />
          <p className="mt-2 text-sm font-medium text-stone-800">Zona waktu</p>
          {TIME_ZONE_NAMES.map((zone) => (
            <label key={zone} className="flex min-h-11 items-start gap-2 py-2 text-sm text-stone-800">
              <input
                type="radio"
                name="zonaWaktu"
                value={zone}
                required
                defaultChecked={chosen("zonaWaktu", zone)}
                className="mt-0.5 h-4 w-4 shrink-0 border-stone-400 text-teal-700"
              />
              <span>{TIME_ZONES[zone].label}</span>
            </label>
          ))}
          {fields.zonaWaktu?.errors?.[0] ? (
            <p className="mt-1 text-sm text-red-700">{fields.zonaWaktu.errors[0]}</p>
          ) : null}
        </fieldset>
        <SubmitButton pendingLabel="Menyimpan...">Simpan Pengingat</SubmitButton>
      </Form>
      <section aria-labelledby="berikutnya" className="mt-8">
        <h2 id="berikutnya" className="text-xl font-bold text-stone-900">
          Jadwal berikutnya
        </h2>
        {!anyOn ? (
          <p className="mt-2 text-stone-700">Belum ada pengingat yang menyala.</p>
        ) : upcoming.length === 0 ? (
          <p className="mt-2 text-stone-700">Tidak ada jadwal yang akan datang untuk pengingat yang menyala.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {upcoming.map((item) => (
              <li key={item.key} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                <p className="font-semibold break-words">
                  {item.who}: {item.title}
                </p>
                <p className="text-stone-700">{item.when}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-stone-700">
          Tanda bahaya tidak menunggu jadwal:{" "}
          <Link to="/tanda-bahaya" className="text-teal-800 underline">
            lihat tanda bahaya
          </Link>{" "}
          dan segera ke fasilitas kesehatan sekarang bila ada, atau hubungi 119.
        </p>
      </section>
      <details className="mt-8">
        <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold text-stone-900">
          Sumber ({REMINDER_SOURCES.length})
        </summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
          {REMINDER_SOURCES.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ol>
        <p className="mt-2 text-sm text-stone-700">{LEAD_DAYS_NOTE}</p>
      </details>
    </div>
  );
}
