import { getFormProps } from "@conform-to/react";
import { FORM_PRINT } from "~/client/forms/contract";
import { attr } from "~/client/names";
import { data, Form, href, Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { buttonClass } from "~/components/Button";
import { ChildFields, FormCard, MeasurementFields } from "~/components/ChildForms";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { FormAlert, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { GrowthChart } from "~/components/GrowthChart";
import { GrowthAttention, IndicatorTable } from "~/components/GrowthRecord";
import { PracticeMarks } from "~/components/PracticeMarks";
import { practiceMarks } from "~/domain/care-list";
import { SourceList, usePageReview } from "~/components/MedicalReview";
import { ChildNotFoundBoundary } from "~/components/ChildNotFound";
import {
  CHILD_LIMITS,
  CHILD_MESSAGES,
  type ChildFacts,
  childCharts,
  firstUnscorable,
  MEASUREMENT_MESSAGES,
  measurementHistories,
  SEX_LABELS,
  scoreMeasurement,
} from "~/domain/children";
import { attentionBox, childMeasurementView } from "~/domain/child-measurement-view";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import { immunisationGlance } from "~/domain/immunisation-status";
import { ImmunisationGlance, glanceView } from "~/components/ImmunisationGlance";
import { DevelopmentGlance } from "~/components/DevelopmentChecklist";
import { developmentGlance } from "~/domain/development-check";
import { developmentGlanceView } from "~/domain/development-view";
import { CHILD_DANGER_SIGNS, formatAgeDays, OEDEMA_NOTE, STANDING_YOUNG_NOTE } from "~/domain/growth-check-form";
import { KBM_TABLE, MONTHLY_GAP_DAYS } from "~/domain/growth-over-time";
import { formatNumber } from "~/domain/numbers";
import { messages, SITE_NAME } from "~/messages";
import {
  childFields,
  childSchema,
  deleteChildSchema,
  deleteMeasurementSchema,
  measurementEditSchema,
  measurementFields,
  measurementSchema,
} from "~/schemas/children";
import { BAD_REQUEST_MESSAGE, firstError, formConstraint, parseSubmission, refuse } from "~/schemas/form";
import {
  addMeasurement,
  type ChildRow,
  deleteChild,
  deleteMeasurement,
  getChild,
  updateChild,
  updateMeasurement,
} from "~/server/children.server";
import { childIdFrom, childNotFound } from "~/server/child-params.server";
import { getDb } from "~/server/db.server";
import { dispatchIntent, SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { mailLinkOrigin } from "~/server/links.server";
import { loggable } from "~/server/log.server";
import { redirectWithToast } from "~/server/toast.server";
import { growthTables } from "~/server/who.server";
import type { Route } from "./+types/child";

// One of the member's children (issue 16, part 3): its measurements with WHO z-scores and the
// Permenkes 2/2020 categories, the forms to add, edit and delete them, and the child's own data.
// Only its owner sees or changes any of it: another member's child (or none) is a 404, so an id
// tells nobody whether it exists.

export const meta: Route.MetaFunction = () => [
  { title: `Pengukuran Anak | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export const ErrorBoundary = ChildNotFoundBoundary;

const INTENTS = {
  addMeasurement: "add-measurement",
  editMeasurement: "edit-measurement",
  deleteMeasurement: "delete-measurement",
  editChild: "edit-child",
  deleteChild: "delete-child",
} as const;

const facts = (child: ChildRow): ChildFacts => ({
  sex: child.sex,
  birthDate: child.birthDate,
  gestationalWeeks: child.gestationalWeeks,
});

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = childIdFrom(args.params.id);
  const found = await getChild(getDb(args.context.cloudflare.env), user.id, id);
  if (!found) childNotFound();
  const { child, measurements, doses, checks, marks } = found;
  const day = calendarToday();
  const tables = growthTables();
  const immunisation = immunisationGlance(child.birthDate as IsoDate, day.today, doses);
  const rows = measurements.map((row) => ({
    measurement: row,
    scored: scoreMeasurement(tables, facts(child), row, day),
  }));
  const histories = measurementHistories(rows);
  const views = rows.map(({ measurement, scored }, index) =>
    childMeasurementView(measurement, scored, histories[index]),
  );
  return {
    child: {
      id: child.id,
      name: child.name,
      sex: SEX_LABELS[child.sex],
      born: formatLongDate(child.birthDate as IsoDate),
      age: formatAgeDays(Math.max(0, daysBetween(child.birthDate as IsoDate, day.today)), day.today),
      gestationalWeeks: child.gestationalWeeks === null ? null : formatNumber(child.gestationalWeeks, 1),
      form: {
        name: child.name,
        sex: child.sex,
        birthDate: child.birthDate,
        gestationalWeeks: child.gestationalWeeks === null ? "" : formatNumber(child.gestationalWeeks, 1),
      },
    },
    measurements: views,
    immunisation: glanceView(
      child.id,
      immunisation,
      mailLinkOrigin(args.request.url, args.context.cloudflare.env.PUBLIC_URL),
    ),
    development: developmentGlanceView(
      child.id,
      developmentGlance(
        { birthDate: child.birthDate as IsoDate, gestationalWeeks: child.gestationalWeeks },
        day.today,
        checks,
      ),
    ),
    attention: attentionBox(views, day.today),
    // What the midwives marked done at the practice for this child (issue 38).
    marks: practiceMarks(marks, `anak:${child.id}:`, () => child.name),
    charts: childCharts(tables, child.sex, rows, histories),
    correctedAge: rows.some(({ scored }) => scored.ok && scored.ageUsed === "corrected"),
    full: measurements.length >= CHILD_LIMITS.measurements,
    today: day.today,
    pickerMax: day.latest,
    childConstraint: formConstraint(childFields),
    measurementConstraint: formConstraint(measurementFields),
  };
}

/** A write D1 refused: logged without its values, and the form back with what was typed. */
function failedWrite<S extends z.ZodType>(submission: Parameters<typeof refuse<S>>[0], error: unknown) {
  console.error("Gagal menyimpan data anak", loggable(error));
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
  const found = await getChild(db, user.id, id);
  if (!found) childNotFound();
  const { child, measurements, doses } = found;
  const day = calendarToday();
  const tables = growthTables();
  const page = href("/dashboard/anak/:id", { id: String(id) });
  const toastArgs = { env, request };
  return dispatchIntent(formData, {
    [INTENTS.addMeasurement]: async () => {
      const submission = parseSubmission(formData, measurementSchema(tables, facts(child), day));
      if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
      if (measurements.length >= CHILD_LIMITS.measurements) {
        return refuse(submission, { status: 409, formError: MEASUREMENT_MESSAGES.tooMany });
      }
      let measurementId: number | null;
      try {
        measurementId = await addMeasurement(db, user.id, id, submission.value);
      } catch (error) {
        return failedWrite(submission, error);
      }
      // Checked above: the child went meanwhile, or another request filled the last place.
      if (measurementId === null) return refuse(submission, { status: 409, formError: MEASUREMENT_MESSAGES.tooMany });
      // A severe sign goes to the attention box, where its "hari ini" is (issue 34).
      const scored = scoreMeasurement(tables, facts(child), submission.value, day);
      const target = scored.ok && scored.severeSigns.length > 0 ? "#perhatian" : `#ukuran-${measurementId}`;
      return redirectWithToast(`${page}${target}`, messages.children.measurementAdded, toastArgs);
    },

    [INTENTS.editMeasurement]: async () => {
      const submission = parseSubmission(formData, measurementEditSchema(tables, facts(child), day));
      if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
      const { id: measurementId, measurement: read } = submission.value;
      // A form opened before issue 34 has no LiLA or oedema: it keeps what is stored, not erases it.
      const stored = measurements.find((row) => row.id === measurementId);
      const measurement = {
        ...read,
        armCm: formData.has("arm") ? read.armCm : (stored?.armCm ?? null),
        oedema: formData.has("oedema") ? read.oedema : (stored?.oedema ?? null),
      };
      let updated: boolean;
      try {
        updated = await updateMeasurement(db, user.id, id, measurementId, measurement);
      } catch (error) {
        return failedWrite(submission, error);
      }
      if (!updated) childNotFound();
      return redirectWithToast(`${page}#ukuran-${measurementId}`, messages.children.measurementUpdated, toastArgs);
    },

    [INTENTS.deleteMeasurement]: async () => {
      const submission = parseSubmission(formData, deleteMeasurementSchema);
      if (submission.status !== "success") {
        return redirectWithToast(
          `${page}#riwayat`,
          { title: messages.children.deleteFailed, description: firstError(submission), variant: "destructive" },
          toastArgs,
        );
      }
      if (!(await deleteMeasurement(db, user.id, id, submission.value.measurementId))) childNotFound();
      return redirectWithToast(`${page}#riwayat`, messages.children.measurementDeleted, toastArgs);
    },

    [INTENTS.editChild]: async () => {
      const submission = parseSubmission(formData, childSchema(day, { stored: child.birthDate }));
      if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
      const changed = submission.value;
      // Every stored measurement must still be one the table can score with the new facts.
      if (firstUnscorable(tables, changed, measurements, day)) {
        return refuse(submission, { fieldErrors: { birthDate: [CHILD_MESSAGES.breaksMeasurements] } });
      }
      // Nor may a recorded immunisation fall before the new birth date (issue 35).
      if (doses.some((dose) => dose.givenOn < changed.birthDate)) {
        return refuse(submission, { fieldErrors: { birthDate: [CHILD_MESSAGES.breaksDoses] } });
      }
      let updated: boolean;
      try {
        updated = await updateChild(db, user.id, id, changed);
      } catch (error) {
        return failedWrite(submission, error);
      }
      if (!updated) childNotFound();
      return redirectWithToast(`${page}#data-anak`, messages.children.updated, toastArgs);
    },

    [INTENTS.deleteChild]: async () => {
      const submission = parseSubmission(formData, deleteChildSchema);
      if (submission.status !== "success") {
        return redirectWithToast(
          `${page}#data-anak`,
          { title: messages.children.deleteFailed, description: firstError(submission), variant: "destructive" },
          toastArgs,
        );
      }
      // The form names the child it was opened for; another id is a forged post.
      if (submission.value.childId !== id) throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
      if (!(await deleteChild(db, user.id, id))) childNotFound();
      return redirectWithToast(href("/dashboard/anak"), messages.children.deleted, toastArgs);
    },
  });
}

/** How N, T, O and B are read, with the KBM table (Buku KIA 2023, p. 54; decision 071). */
function KbmDetails() {
  return (
    <details className="mt-3 rounded-lg border border-stone-200 bg-white p-3 text-sm text-stone-800">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-teal-800">
        Cara menilai naik (N) atau tidak naik (T)
      </summary>
      <p className="mt-2">
        Berat badan dibandingkan dengan penimbangan terakhir bulan lalu memakai kenaikan berat badan minimal (KBM) Buku
        KIA: naik (N) bila kenaikannya sama dengan atau lebih dari KBM untuk usianya; tidak naik (T) bila kurang, tetap,
        atau turun. O: bulan lalu tidak ditimbang. B: penimbangan pertama yang tercatat. Bidanku menilai kenaikan hanya
        bila jaraknya {MONTHLY_GAP_DAYS.min}-{MONTHLY_GAP_DAYS.max} hari (berat yang turun selalu T); bila ada beberapa
        penimbangan dalam satu bulan, yang terakhir yang dinilai. Bidanku hanya memakai angka KBM; di posyandu, petugas
        terutama melihat arah garis di KMS. Bila hasilnya berbeda, ikuti petugas.
      </p>
      <table className="mt-2 text-left tabular-nums">
        <caption className="sr-only">Kenaikan berat badan minimal (KBM) menurut usia</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 font-semibold">
              Usia (bulan)
            </th>
            <th scope="col" className="font-semibold">
              KBM
            </th>
          </tr>
        </thead>
        <tbody>
          {KBM_TABLE.map((row) => (
            <tr key={row.fromMonth}>
              <td className="pr-4">
                {row.fromMonth === row.toMonth ? row.fromMonth : `${row.fromMonth}-${row.toMonth}`}
              </td>
              <td>{row.grams} g</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-stone-600">
        Sumber: Buku KIA (Kemenkes, 2023), halaman KMS, yang mencetak angka 800, 900, 800, 600, 500, 400, 300 dan 200 g.
        Angka per bulan disalin dari KMS seperti yang dipakai alat posyandu dan belum dicocokkan dengan Buku KIA cetak.
        Sebagian salinan memakai 300 g pada usia 7 bulan dan 200 g pada usia 11 bulan; Bidanku memakai angka yang lebih
        tinggi agar berat yang tidak naik tidak terlewat. Untuk bayi prematur Bidanku memakai usia koreksi, jadi
        hasilnya bisa berbeda dengan KMS posyandu.
      </p>
    </details>
  );
}

export default function Child({ loaderData, actionData }: Route.ComponentProps) {
  const {
    child,
    measurements,
    immunisation,
    development,
    attention,
    marks,
    charts,
    correctedAge,
    full,
    today,
    pickerMax,
    childConstraint,
    measurementConstraint,
  } = loaderData;
  const review = usePageReview("cek-pertumbuhan");
  const [searchParams] = useSearchParams();
  const refusedIntent = actionData?.initialValue?.intent;
  const refusedFor = (intent: string) => (refusedIntent === intent ? actionData : undefined);

  const editChildReply = refusedFor(INTENTS.editChild);
  const editingChild = searchParams.get("ubah") === "anak" || Boolean(editChildReply);
  const editMeasurementReply = refusedFor(INTENTS.editMeasurement);
  const editingId = editMeasurementReply
    ? String(editMeasurementReply.initialValue?.measurementId ?? "")
    : (searchParams.get("ubah") ?? "");
  const editing = measurements.find((row) => String(row.id) === editingId);

  const [addForm, addFields] = useRecipeForm<z.input<typeof measurementFields>>({
    id: "tambah-ukuran-form",
    lastResult: refusedFor(INTENTS.addMeasurement),
    constraint: measurementConstraint,
    defaultValue: { measuredOn: today },
  });
  const [editForm, editFields] = useRecipeForm<z.input<typeof measurementFields>>({
    id: "ubah-ukuran-form",
    lastResult: editMeasurementReply,
    constraint: measurementConstraint,
    defaultValue: editing?.form,
  });
  const [childForm, childFormFields] = useRecipeForm<z.input<typeof childFields>>({
    id: "ubah-anak-form",
    lastResult: editChildReply,
    constraint: childConstraint,
    defaultValue: child.form,
  });
  const page = href("/dashboard/anak/:id", { id: String(child.id) });
  // A refusal no form on the page can show (a measurement that is not on the page, a full list):
  // its message goes to the top.
  const claimed =
    (refusedIntent === INTENTS.addMeasurement && !full) ||
    (refusedIntent === INTENTS.editMeasurement && editing !== undefined) ||
    refusedIntent === INTENTS.editChild;
  const unclaimed = actionData && !claimed ? firstError(actionData) : undefined;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Remah roti" className="break-words text-sm text-stone-600 print:hidden">
        <Link to={href("/dashboard")} className="text-teal-800 underline hover:no-underline">
          Dashboard
        </Link>{" "}
        /{" "}
        <Link to={href("/dashboard/anak")} className="text-teal-800 underline hover:no-underline">
          Anak Saya
        </Link>{" "}
        / {child.name}
      </nav>
      <h1 className="mt-2 break-words text-2xl font-bold text-stone-900 sm:text-3xl">{child.name}</h1>
      <p className="mt-1 text-stone-700">
        {child.sex} · lahir {child.born} · usia {child.age}
        {child.gestationalWeeks ? ` · lahir pada usia kehamilan ${child.gestationalWeeks} minggu` : ""}
      </p>
      <nav aria-label="Bagian halaman" className="-mx-1.5 mt-3 flex flex-wrap text-sm print:hidden">
        {[
          ["#tambah-ukuran", "Tambah ukuran"],
          ...(charts.length > 0 ? [["#grafik", "Grafik"]] : []),
          ["#riwayat", "Riwayat"],
          ["#imunisasi", "Imunisasi"],
          ["#perkembangan", "Perkembangan"],
          ["#data-anak", "Data anak"],
        ].map(([href, label]) => (
          <a
            key={href}
            href={href}
            className="inline-flex min-h-11 items-center rounded-md px-1.5 font-medium text-teal-800 underline hover:bg-teal-50"
          >
            {label}
          </a>
        ))}
      </nav>
      {actionData && !claimed ? (
        <div className="mt-4 print:hidden">
          <FormAlert title={messages.children.saveFailed} message={unclaimed ?? "Periksa kembali isian Anda."} />
        </div>
      ) : null}

      {attention ? <GrowthAttention attention={attention} /> : null}
      <PracticeMarks marks={marks} />

      <FormCard id="tambah-ukuran" title="Tambah Pengukuran">
        {full ? (
          <p className="mt-3 text-stone-700">{MEASUREMENT_MESSAGES.tooMany}</p>
        ) : (
          <Form method="post" action={`${page}#tambah-ukuran`} className="mt-4 space-y-5" {...getFormProps(addForm)}>
            <FormErrors title={messages.children.saveFailed} errors={addForm.errors} fieldErrors={addForm.allErrors} />
            <input type="hidden" name="intent" value={INTENTS.addMeasurement} />
            <MeasurementFields fields={addFields} pickerMax={pickerMax} idPrefix="ukur-baru" />
            <SubmitButton pendingLabel="Menyimpan..." className="w-full sm:w-auto">
              Simpan Pengukuran
            </SubmitButton>
          </Form>
        )}
      </FormCard>

      {charts.length > 0 ? (
        <section id="grafik" aria-labelledby="grafik-title" className="mt-8 scroll-mt-24 print:mt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="grafik-title" className="text-lg font-semibold text-stone-900">
              Grafik Pertumbuhan
            </h2>
            <button
              type="button"
              {...attr(FORM_PRINT)}
              hidden
              className={buttonClass({ variant: "secondary", size: "sm", className: "print:hidden" })}
            >
              Cetak Grafik
            </button>
          </div>
          <p className="mt-1 text-sm text-stone-700 print:hidden">
            Garis dari standar WHO untuk {child.sex.toLowerCase()}. Titik biru adalah pengukuran anak; yang penting
            adalah arahnya dari bulan ke bulan. Pada grafik berat badan, huruf N (naik) atau T (tidak naik) di atas
            titik membandingkan kenaikan sejak penimbangan bulan lalu dengan kenaikan berat badan minimal (KBM) Buku
            KIA. Saat dicetak (menu Cetak pada peramban), setiap grafik tercetak utuh di satu halaman A4 dengan tabel 12
            pengukuran terakhirnya, untuk dibawa ke posyandu atau bidan.
          </p>
          {correctedAge ? (
            <p className="mt-1 text-sm text-stone-700">
              Anak lahir sebelum 37 minggu: usia pada grafik adalah usia koreksi (sampai usia koreksi 24 bulan).
            </p>
          ) : null}
          <div className="mt-4 space-y-10">
            {charts.map((chart) => (
              <GrowthChart key={chart.kind} chart={chart} />
            ))}
          </div>
        </section>
      ) : null}

      <section id="riwayat" aria-labelledby="riwayat-title" className="mt-8 scroll-mt-24 print:hidden">
        <h2 id="riwayat-title" className="text-lg font-semibold text-stone-900">
          Riwayat Pengukuran ({measurements.length})
        </h2>
        {measurements.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Belum ada pengukuran. Isi formulir di atas dengan hasil timbang dan ukur dari posyandu atau Buku KIA.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600">
              Terbaru di atas. Warna hanya membantu: setiap hasil juga ditulis dengan kategorinya.
            </p>
            <KbmDetails />
            <ol className="mt-3 space-y-3">
              {measurements.map((row) => (
                <li
                  key={row.id}
                  id={`ukuran-${row.id}`}
                  className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
                  data-testid="measurement"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h3 className="font-semibold text-stone-900">{row.date}</h3>
                    {row.scored ? (
                      <p className="text-sm text-stone-700">
                        {row.corrected ? "usia koreksi" : "usia"} {row.age}
                      </p>
                    ) : null}
                  </div>
                  <p className="mt-1 text-sm text-stone-700">{row.values}</p>
                  {row.weighing ? (
                    <p className="mt-1 text-sm text-stone-800" data-testid="weighing">
                      <span className="font-semibold">Naik/tidak naik: {row.weighing.code}.</span> {row.weighing.note}
                    </p>
                  ) : null}
                  {editing?.id === row.id ? (
                    <Form
                      method="post"
                      action={`${page}#ukuran-${row.id}`}
                      className="mt-4 space-y-5 border-t border-stone-200 pt-4"
                      {...getFormProps(editForm)}
                    >
                      <FormErrors
                        title={messages.children.saveFailed}
                        errors={editForm.errors}
                        fieldErrors={editForm.allErrors}
                      />
                      <input type="hidden" name="intent" value={INTENTS.editMeasurement} />
                      <input type="hidden" name="measurementId" value={row.id} />
                      <MeasurementFields fields={editFields} pickerMax={pickerMax} idPrefix={`ukur-${row.id}`} />
                      <div className="flex flex-wrap gap-3">
                        <SubmitButton pendingLabel="Menyimpan...">Simpan Perubahan</SubmitButton>
                        <Link to={`${page}#ukuran-${row.id}`} className={buttonClass({ variant: "quiet" })}>
                          Batal
                        </Link>
                      </div>
                    </Form>
                  ) : (
                    <>
                      {row.scored ? (
                        <>
                          {row.standingUnder9Months ? (
                            <p className="mt-2 text-sm text-amber-950">{STANDING_YOUNG_NOTE}</p>
                          ) : null}
                          <IndicatorTable measurement={row} />
                        </>
                      ) : (
                        <p className="mt-2 text-sm text-red-800">Tidak dapat dinilai: {row.problem}</p>
                      )}
                      <div className="mt-3 flex flex-wrap items-start gap-2">
                        <Link
                          to={`?ubah=${row.id}#ukuran-${row.id}`}
                          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-teal-800 hover:bg-teal-50"
                        >
                          Ubah<span className="sr-only"> pengukuran {row.date}</span>
                        </Link>
                        <ConfirmDelete
                          intent={INTENTS.deleteMeasurement}
                          action={page}
                          fields={{ measurementId: String(row.id) }}
                          question="Hapus pengukuran ini?"
                          what={`pengukuran ${row.date}`}
                        />
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <section
        id="imunisasi"
        aria-labelledby="imunisasi-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id="imunisasi-title" className="text-lg font-semibold text-stone-900">
          Imunisasi
        </h2>
        <div className="mt-2">
          <ImmunisationGlance glance={immunisation} name={child.name} />
          {immunisation.given > 0 ? (
            <p className="mt-1 text-sm text-stone-700">{immunisation.given} imunisasi tercatat.</p>
          ) : null}
        </div>
        <Link
          to={href("/dashboard/anak/:id/imunisasi", { id: String(child.id) })}
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
        >
          Jadwal dan Catatan Imunisasi
        </Link>
      </section>

      <section
        id="perkembangan"
        aria-labelledby="perkembangan-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
      >
        <h2 id="perkembangan-title" className="text-lg font-semibold text-stone-900">
          Perkembangan
        </h2>
        <div className="mt-2">
          <DevelopmentGlance glance={development} />
        </div>
        <Link
          to={href("/dashboard/anak/:id/perkembangan", { id: String(child.id) })}
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
        >
          Cek Perkembangan
        </Link>
      </section>

      <FormCard id="data-anak" title="Data Anak">
        {editingChild ? (
          <Form method="post" action={`${page}#data-anak`} className="mt-4 space-y-5" {...getFormProps(childForm)}>
            <FormErrors
              title={messages.children.saveFailed}
              errors={childForm.errors}
              fieldErrors={childForm.allErrors}
            />
            <input type="hidden" name="intent" value={INTENTS.editChild} />
            <ChildFields fields={childFormFields} pickerMax={pickerMax} idPrefix="ubah-anak" />
            <div className="flex flex-wrap gap-3">
              <SubmitButton pendingLabel="Menyimpan...">Simpan Perubahan</SubmitButton>
              <Link to={`${page}#data-anak`} className={buttonClass({ variant: "quiet" })}>
                Batal
              </Link>
            </div>
          </Form>
        ) : (
          <>
            <p className="mt-2 text-sm text-stone-700">
              Ubah nama, jenis kelamin, tanggal lahir, atau usia kehamilan saat lahir. Hasil setiap pengukuran dihitung
              ulang.
            </p>
            <Link
              to="?ubah=anak#data-anak"
              className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            >
              Ubah Data Anak
            </Link>
          </>
        )}
        <div className="mt-6 border-t border-stone-200 pt-4">
          <p className="text-sm text-stone-700">
            Menghapus anak juga menghapus semua pengukuran, catatan imunisasi, dan cek perkembangannya. Ini tidak dapat
            dibatalkan.
          </p>
          <div className="mt-2">
            <ConfirmDelete
              intent={INTENTS.deleteChild}
              action={page}
              fields={{ childId: String(child.id) }}
              question={`Hapus ${child.name} beserta ${measurements.length} pengukurannya?`}
              what={`data anak ${child.name}`}
            />
          </div>
        </div>
      </FormCard>

      {measurements.length > 0 ? (
        <p className="mt-8 rounded-md border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-950">
          {OEDEMA_NOTE} {CHILD_DANGER_SIGNS}
        </p>
      ) : null}
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Penting:</strong> Hasil ini adalah perbandingan dengan standar WHO, bukan diagnosis, dan tidak
        menggantikan pemeriksaan oleh bidan, petugas posyandu, atau dokter. Ikuti saran pada setiap hasil: gizi buruk,
        bengkak di kedua punggung kaki, atau anak yang tampak sakit perlu dibawa ke puskesmas atau IGD hari ini, jangan
        menunggu jadwal posyandu. Yang penting adalah arah pertumbuhan dari bulan ke bulan: bila berat badan tidak naik
        (T), periksakan anak ke bidan atau puskesmas dalam minggu ini; bila tidak naik dua bulan berturut-turut (2T),
        dalam 1-2 hari.
      </p>
      <SourceList review={review} />
    </div>
  );
}
