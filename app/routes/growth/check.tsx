import { data, Form, Link } from "react-router";
import { OFFLINE_TODAY } from "~/client/offline/contract";
import { FORM_SWAP } from "~/client/forms/contract";
import { GROWTH_OFFLINE_MODULE } from "~/client/growth-check/contract";
import { GrowthResult, GrowthResultTemplate } from "~/client/growth-check/GrowthResult";
import { attr } from "~/client/names";
import { CLIENT_SCRIPTS, INLINE_SCRIPTS } from "virtual:client-scripts";
import { KeepOffline } from "~/client/keep-offline/KeepOffline";
import { InlineScript } from "~/components/server-document";
import { ChoiceGroup, SevereBox } from "~/components/GrowthFields";
import { Field, FormAlert, firstMessages, SubmitButton } from "~/components/forms";
import { ReviewLine, SourceList, usePageReview } from "~/components/MedicalReview";
import { OfflineErrorsTemplate, OfflineNote } from "~/client/offline/OfflineParts";
import type { PageHandle } from "~/components/static-page";
import { addDays, calendarToday, type IsoDate } from "~/domain/dates";
import {
  ARM_HINT,
  CORRECTED_AGE_HINT,
  GROWTH_CHECK_FIELDS,
  type GrowthCheckErrors,
  type GrowthCheckValues,
  OEDEMA_HINT,
  OEDEMA_OPTIONS,
  POSITION_OPTIONS,
  SEX_OPTIONS,
  severeSignsOf,
} from "~/domain/growth-check-form";
import { severeAdvice } from "~/domain/growth-advice";
import { growthResultView } from "~/domain/growth-result-view";
import { SITE_NAME } from "~/messages";
import { growthCheckSchema } from "~/schemas/growth-check";
import { parseSubmission, refuse } from "~/schemas/form";
import { readForm } from "~/server/forms.server";
import { PRIVATE_REVISITABLE, publicPage } from "~/server/http.server";
import { growthTables } from "~/server/who.server";
import type { Route } from "./+types/check";

export const meta: Route.MetaFunction = () => [
  { title: `Cek Pertumbuhan Anak (Standar WHO) | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Bandingkan berat badan, panjang/tinggi badan, dan lingkar kepala anak 0-5 tahun dengan standar WHO, dengan kategori Permenkes No. 2 Tahun 2020.",
  },
];

export const headers = publicPage;

/** Without a network the check runs in the browser (app/client/growth.ts, decision 047). */
export const handle: PageHandle = { scripts: ["growth"] };

/** Where the form posts; the fragment brings the result (or the message) into view. */
const FORM_ACTION = "/tumbuh-kembang/cek#hasil-cek";

export function loader() {
  const day = calendarToday();
  // The picker's `max` is only a hint (the action checks the real limit): a day of slack keeps a
  // page kept by a shared cache past midnight in WIT from blocking that new day.
  return { today: day.today, pickerMax: addDays(day.latest, 1) };
}

/**
 * Scores the measurement on the server. A child's measurements never go into a URL (decision
 * 031): the result is the answer to the post, and nothing is stored.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseSubmission(formData, growthCheckSchema(growthTables(), calendarToday()));
  if (submission.status !== "success") return refuse(submission);
  const { result, input } = submission.value;
  return data(
    {
      result,
      measuredOn: input.measuredOn,
      measuredCm: input.length?.cm ?? null,
      values: pickValues(submission.payload),
    },
    { headers: { "Cache-Control": PRIVATE_REVISITABLE } },
  );
}

function pickValues(payload: Record<string, unknown>): GrowthCheckValues {
  return Object.fromEntries(
    GROWTH_CHECK_FIELDS.flatMap((field) => (typeof payload[field] === "string" ? [[field, payload[field]]] : [])),
  );
}

export default function GrowthCheck({ loaderData, actionData }: Route.ComponentProps) {
  const { today, pickerMax } = loaderData;
  const review = usePageReview("cek-pertumbuhan");
  const refused = actionData && "initialValue" in actionData ? actionData : undefined;
  const errors: GrowthCheckErrors = refused ? firstMessages(refused) : {};
  const values: GrowthCheckValues =
    actionData && "values" in actionData
      ? actionData.values
      : refused
        ? pickValues((refused.initialValue ?? {}) as Record<string, unknown>)
        : {};
  const result = actionData && "result" in actionData ? actionData.result : null;
  // A form refused for another field still says a severe sign it holds (issue 34).
  const earlySevere = refused ? severeAdvice(severeSignsOf(values, calendarToday())) : null;
  const decimal = { type: "text", inputMode: "decimal", autoComplete: "off", maxLength: 20 } as const;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Remah roti" className="text-sm text-stone-600">
        <Link to="/tumbuh-kembang" className="text-teal-800 underline hover:no-underline">
          Tumbuh Kembang
        </Link>{" "}
        / Cek Pertumbuhan
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Cek Pertumbuhan Anak</h1>
      <ReviewLine review={review} />
      <p className="mt-3 text-stone-700">
        Bandingkan berat badan, panjang atau tinggi badan, lingkar kepala, dan lingkar lengan atas (LiLA) anak usia 0-60
        bulan dengan standar pertumbuhan WHO. Kategori berat dan panjang/tinggi badan mengikuti Permenkes No. 2 Tahun
        2020 tentang Standar Antropometri Anak, seperti di posyandu dan Buku KIA; lingkar kepala dan LiLA dibandingkan
        dengan standar WHO (2007), yang tidak diatur dalam Permenkes tersebut. Pada anak 6-59 bulan, LiLA kurang dari
        11,5 cm adalah tanda gizi buruk; bengkak yang membekas bila ditekan di kedua punggung kaki adalah tanda bahaya
        pada usia berapa pun. Bila ada salah satunya, bawa anak ke puskesmas atau rumah sakit hari ini.
      </p>

      <KeepOffline path="/tumbuh-kembang/cek">
        <InlineScript code={INLINE_SCRIPTS["keep-offline"]} />
      </KeepOffline>

      <OfflineNote>
        Cek tetap bisa dipakai: hasilnya dihitung di perangkat ini dengan tabel WHO yang sama seperti saat online.
        Pastikan tanggal pengukuran sudah benar.
      </OfflineNote>
      <OfflineErrorsTemplate />
      <GrowthResultTemplate />
      {/* With JavaScript the form is sent in the background and this block replaced (enhance.ts). */}
      <div id="cek-area">
        <Form
          method="post"
          action={FORM_ACTION}
          preventScrollReset
          {...attr(FORM_SWAP, "cek-area")}
          {...attr(GROWTH_OFFLINE_MODULE, CLIENT_SCRIPTS["growth-offline"])}
          id={!result && refused ? "hasil-cek" : undefined}
          className="mt-6 scroll-mt-24 space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          {earlySevere ? <SevereBox severe={earlySevere} className="my-3" /> : null}
          {refused ? (
            <FormAlert
              title="Periksa kembali isian"
              message="Ada isian yang belum benar; lihat pesan di bawah kolomnya."
            />
          ) : null}
          <ChoiceGroup legend="Jenis kelamin" name="sex" options={SEX_OPTIONS} value={values.sex} error={errors.sex} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="cek-birthDate"
              label="Tanggal lahir"
              name="birthDate"
              type="date"
              required
              max={pickerMax}
              defaultValue={values.birthDate}
              error={errors.birthDate}
            />
            <Field
              id="cek-measuredOn"
              label="Tanggal pengukuran"
              name="measuredOn"
              type="date"
              required
              max={pickerMax}
              defaultValue={values.measuredOn ?? today}
              // A copy kept for offline use carries the day it was kept: the page's script puts today in.
              {...attr(OFFLINE_TODAY)}
              error={errors.measuredOn}
            />
            <Field
              id="cek-weight"
              label="Berat badan (kg)"
              name="weight"
              {...decimal}
              aria-required="true"
              hint="Misalnya 8,4. Boleh memakai koma atau titik."
              defaultValue={values.weight}
              error={errors.weight}
            />
            <Field
              id="cek-length"
              label="Panjang atau tinggi badan (cm)"
              name="length"
              {...decimal}
              aria-required="true"
              hint="Satu angka desimal, misalnya 72,5."
              defaultValue={values.length}
              error={errors.length}
            />
          </div>
          <ChoiceGroup
            legend="Cara mengukur panjang atau tinggi"
            name="position"
            options={POSITION_OPTIONS}
            value={values.position}
            error={errors.position}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="cek-head"
              label="Lingkar kepala (cm, tidak wajib)"
              name="head"
              {...decimal}
              defaultValue={values.head}
              error={errors.head}
            />
            <Field
              id="cek-arm"
              label="Lingkar lengan atas / LiLA (cm, tidak wajib)"
              name="arm"
              {...decimal}
              hint={ARM_HINT}
              defaultValue={values.arm}
              error={errors.arm}
            />
            <Field
              id="cek-gestationalWeeks"
              label="Usia kehamilan saat lahir (minggu, tidak wajib)"
              name="gestationalWeeks"
              {...decimal}
              inputMode="numeric"
              hint={CORRECTED_AGE_HINT}
              defaultValue={values.gestationalWeeks}
              error={errors.gestationalWeeks}
            />
          </div>
          <ChoiceGroup
            legend="Bengkak di kedua punggung kaki (edema, tidak wajib)"
            hint={OEDEMA_HINT}
            name="oedema"
            options={OEDEMA_OPTIONS}
            value={values.oedema ?? ""}
            error={errors.oedema}
            required={false}
          />
          <SubmitButton pendingLabel="Menghitung..." className="w-full sm:w-auto">
            Cek Pertumbuhan
          </SubmitButton>
        </Form>

        {result && actionData && "measuredCm" in actionData ? (
          <GrowthResult view={growthResultView(result, actionData.measuredOn as IsoDate, actionData.measuredCm)} />
        ) : null}
      </div>

      <p className="mt-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Penting:</strong> Hasil ini adalah perbandingan dengan standar, bukan diagnosis, dan tidak menggantikan
        pemeriksaan oleh bidan, petugas posyandu, atau dokter. Ukuran yang kurang tepat (timbangan, cara mengukur) dapat
        mengubah hasil. Bila anak tampak sakit, jangan menunggu: bawa ke fasilitas kesehatan.
      </p>
      <SourceList review={review} />
    </div>
  );
}
