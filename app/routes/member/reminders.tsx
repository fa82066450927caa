import { getFormProps } from "@conform-to/react";
import { data, Form, href, Link, useActionData } from "react-router";
import { buttonClass } from "~/components/Button";
import { CheckboxField, Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { FEED_CALENDAR_NAME } from "~/domain/reminder-calendar";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import {
  CHILD_TOPICS,
  type ChildTopic,
  childItems,
  LEAD_DAYS,
  LEAD_DAYS_NOTE,
  localTime,
  pregnancyItems,
  REMINDER_SOURCES,
  type ReminderItem,
  TIME_ZONE_NAMES,
  TIME_ZONES,
  TOPIC_LABELS,
  type TimeZoneName,
  upcomingItems,
  weighingSince,
  windowPhrase,
} from "~/domain/reminders";
import { savedPlan } from "~/domain/plan-view";
import { SUGGESTED_DAYS_NOTE, VISIT_SPLIT_NOTE } from "~/domain/pregnancy-plan";
import { SITE_NAME } from "~/messages";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import {
  childIdsSent,
  childTopicsField,
  EARLIEST_BIRTH_DAYS,
  FEED_MESSAGES,
  type FeedIntent,
  feedSchema,
  REMINDER_MESSAGES,
  reminderSchema,
} from "~/schemas/reminders";
import { getDb } from "~/server/db.server";
import { SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { loggable } from "~/server/log.server";
import {
  createFeed,
  deleteFeed,
  feedTokenHash,
  feedUrls,
  getReminderPage,
  newFeedHeader,
  readNewFeed,
  saveReminderChoices,
  setFeedNames,
} from "~/server/reminders.server";
import { mailLinkOrigin } from "~/server/links.server";
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

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const { today, latest } = calendarToday();
  const page = await getReminderPage(getDb(env), user.id, weighingSince(today));
  // A calendar address just made is shown this once (the database keeps only its hash).
  const fresh = await readNewFeed(env, request);
  const shown =
    fresh.token && page.feed && (await feedTokenHash(fresh.token)) === page.feed.tokenHash
      ? feedUrls(mailLinkOrigin(request.url, env.PUBLIC_URL) ?? new URL(request.url).origin, fresh.token)
      : null;
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
  const timeZone = (page.settings?.timeZone ?? "WIB") as TimeZoneName;
  return data(
    {
      email: user.email,
      pickerMax: latest,
      constraint: formConstraint(reminderSchema([], calendarToday())),
      settings: {
        timeZone,
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
      feed: page.feed
        ? {
            createdOn: formatLongDate(localTime(page.feed.createdAt.getTime(), timeZone).date),
            names: page.feed.names,
          }
        : null,
      newFeed: shown,
    },
    { headers: fresh.headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const db = getDb(env);
  if (formData.has("intent")) return feedAction(formData, db, user.id, { env, request });
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

/** The calendar address's three forms: make a new one (shown once), names on or off, stop it. */
async function feedAction(
  formData: FormData,
  db: ReturnType<typeof getDb>,
  userId: string,
  toastArgs: { env: Env; request: Request },
) {
  const submission = parseSubmission(formData, feedSchema);
  const back = `${PAGE}#kalender`;
  // Only a forged post sends another intent: refused with the page, nothing changes.
  if (submission.status !== "success") return refuse(submission, { formError: FEED_MESSAGES.intent });
  const { intent, nama } = submission.value;
  if (intent === "kalender-baru") {
    const token = await createFeed(db, userId, nama);
    return redirectWithToast(
      back,
      {
        title: "Alamat Kalender Dibuat",
        description:
          "Salin alamatnya sekarang: alamat hanya ditampilkan sekali. Alamat lama (bila ada) tidak berlaku lagi.",
      },
      { ...toastArgs, headers: { "Set-Cookie": await newFeedHeader(toastArgs.env, toastArgs.request, token) } },
    );
  }
  if (intent === "kalender-nama") {
    const saved = await setFeedNames(db, userId, nama);
    return redirectWithToast(
      back,
      saved
        ? {
            title: "Pilihan Kalender Disimpan",
            description: nama ? "Nama anak ditampilkan di kalender." : "Nama anak tidak ditampilkan di kalender.",
          }
        : { title: "Alamat Kalender Tidak Diubah", description: FEED_MESSAGES.none, variant: "destructive" },
      toastArgs,
    );
  }
  await deleteFeed(db, userId);
  return redirectWithToast(
    back,
    {
      title: "Alamat Kalender Dihentikan",
      description: "Kalender di ponsel tidak diperbarui lagi. Hapus kalender itu dari aplikasi kalender Anda.",
    },
    toastArgs,
  );
}

const TOPIC_OPTIONS = CHILD_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }));

export default function Reminders({ loaderData }: Route.ComponentProps) {
  const { email, pickerMax, constraint, settings, pregnancy, children, anyOn, upcoming, feed, newFeed } = loaderData;
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
                  Jadwal pemeriksaan kehamilan dan tanggal saran
                </summary>
                <p>{VISIT_SPLIT_NOTE}</p>
                <p className="mt-2">{SUGGESTED_DAYS_NOTE}</p>
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
      <CalendarSection feed={feed} newFeed={newFeed} />
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

/** A hidden `intent` and a button: one of the calendar address's forms. */
function FeedForm({
  intent,
  label,
  names,
  keepNames,
  variant = "primary",
}: {
  intent: FeedIntent;
  label: string;
  names?: boolean;
  /** The names choice a new address keeps, sent as it is. */
  keepNames?: boolean;
  variant?: "primary" | "secondary";
}) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      {keepNames ? <input type="hidden" name="nama" value="on" /> : null}
      {names === undefined ? null : (
        <label className="flex min-h-11 items-start gap-2 py-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="nama"
            defaultChecked={names}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 text-teal-700"
          />
          <span>Tampilkan nama anak di kalender (tanpa centang: "Anak 1", "Anak 2")</span>
        </label>
      )}
      <button type="submit" className={buttonClass({ variant, size: "sm" })}>
        {label}
      </button>
    </Form>
  );
}

/** "Kalender di ponsel": the private address, shown once after it is made, and how to add it. */
function CalendarSection({
  feed,
  newFeed,
}: {
  feed: { createdOn: string; names: boolean } | null;
  newFeed: { https: string; webcal: string } | null;
}) {
  return (
    <section id="kalender" aria-labelledby="kalender-title" className="mt-8 scroll-mt-24">
      <h2 id="kalender-title" className="text-xl font-bold text-stone-900">
        Kalender di ponsel
      </h2>
      <p className="mt-2 text-sm text-stone-800">
        Jadwal dari pengingat yang Anda nyalakan bisa tampil di Google Calendar atau Kalender iPhone, dan ikut berubah
        bila HPL, tanggal lahir bayi, atau imunisasi yang dicatat berubah. Pemeriksaan kehamilan tampil pada tanggal
        saran; rentang lengkapnya ada di keterangan acara. Alamatnya rahasia: siapa pun yang memegangnya bisa melihat
        jadwal ini tanpa login. Jangan dibagikan.
      </p>
      {newFeed ? (
        <div className="mt-4 rounded-lg border border-teal-300 bg-teal-50 p-4" role="status">
          <p className="font-semibold text-stone-900">
            Alamat kalender Anda. Salin sekarang: alamat ini hanya ditampilkan sekali.
          </p>
          <label className="mt-3 block text-sm font-medium text-stone-800" htmlFor="alamat-kalender">
            Alamat untuk Google Calendar (tekan lama, pilih semua, lalu salin)
          </label>
          <textarea
            id="alamat-kalender"
            readOnly
            rows={3}
            value={newFeed.https}
            className="mt-1 w-full resize-none break-all rounded border border-stone-300 bg-white p-2 font-mono text-sm text-stone-900"
          />
          <p className="mt-3 text-sm">
            <a
              href={newFeed.webcal}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
            >
              Buka di Kalender iPhone (khusus iPhone dan iPad)
            </a>
          </p>
        </div>
      ) : null}
      {feed ? (
        <div className="mt-4 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800">
          <p>
            Alamat kalender dibuat {feed.createdOn}.{" "}
            {feed.names ? "Nama anak ditampilkan." : "Nama anak tidak ditampilkan."}
          </p>
          <FeedForm intent="kalender-nama" label="Simpan pilihan nama" names={feed.names} variant="secondary" />
          <details className="mt-4">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal-800">
              Ganti atau hentikan alamat kalender
            </summary>
            <p className="mt-2">
              Lupa alamatnya, atau alamat terbagi ke orang lain? Buat alamat baru: alamat lama langsung tidak berlaku,
              dan kalender di ponsel perlu ditambahkan lagi dengan alamat baru.
            </p>
            <FeedForm intent="kalender-baru" label="Buat alamat baru" keepNames={feed.names} variant="secondary" />
            <FeedForm intent="kalender-hapus" label="Hentikan alamat kalender" variant="secondary" />
          </details>
        </div>
      ) : (
        <FeedForm intent="kalender-baru" label="Buat alamat kalender" names={false} />
      )}
      <details className="mt-4 text-sm text-stone-800" open={newFeed !== null}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal-800">
          Cara menambahkan ke Google Calendar atau Kalender iPhone
        </summary>
        <h3 className="mt-2 font-semibold text-stone-900">Google Calendar (Android)</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          <li>Salin alamat untuk Google Calendar di atas.</li>
          <li>
            Buka calendar.google.com di browser dan masuk ke akun Google Anda. Di ponsel, pilih tampilan situs desktop:
            aplikasi Google Calendar tidak bisa menambah kalender dari alamat.
          </li>
          <li>Di samping "Kalender lain", tekan tanda +, lalu pilih "Dari URL".</li>
          <li>Tempel alamatnya, lalu tekan "Tambahkan kalender".</li>
          <li>
            Kalender "{FEED_CALENDAR_NAME}" muncul di aplikasi Google Calendar di ponsel. Google memperbaruinya sendiri,
            kadang baru setelah beberapa jam.
          </li>
        </ol>
        <h3 className="mt-3 font-semibold text-stone-900">Kalender iPhone</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          <li>
            Tekan "Buka di Kalender iPhone" di atas (muncul setelah alamat dibuat), lalu "Berlangganan" (Subscribe).
          </li>
          <li>
            Atau salin alamatnya, lalu buka Pengaturan, Kalender (di iOS terbaru: Pengaturan, App, Kalender), Akun,
            Tambah Akun, Lainnya, Tambah Kalender Langganan. Tempel alamatnya, tekan Berikutnya, lalu Simpan.
          </li>
        </ol>
        <p className="mt-3">
          Berhenti: hapus kalender dari aplikasinya, lalu tekan "Hentikan alamat kalender" di sini agar alamat tidak
          berlaku lagi.
        </p>
      </details>
    </section>
  );
}
