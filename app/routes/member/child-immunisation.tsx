import { getFormProps } from "@conform-to/react";
import { data, Form, href, Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { FORM_DOWNLOAD, FORM_PRINT } from "~/client/forms/contract";
import { attr } from "~/client/names";
import { buttonClass } from "~/components/Button";
import { FormCard } from "~/components/ChildForms";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import {
  CheckboxField,
  Field,
  FormAlert,
  FormErrors,
  SelectField,
  SubmitButton,
  useRecipeForm,
} from "~/components/forms";
import { ChildNotFoundBoundary } from "~/components/ChildNotFound";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import { formatAgeDays } from "~/domain/growth-check-form";
import { JE_REGIONS, scheduledDose } from "~/domain/immunisation";
import { MEMBER_PAGE_SOURCES } from "~/domain/immunisation-page";
import {
  DOSE_STATUS_LABELS,
  type DoseStatus,
  IMMUNISATION_LIMITS,
  IMMUNISATION_MESSAGES,
  immunisationPlan,
  LATE_ADVICE,
  nextToCopy,
} from "~/domain/immunisation-status";
import { immunisationPageView } from "~/domain/immunisation-view";
import { messages, SITE_NAME } from "~/messages";
import { BAD_REQUEST_MESSAGE, firstError, formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { deleteDoseSchema, doseEditSchema, doseFields, doseSchema } from "~/schemas/immunisation";
import { childIdFrom, childNotFound } from "~/server/child-params.server";
import { getDb } from "~/server/db.server";
import { dispatchIntent, SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { addDose, deleteDose, getChildDoses, isDuplicateDose, updateDose } from "~/server/immunisations.server";
import { loggable } from "~/server/log.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/child-immunisation";

// A child's immunisations (issue 35, decision 072): the national schedule dated from the birth
// date, each dose's status today, the forms to record, correct and remove a dose, and a card to
// print (the next doses as a calendar file: ./child-immunisation-calendar.ts). Only the child's owner sees or changes any of it:
// another member's child (or none) is a 404, as on the child's page.

export const meta: Route.MetaFunction = () => [
  { title: `Imunisasi Anak | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export const ErrorBoundary = ChildNotFoundBoundary;

const INTENTS = {
  add: "add-dose",
  edit: "edit-dose",
  remove: "delete-dose",
} as const;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = childIdFrom(args.params.id);
  const found = await getChildDoses(getDb(args.context.cloudflare.env), user.id, id);
  if (!found) childNotFound();
  const { child, doses } = found;
  const day = calendarToday();
  const birth = child.birthDate as IsoDate;
  return {
    child: {
      id: child.id,
      name: child.name,
      born: formatLongDate(birth),
      age: formatAgeDays(Math.max(0, daysBetween(birth, day.today)), day.today),
      premature: child.gestationalWeeks !== null && child.gestationalWeeks < 37,
    },
    // The form offers the last record's date and place right after a save: a visit's doses share them.
    ...immunisationPageView(birth, day.today, doses),
    today: day.today,
    pickerMax: day.latest,
    constraint: formConstraint(doseFields),
  };
}

/** A write D1 refused: logged without its values, and the form back with what was typed. */
function failedWrite(submission: Parameters<typeof refuse>[0], error: unknown) {
  console.error("Gagal menyimpan imunisasi", loggable(error));
  return refuse(submission, { status: 500, formError: SAVE_FAILED });
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const id = childIdFrom(params.id);
  const db = getDb(env);
  // Another member's child (or none): 404 for every form, before anything is read or changed.
  const found = await getChildDoses(db, user.id, id);
  if (!found) childNotFound();
  const { child, doses } = found;
  const day = calendarToday();
  const context_ = { birthDate: child.birthDate as IsoDate, latestToday: day.latest, recorded: doses };
  const page = href("/dashboard/anak/:id/imunisasi", { id: String(id) });
  const toastArgs = { env, request };
  return dispatchIntent(formData, {
    [INTENTS.add]: async () => {
      const submission = parseSubmission(formData, doseSchema(context_));
      if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
      let recordId: number | null;
      try {
        recordId = await addDose(db, user.id, id, submission.value);
      } catch (error) {
        // The same dose recorded meanwhile (another tab): said on its field, nothing written.
        if (isDuplicateDose(error)) {
          const label = scheduledDose(submission.value.dose)?.label ?? submission.value.dose;
          return refuse(submission, { status: 409, fieldErrors: { dose: [IMMUNISATION_MESSAGES.twice(label)] } });
        }
        return failedWrite(submission, error);
      }
      if (recordId === null) childNotFound();
      // Copying the Buku KIA: the form comes back with the next dose of the same age chosen (and
      // the same date and place), so a visit's doses take one tap each.
      const recorded = [...doses, { id: recordId, ...submission.value }];
      const next = nextToCopy(immunisationPlan(context_.birthDate, day.today, recorded), submission.value.dose);
      if (next) {
        const label = scheduledDose(next)?.label ?? next;
        return redirectWithToast(
          `${page}?catat=${next}&lanjut=1#catat`,
          { ...messages.immunisation.added, description: `Berikutnya ${label}: simpan bila tercatat di Buku KIA.` },
          toastArgs,
        );
      }
      return redirectWithToast(`${page}#dosis-${submission.value.dose}`, messages.immunisation.added, toastArgs);
    },

    [INTENTS.edit]: async () => {
      const submission = parseSubmission(formData, doseEditSchema(context_));
      if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
      const { id: recordId, dose } = submission.value;
      // The correction form sends the record's own vaccine: another one is a forged post.
      const stored = doses.find((row) => row.id === recordId);
      if (stored && stored.dose !== dose.dose) throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
      let updated: boolean;
      try {
        updated = await updateDose(db, user.id, id, recordId, dose);
      } catch (error) {
        if (isDuplicateDose(error)) {
          return refuse(submission, {
            status: 409,
            fieldErrors: { dose: [IMMUNISATION_MESSAGES.twice(scheduledDose(dose.dose)?.label ?? dose.dose)] },
          });
        }
        return failedWrite(submission, error);
      }
      if (!updated) childNotFound();
      return redirectWithToast(`${page}#dosis-${dose.dose}`, messages.immunisation.updated, toastArgs);
    },

    [INTENTS.remove]: async () => {
      const submission = parseSubmission(formData, deleteDoseSchema);
      if (submission.status !== "success") {
        return redirectWithToast(
          `${page}#jadwal`,
          { title: messages.children.deleteFailed, description: firstError(submission), variant: "destructive" },
          toastArgs,
        );
      }
      // Gone already (a second tap, another tab): said, not a page saying the child is gone.
      if (!(await deleteDose(db, user.id, id, submission.value.recordId))) {
        return redirectWithToast(
          `${page}#jadwal`,
          { ...messages.immunisation.alreadyDeleted, variant: "destructive" },
          toastArgs,
        );
      }
      return redirectWithToast(`${page}#jadwal`, messages.immunisation.deleted, toastArgs);
    },
  });
}

type Loaded = Route.ComponentProps["loaderData"];
type DoseView = Loaded["doses"][number];

const STATUS_STYLE: Record<DoseStatus, string> = {
  sudah: "border-emerald-300 bg-emerald-50 text-emerald-900",
  sekarang: "border-sky-300 bg-sky-50 text-sky-900",
  "akan-datang": "border-stone-300 bg-stone-50 text-stone-800",
  terlambat: "border-amber-300 bg-amber-50 text-amber-950",
  menunggu: "border-stone-300 bg-white text-stone-800",
  "lewat-batas": "border-stone-300 bg-stone-100 text-stone-700",
  daerah: "border-stone-300 bg-white text-stone-700",
};

const STATUS_MARK: Record<DoseStatus, string> = {
  sudah: "✓",
  sekarang: "●",
  "akan-datang": "○",
  terlambat: "!",
  menunggu: "…",
  "lewat-batas": "×",
  daerah: "–",
};

function StatusBadge({ status }: { status: DoseStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
    >
      <span aria-hidden="true">{STATUS_MARK[status]}</span>
      {DOSE_STATUS_LABELS[status]}
    </span>
  );
}

const labels = (doses: readonly DoseView[]) => doses.map((dose) => dose.label).join(", ");

/** The doses grouped by the age the schedule writes, in schedule order. */
function byAge(doses: readonly DoseView[]) {
  const groups: { ageText: string; window: string; doses: DoseView[] }[] = [];
  for (const dose of doses) {
    const group = groups.find((item) => item.ageText === dose.ageText);
    if (group) group.doses.push(dose);
    else groups.push({ ageText: dose.ageText, window: dose.window, doses: [dose] });
  }
  return groups;
}

export default function ChildImmunisation({ loaderData, actionData }: Route.ComponentProps) {
  const { child, doses, summary, hasUpcoming, today, pickerMax, constraint, last } = loaderData;
  const [searchParams] = useSearchParams();
  const page = href("/dashboard/anak/:id/imunisasi", { id: String(child.id) });
  const refusedIntent = actionData?.initialValue?.intent;
  const refusedFor = (intent: string) => (refusedIntent === intent ? actionData : undefined);

  const editReply = refusedFor(INTENTS.edit);
  const editingId = editReply ? String(editReply.initialValue?.recordId ?? "") : (searchParams.get("ubah") ?? "");
  const editing = doses.find((dose) => dose.recorded && String(dose.recorded.id) === editingId);
  const chosen = searchParams.get("catat");
  const continuing = searchParams.get("lanjut") === "1";
  const open = doses.filter((dose) => !dose.recorded);

  const [addForm, addFields] = useRecipeForm<z.input<typeof doseFields>>({
    id: "catat-imunisasi-form",
    lastResult: refusedFor(INTENTS.add),
    constraint,
    defaultValue: {
      dose: open.some((dose) => dose.id === chosen) ? chosen : "",
      // Right after a save (the redirect says "lanjut"), the same visit's date and place.
      givenOn: (continuing && last?.givenOn) || today,
      place: (continuing && last?.place) || "",
    },
  });
  const [editForm, editFields] = useRecipeForm<z.input<typeof doseFields>>({
    id: "ubah-imunisasi-form",
    lastResult: editReply,
    constraint,
    defaultValue: editing?.recorded?.form,
  });
  const claimed = refusedIntent === INTENTS.add || (refusedIntent === INTENTS.edit && editing !== undefined);
  const unclaimed = actionData && !claimed ? firstError(actionData) : undefined;
  const childPage = href("/dashboard/anak/:id", { id: String(child.id) });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:p-0">
      <nav aria-label="Remah roti" className="break-words text-sm text-stone-600 print:hidden">
        <Link to={href("/dashboard")} className="text-teal-800 underline hover:no-underline">
          Dashboard
        </Link>{" "}
        /{" "}
        <Link to={href("/dashboard/anak")} className="text-teal-800 underline hover:no-underline">
          Anak Saya
        </Link>{" "}
        /{" "}
        <Link to={childPage} className="text-teal-800 underline hover:no-underline">
          {child.name}
        </Link>{" "}
        / Imunisasi
      </nav>
      <div className="immunisation-card">
        <h1 className="mt-2 break-words text-2xl font-bold text-stone-900 sm:text-3xl print:text-xl">
          Imunisasi {child.name}
        </h1>
        <p className="mt-1 text-stone-700">
          lahir {child.born} · usia {child.age}
        </p>
        <p className="mt-2 text-sm text-stone-700 print:hidden">
          Jadwal yang dipakai: <strong>Program Imunisasi Nasional (Kemenkes RI)</strong>, dihitung dari tanggal lahir
          anak. Bila bidan, puskesmas, atau dokter memberi jadwal lain (misalnya jadwal IDAI), ikuti jadwal mereka.{" "}
          <Link to="/imunisasi" className="text-teal-800 underline print:no-underline">
            Tentang jadwal ini
          </Link>
        </p>
        {child.premature ? (
          <p className="mt-2 text-sm text-stone-700 print:hidden" data-testid="premature-note">
            Anak lahir sebelum 37 minggu: untuk imunisasi dipakai usia sejak lahir, bukan usia koreksi seperti pada
            grafik pertumbuhan. Bayi prematur yang sehat diimunisasi pada usia yang sama dengan bayi cukup bulan. Bila
            HB0 ditunda oleh petugas karena berat lahir rendah, ikuti jadwal dari petugas.
          </p>
        ) : null}

        {actionData && !claimed ? (
          <div className="mt-4 print:hidden">
            <FormAlert title={messages.children.saveFailed} message={unclaimed ?? "Periksa kembali isian Anda."} />
          </div>
        ) : null}

        <section id="ringkasan" aria-labelledby="ringkasan-title" className="mt-6 scroll-mt-24 space-y-3 print:hidden">
          <h2 id="ringkasan-title" className="sr-only">
            Ringkasan
          </h2>
          {summary.late.length > 0 && summary.given === 0 ? (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="late">
              <p className="font-semibold">Belum ada imunisasi yang dicatat.</p>
              <p className="mt-1 text-sm">
                Salin tanggal setiap imunisasi dari Buku KIA agar jadwal {child.name} tepat.{" "}
                <Link to="#catat" className="font-medium text-teal-800 underline">
                  Catat dari Buku KIA
                </Link>
              </p>
            </div>
          ) : summary.late.length > 0 ? (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="late">
              <p className="font-semibold">Sudah lewat jadwal dan belum dicatat: {labels(summary.late)}</p>
              <p className="mt-1 text-sm">{LATE_ADVICE}</p>
            </div>
          ) : null}
          {summary.pastLimit.length > 0 && summary.given > 0 ? (
            <p
              className="rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm text-stone-800"
              data-testid="past-limit"
            >
              {summary.pastLimit[0]?.note}
            </p>
          ) : null}
          {summary.dueNow.length > 0 ? (
            <div className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950" data-testid="due-now">
              <p className="font-semibold">Jadwalnya sekarang: {labels(summary.dueNow)}</p>
              <p className="mt-1 text-sm">
                Waktu anjuran sampai {summary.dueNow[0]?.endLong}. Datang ke posyandu, puskesmas, atau bidan dengan
                membawa Buku KIA. Bila tanggal itu terlewat, tetap datang: imunisasi yang tertinggal bisa dikejar.
              </p>
            </div>
          ) : null}
          {summary.waiting.length > 0 && summary.given > 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-800" data-testid="waiting">
              <span className="font-semibold">Menunggu dosis sebelumnya:</span> {labels(summary.waiting)}. Diberikan
              setelah dosis sebelumnya dalam seri yang sama; petugas yang menentukan jaraknya.
            </p>
          ) : null}
          {summary.next ? (
            <p className="rounded-xl border border-stone-200 bg-white p-4 text-stone-800" data-testid="next">
              <span className="font-semibold">Berikutnya mulai {summary.next.date}:</span> {labels(summary.next.doses)}
            </p>
          ) : summary.late.length === 0 && summary.dueNow.length === 0 && summary.waiting.length === 0 ? (
            <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
              {summary.pastLimit.length > 0
                ? "Imunisasi rutin lain sampai usia 2 tahun sudah tercatat; rotavirus sudah lewat batas usia."
                : "Semua imunisasi rutin sampai usia 2 tahun sudah tercatat."}{" "}
              Di {JE_REGIONS}, pastikan JE juga sudah diberikan. Imunisasi berikutnya diberikan di sekolah dasar (BIAS,
              kelas 1, 2 dan 5).
            </p>
          ) : null}
        </section>

        <section id="jadwal" aria-labelledby="jadwal-title" className="mt-8 scroll-mt-24">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="jadwal-title" className="text-lg font-semibold text-stone-900">
              Kartu Imunisasi ({summary.given} dari {summary.total} tercatat)
            </h2>
            <button
              type="button"
              {...attr(FORM_PRINT)}
              hidden
              className={buttonClass({ variant: "secondary", size: "sm", className: "print:hidden" })}
            >
              Cetak Kartu
            </button>
          </div>
          <p className="mt-1 text-sm text-stone-700 print:hidden">
            Tanggal dalam kurung adalah waktu anjuran, dihitung dari tanggal lahir. Saat dicetak (menu Cetak di
            browser), kartu ini muat di satu halaman A4 tanpa formulir, untuk dibawa ke posyandu atau bidan bersama Buku
            KIA.
          </p>
          <ol className="mt-4 space-y-4 print:mt-2 print:space-y-1">
            {byAge(doses).map((group) => (
              <li key={group.ageText} className="break-inside-avoid">
                <h3 className="text-sm font-semibold text-stone-900">
                  Usia {group.ageText} <span className="font-normal text-stone-600">({group.window})</span>
                </h3>
                <ul className="mt-1 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white print:rounded-none">
                  {group.doses.map((dose) => (
                    <li
                      key={dose.id}
                      id={`dosis-${dose.id}`}
                      className="scroll-mt-24 px-3 py-2 print:flex print:items-center print:gap-x-3 print:py-0.5"
                      data-testid="dose"
                      data-dose={dose.id}
                      data-status={dose.status}
                    >
                      {/* On paper one line a dose: name, date given, status. */}
                      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 print:contents">
                        <p className="font-medium text-stone-900 print:order-1 print:flex-1">
                          {dose.label}
                          {dose.vaccine !== dose.label ? (
                            <span className="block text-xs font-normal text-stone-600 print:inline print:pl-2">
                              {dose.vaccine}
                            </span>
                          ) : null}
                        </p>
                        <span className="print:order-3">
                          <StatusBadge status={dose.status} />
                        </span>
                      </div>
                      {dose.recorded ? (
                        <p className="mt-1 text-sm text-stone-800 print:order-2 print:mt-0">
                          Diberikan {dose.recorded.date}
                          {dose.recorded.place ? ` di ${dose.recorded.place}` : ""}
                        </p>
                      ) : dose.status === "daerah" ? (
                        <p className="mt-1 text-sm text-stone-700 print:hidden">
                          Hanya diberikan di {JE_REGIONS}. Bila tinggal di sana, tanyakan jadwalnya pada bidan atau
                          puskesmas.
                        </p>
                      ) : dose.id === "hb0" && dose.status === "terlambat" ? (
                        <p className="mt-1 text-sm text-stone-700 print:hidden">
                          Bayi dengan berat lahir kurang dari 2.000 gram: HB0 bisa ditunda oleh petugas; ikuti jadwal
                          dari petugas.
                        </p>
                      ) : dose.note ? (
                        <p className="mt-1 text-sm text-stone-800 print:hidden">{dose.note}</p>
                      ) : dose.latest?.forSeries ? (
                        <p className="mt-1 text-sm text-stone-700 print:hidden">
                          Jangan ditunda: dosis terakhir harus selesai paling lambat usia {dose.latest.text} (
                          {dose.latest.date}).
                        </p>
                      ) : dose.latest ? (
                        <p className="mt-1 text-sm text-stone-700 print:hidden">
                          Paling lambat usia {dose.latest.text} ({dose.latest.date}).
                        </p>
                      ) : null}
                      {editing?.id === dose.id && dose.recorded ? (
                        <Form
                          method="post"
                          action={`${page}#dosis-${dose.id}`}
                          className="mt-3 space-y-4 border-t border-stone-200 pt-3 print:hidden"
                          {...getFormProps(editForm)}
                        >
                          <FormErrors
                            title={messages.children.saveFailed}
                            errors={editForm.errors}
                            fieldErrors={editForm.allErrors}
                          />
                          <input type="hidden" name="intent" value={INTENTS.edit} />
                          <input type="hidden" name="recordId" value={dose.recorded.id} />
                          <input type="hidden" name="dose" value={dose.id} />
                          <DoseDateFields fields={editFields} pickerMax={pickerMax} idPrefix={`ubah-${dose.id}`} />
                          <div className="flex flex-wrap gap-3">
                            <SubmitButton pendingLabel="Menyimpan...">Simpan Perubahan</SubmitButton>
                            <Link to={`${page}#dosis-${dose.id}`} className={buttonClass({ variant: "quiet" })}>
                              Batal
                            </Link>
                          </div>
                        </Form>
                      ) : (
                        <div className="mt-1 flex flex-wrap items-start gap-2 print:hidden">
                          {dose.recorded ? (
                            <>
                              <Link
                                to={`?ubah=${dose.recorded.id}#dosis-${dose.id}`}
                                className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-teal-800 underline hover:bg-teal-50"
                              >
                                Ubah<span className="sr-only"> {dose.label}</span>
                              </Link>
                              <ConfirmDelete
                                intent={INTENTS.remove}
                                action={page}
                                fields={{ recordId: String(dose.recorded.id) }}
                                question={`Hapus catatan ${dose.label}?`}
                                what={`catatan ${dose.label}`}
                              />
                            </>
                          ) : dose.status !== "akan-datang" ? (
                            <Link
                              to={`?catat=${dose.id}#catat`}
                              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-teal-800 underline hover:bg-teal-50"
                            >
                              Catat<span className="sr-only"> {dose.label}</span>
                            </Link>
                          ) : null}
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <p className="mt-3 hidden text-xs text-stone-700 print:block">
            Program Imunisasi Nasional (Kemenkes RI). Dicetak dari {SITE_NAME}; catatan diisi oleh orang tua. Ikuti
            jadwal dari bidan atau puskesmas.
          </p>
        </section>
      </div>

      <FormCard id="catat" title="Catat Imunisasi">
        {open.length === 0 ? (
          <p className="mt-3 text-stone-700">Semua imunisasi dalam jadwal sudah tercatat.</p>
        ) : (
          <Form method="post" action={`${page}#catat`} className="mt-4 space-y-5" {...getFormProps(addForm)}>
            <FormErrors title={messages.children.saveFailed} errors={addForm.errors} fieldErrors={addForm.allErrors} />
            <input type="hidden" name="intent" value={INTENTS.add} />
            <SelectField
              id="catat-dose"
              label="Imunisasi"
              field={addFields.dose}
              required
              options={[
                { value: "", label: "Pilih imunisasi" },
                ...open.map((dose) => ({ value: dose.id, label: `${dose.label} · usia ${dose.ageText}` })),
              ]}
              hint="Salin dari Buku KIA: satu catatan untuk setiap imunisasi."
            />
            <DoseDateFields fields={addFields} pickerMax={pickerMax} idPrefix="catat" />
            <SubmitButton pendingLabel="Menyimpan..." className="w-full sm:w-auto">
              Simpan
            </SubmitButton>
          </Form>
        )}
      </FormCard>

      <FormCard id="kalender" title="Masukkan ke Kalender">
        {hasUpcoming ? (
          <form
            method="post"
            action={href("/dashboard/anak/:id/imunisasi/kalender", { id: String(child.id) })}
            className="mt-3 space-y-3"
            {...attr(FORM_DOWNLOAD)}
          >
            <p className="text-sm text-stone-700">
              Unduh berkas kalender (.ics): setiap jadwal imunisasi berikutnya masuk ke kalender pada hari pertamanya.
              Berkas berisi pengingat pukul 08.00, tetapi sebagian aplikasi (misalnya Google Kalender) tidak memakainya:
              periksa pengingatnya setelah berkas dibuka. Berkas hanya berisi tanggal dan nama imunisasi.
            </p>
            <input type="hidden" name="intent" value="calendar" />
            <CheckboxField name="withName" label={`Tulis nama "${child.name}" di kalender`} />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Unduh Kalender
            </button>
          </form>
        ) : (
          <p className="mt-3 text-sm text-stone-700">
            Tidak ada imunisasi yang akan datang untuk dimasukkan ke kalender.
          </p>
        )}
      </FormCard>

      <p className="mt-8 rounded-md border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-950 print:hidden">
        Setelah imunisasi, demam ringan, rewel, serta nyeri atau bengkak di bekas suntikan biasanya hilang dalam 1-2
        hari. Ke fasilitas kesehatan sekarang juga, siang maupun malam, bila anak kejang, sesak atau sulit bernapas,
        sangat lemas atau sulit dibangunkan, tidak mau menyusu atau minum sama sekali, muntah terus, diare hebat atau
        tidak buang air kecil, atau (setelah rotavirus) tampak kesakitan dengan tinja bercampur darah dan lendir. Ke IGD
        terdekat sekarang juga atau telepon 119 bila muncul biduran, bengkak di tenggorokan, suara serak, atau napas
        berbunyi. Demam di atas 39 °C: periksakan hari ini juga. Bayi di bawah 1 bulan yang demam (37,5 °C atau lebih)
        atau teraba dingin: sekarang juga.{" "}
        <Link to="/imunisasi#tanda-bahaya-imunisasi" className="underline">
          Tanda bahaya setelah imunisasi dan sumbernya
        </Link>
      </p>
      <section aria-labelledby="sumber-title" className="mt-6 text-sm text-stone-700 print:hidden">
        <h2 id="sumber-title" className="font-semibold text-stone-900">
          Sumber
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {MEMBER_PAGE_SOURCES.map((source) => (
            <li key={source.url}>
              <a href={source.url} className="break-words text-teal-800 underline" rel="noopener noreferrer">
                {source.citation}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Meta = Parameters<typeof Field>[0]["field"];

/** The date given and the place, shared by the record and the correction forms. */
function DoseDateFields({
  fields,
  pickerMax,
  idPrefix,
}: {
  fields: { givenOn: Meta; place: Meta };
  pickerMax: string;
  idPrefix: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-givenOn`}
        label="Tanggal diberikan"
        field={fields.givenOn}
        type="date"
        required
        max={pickerMax}
      />
      <Field
        id={`${idPrefix}-place`}
        label="Tempat (tidak wajib)"
        field={fields.place}
        maxLength={IMMUNISATION_LIMITS.placeMax}
        hint="Misalnya Posyandu Melati atau Puskesmas Ciracas."
      />
    </div>
  );
}
