import type { ReactNode } from "react";
import {
  CALC_CARD,
  CALC_FORM,
  CALC_NOT_SAVED,
  CALC_OFFLINE,
  CALC_PAGE,
  CALC_SAVE,
  CALC_TOAST_TITLE,
} from "~/client/calculators/contract";
import { attr } from "~/client/names";
import { data, Form, Link, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import {
  CalculatorResult,
  CalculatorResultTemplate,
  type CalculationView,
} from "~/client/calculators/CalculatorResult";
import type { PageHandle } from "~/components/static-page";
import { OfflineErrorsTemplate, OfflineNote } from "~/client/offline/OfflineParts";
import { KeepOffline } from "~/client/keep-offline/KeepOffline";
import { InlineScript } from "~/components/server-document";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { PregnancyPlanSection, PregnancyPlanTemplate } from "~/client/pregnancy-plan/PregnancyPlan";
import { ReviewLine, SourceList, usePageReview } from "~/components/MedicalReview";
import { planView } from "~/domain/plan-view";
import { pregnancyPlan } from "~/domain/pregnancy-plan";
import { Toaster } from "~/client/toast/Toaster";
import { Field, FormErrors, firstMessages, SubmitButton } from "~/components/forms";
import { DANGER_SIGNS_LINK } from "~/components/nav-links";
import { CYCLE_DEFAULT, CYCLE_MAX, CYCLE_MIN, FIRST_TRIMESTER_GAIN } from "~/domain/calculators";
import { formatKgRange } from "~/domain/numbers";
import { addDays, calendarToday } from "~/domain/dates";
import { calculatorSuccessTitle, messages, SITE_NAME } from "~/messages";
import type { loader as rootLoader } from "~/root";
import {
  failedOutcome,
  measureRange,
  MEASURES,
  outcomeFromHistory,
  outcomesFromSearch,
  pickFields,
  type CalculatorOutcome,
  type MeasureSpec,
} from "~/domain/calculator-input";
import { runCalculation } from "~/server/calculation.server";
import { loadOwnCalculation } from "~/server/calculators.server";
import { getDb } from "~/server/db.server";
import { mailLinkOrigin } from "~/server/links.server";
import { PRIVATE_REVISITABLE, publicPage } from "~/server/http.server";
import { getSessionUser } from "~/server/session.server";
import { createToast, redirectWithToast } from "~/server/toast.server";
import type { CalculatorType } from "~drizzle/types";
import type { Route } from "./+types/calculators";
import { refuse } from "~/schemas/form";

export const meta: Route.MetaFunction = () => [
  { title: `Kalkulator Kehamilan: HPL, Masa Subur, Kenaikan Berat Badan | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Hitung hari perkiraan lahir (HPL), masa subur, dan kenaikan berat badan ideal selama kehamilan. Gratis, tanpa perlu mendaftar.",
  },
];

export const headers = publicPage;

/** Where every calculator form posts; the fragment brings a no-JavaScript result into view. */
const formAction = (type: CalculatorType) => `/kalkulator#hasil-${type}`;

/**
 * Health inputs never travel in a URL (decision 031): results come from the answer to the post,
 * from a member's own saved calculation (`?riwayat=<history id>`, shown only to its owner), or
 * from an old result address (`?hpht=...`) that someone bookmarked before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const day = calendarToday();
  const search = new URL(request.url).searchParams;
  const results = outcomesFromSearch(search, day);
  const saved = await savedOutcome(context, request, search.get("riwayat"), day);
  // The page's picker `max` is only a hint (the action checks the real limit): a day of slack
  // keeps a page that a shared cache kept past midnight in WIT from blocking that new day's date.
  return {
    pickerMax: addDays(day.latest, 1),
    // The WhatsApp text's danger-signs link: the site's own address, never a forgeable Host.
    origin: mailLinkOrigin(request.url, context.cloudflare.env.PUBLIC_URL),
    results: saved ? [...results.filter((result) => result.type !== saved.type), saved] : results,
  };
}

/** The signed-in member's own saved calculation named by `riwayat`; null for anyone else's. */
async function savedOutcome(
  context: Route.LoaderArgs["context"],
  request: Request,
  riwayat: string | null,
  day: ReturnType<typeof calendarToday>,
) {
  if (!riwayat || !/^[1-9]\d{0,9}$/.test(riwayat)) return null;
  const user = await getSessionUser(context, request);
  if (!user) return null;
  const row = await loadOwnCalculation(getDb(context.cloudflare.env), user.id, Number(riwayat));
  return row ? outcomeFromHistory(row.type, row.input, day) : null;
}

/**
 * The calculators without JavaScript (the page's script saves through /kalkulator/simpan).
 * Nothing goes into a URL (decision 031):
 * - a member's saved calculation redirects to `/kalkulator?riwayat=<id>` with a toast (PRG);
 * - a visitor's calculation touches no database and is answered with the page itself, the result
 *   and the toast in it (no redirect: there is nothing to name it by).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await runCalculation(request, context);
  if (result.status === "refused") return refuse(result.submission);
  const { env } = context.cloudflare;
  const { outcome, savedId, toast } = result;
  if (savedId !== null) {
    return redirectWithToast(`/kalkulator?riwayat=${savedId}#hasil-${outcome.type}`, toast, { env, request });
  }
  // The result exists only in this answer: the browser may keep it for Back (not no-store).
  return data({ outcome, toast: createToast(toast) }, { headers: { "Cache-Control": PRIVATE_REVISITABLE } });
}

function toView(outcome: CalculatorOutcome | undefined): CalculationView | null {
  if (!outcome?.ok) return null;
  return { type: outcome.type, calc: outcome.calc } as CalculationView;
}

/**
 * The calculator's result or refusal on this page: without JavaScript a refused calculation comes
 * back as the recipe's refusal, values and all, and a visitor's result as the answer to the post;
 * else a member's saved result or an old result address (the loader).
 */
function useCalculatorOutcome(type: CalculatorType): CalculatorOutcome | undefined {
  const { results } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused =
    actionData && "initialValue" in actionData && actionData.initialValue?.calculator === type ? actionData : undefined;
  const fromAction = refused
    ? failedOutcome(type, pickFields(type, refused.initialValue ?? {}), firstMessages(refused))
    : actionData && "outcome" in actionData && actionData.outcome.type === type
      ? actionData.outcome
      : undefined;
  return fromAction ?? results.find((r) => r.type === type);
}

/**
 * The pregnancy plan of the HPL result (issue 18), below the calculators. The page's script puts
 * its own in this place when it calculates in the browser.
 */
function PlanArea() {
  const outcome = useCalculatorOutcome("hpl");
  const { origin } = useLoaderData<typeof loader>();
  const calc = outcome?.ok && outcome.type === "hpl" ? outcome.calc : null;
  return (
    <div id="rencana-area">
      {calc ? (
        <PregnancyPlanSection view={planView(pregnancyPlan(calc.lastPeriod, calc.cycleLength, calc.today), origin)} />
      ) : null}
    </div>
  );
}

/**
 * One calculator: a plain form posting to the action. With JavaScript the page's script
 * (app/client/calculators.ts) shows the result at once from the same pure functions and saves it
 * in the background.
 */
function CalculatorForm({
  type,
  title,
  description,
  note,
  children,
}: {
  type: CalculatorType;
  title: string;
  description: string;
  /** An important caveat shown on the card itself. */
  note?: string;
  children: (state: { values: Record<string, string>; errors: Partial<Record<string, string>> }) => ReactNode;
}) {
  const outcome = useCalculatorOutcome(type);
  const failed = outcome && !outcome.ok ? outcome : null;
  const view = toView(outcome);

  return (
    <section
      aria-labelledby={`${type}-title`}
      // A refused post comes back to /kalkulator#hasil-<type>, which names nothing then: the
      // browser focuses the card's summary instead (autofocus), which brings it into view.
      {...attr(CALC_CARD, type)}
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${type}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{description}</p>
      {note ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {note}
        </p>
      ) : null}
      <Form
        method="post"
        action={formAction(type)}
        className="mt-4 space-y-4"
        preventScrollReset
        {...attr(CALC_FORM, type)}
        {...attr(CALC_TOAST_TITLE, calculatorSuccessTitle(type))}
      >
        <input type="hidden" name="calculator" value={type} />
        {failed ? (
          <FormErrors
            title={failed.invalidDate ? messages.calculators.invalidDateTitle : messages.calculators.refusedTitle}
            fieldErrors={Object.fromEntries(
              Object.entries(failed.errors).map(([name, message]) => [name, message ? [message] : []]),
            )}
          />
        ) : null}
        {children({ values: outcome?.values ?? {}, errors: failed?.errors ?? {} })}
        <SubmitButton pendingLabel="Menghitung..." className="w-full">
          Hitung
        </SubmitButton>
      </Form>
      {view ? <CalculatorResult view={view} id={`hasil-${type}`} /> : null}
    </section>
  );
}

/** A date picker for the first day of the last period; typed text works where there is none. */
function LastPeriodField({
  id,
  label,
  max,
  value,
  error,
}: {
  id: string;
  label: string;
  max: string;
  value?: string;
  error?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      name="lastPeriod"
      type="date"
      required
      max={max}
      placeholder="YYYY-MM-DD"
      defaultValue={value}
      error={error}
    />
  );
}

/**
 * Height or weight: a text field with the decimal keypad, so "52,5" and "52.5" both reach the
 * server as typed and come back as typed with a message (decision 015). No type="number", min,
 * max, step or pattern: the browser's own checks would refuse a comma or show their bubble, in
 * the browser's language, instead of our Indonesian messages; `aria-required` still tells
 * assistive technology the field is needed.
 */
function MeasureField({
  id,
  label,
  name,
  spec,
  value,
  error,
}: {
  id: string;
  label: string;
  name: string;
  spec: MeasureSpec;
  value?: string;
  error?: string;
}) {
  const range = measureRange(spec);
  return (
    <Field
      id={id}
      label={label}
      name={name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-required="true"
      maxLength={20}
      defaultValue={value}
      hint={`${range.charAt(0).toUpperCase()}${range.slice(1)}${spec.example ? `, misalnya ${spec.example}` : ""}. Boleh memakai koma atau titik.`}
      error={error}
    />
  );
}

/** The page renders the notification region itself (root.tsx leaves its own out): see below. */
export const handle: PageHandle = { ownToaster: true, scripts: ["calculators"] };

export default function Calculators({ loaderData, actionData }: Route.ComponentProps) {
  const { pickerMax } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const review = usePageReview("kalkulator");
  // A visitor's result without JavaScript comes in the answer to the post, not after a redirect,
  // so its toast comes with it instead of through the flash cookie; the root's flash toasts show
  // in the same region (`handle`: the page has one).
  const answerToast = actionData && "outcome" in actionData ? actionData.toast : null;
  // A date the server could not read also raises the spec's "Tanggal Tidak Valid" toast (its
  // title only: the card says what to do, beside the field).
  const dateRefused = Boolean(actionData && "error" in actionData && actionData.error?.lastPeriod?.length);
  const refusalToast = dateRefused
    ? { id: "tanggal-tidak-valid", title: messages.calculators.invalidDateTitle, variant: "destructive" as const }
    : null;

  return (
    <div
      className="mx-auto max-w-6xl px-4 py-10 print:p-0"
      {...attr(CALC_PAGE)}
      // For the page's script: a member's results are saved (where, and what to say if it fails).
      {...(signedIn
        ? {
            ...attr(CALC_SAVE, "/kalkulator/simpan"),
            ...attr(CALC_OFFLINE, messages.calculators.notSavedOffline),
            ...attr(CALC_NOT_SAVED, messages.calculators.notSavedError),
          }
        : {})}
    >
      {/* A refused date's toast leaves focus to the card's summary, which says the same. */}
      <Toaster
        toast={answerToast ?? refusalToast ?? root?.toast ?? null}
        templates
        focusOnLoad={answerToast !== null || refusalToast === null}
      />
      <CalculatorResultTemplate />
      <PregnancyPlanTemplate />
      <OfflineErrorsTemplate />
      <h1 className="text-3xl font-bold text-stone-900">Kalkulator Kehamilan</h1>
      <ReviewLine review={review} />
      <p className="mt-2 max-w-3xl text-stone-700">
        Perkirakan hari lahir si kecil, masa subur, dan kenaikan berat badan yang sehat selama kehamilan.
      </p>
      {signedIn ? (
        <p className="mt-4 rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
          Hasil perhitungan Anda tersimpan otomatis di{" "}
          <Link to="/dashboard" className="font-semibold underline">
            riwayat dashboard
          </Link>
          .
        </p>
      ) : (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-1 text-sm text-amber-900">
          <Link
            to="/login?redirectTo=%2Fkalkulator"
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {messages.calculators.loginToSave}
          </Link>
        </p>
      )}

      <KeepOffline path="/kalkulator">
        <InlineScript code={INLINE_SCRIPTS["keep-offline"]} />
      </KeepOffline>

      <OfflineNote>
        Kalkulator tetap bisa dipakai: hasilnya dihitung di perangkat ini dan tidak disimpan. Selama offline, halaman
        tampil seperti belum login. Jika Anda member, hitung lagi saat online agar tersimpan di riwayat.
      </OfflineNote>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <CalculatorForm
          type="hpl"
          title="Kalkulator HPL"
          description="Hari perkiraan lahir dihitung dari hari pertama haid terakhir (HPHT)."
        >
          {({ values, errors }) => (
            <>
              <LastPeriodField
                id="hpl-lastPeriod"
                label="Hari pertama haid terakhir (HPHT)"
                max={pickerMax}
                value={values.lastPeriod}
                error={errors.lastPeriod}
              />
              <Field
                id="hpl-cycleLength"
                label="Panjang siklus haid (hari, tidak wajib)"
                name="cycleLength"
                type="number"
                inputMode="numeric"
                min={CYCLE_MIN}
                max={CYCLE_MAX}
                step={1}
                placeholder={String(CYCLE_DEFAULT)}
                defaultValue={values.cycleLength}
                hint={`Dihitung dari hari pertama haid sampai hari pertama haid berikutnya. Kosongkan bila ${CYCLE_DEFAULT} hari atau tidak tahu; bila siklus Ibu teratur tetapi lebih pendek atau lebih panjang (${CYCLE_MIN}-${CYCLE_MAX} hari), HPL disesuaikan.`}
                error={errors.cycleLength}
              />
            </>
          )}
        </CalculatorForm>

        <CalculatorForm
          type="fertility"
          title="Kalkulator Masa Subur"
          description="Perkiraan ovulasi dan masa subur dari tanggal haid terakhir dan panjang siklus."
          note="Kalkulator ini bukan alat kontrasepsi: jangan mengandalkannya untuk mencegah kehamilan. Untuk menunda atau menjarangkan kehamilan, konsultasikan metode KB dengan bidan."
        >
          {({ values, errors }) => (
            <>
              <LastPeriodField
                id="fertility-lastPeriod"
                label="Tanggal hari pertama haid terakhir"
                max={pickerMax}
                value={values.lastPeriod}
                error={errors.lastPeriod}
              />
              <Field
                id="fertility-cycleLength"
                label="Panjang siklus haid (hari)"
                name="cycleLength"
                type="number"
                inputMode="numeric"
                required
                min={CYCLE_MIN}
                max={CYCLE_MAX}
                step={1}
                defaultValue={values.cycleLength ?? String(CYCLE_DEFAULT)}
                hint={`Antara ${CYCLE_MIN} dan ${CYCLE_MAX} hari; umumnya ${CYCLE_DEFAULT} hari. Bila siklus Ibu di luar rentang ini atau tidak teratur, periksakan ke bidan.`}
                error={errors.cycleLength}
              />
            </>
          )}
        </CalculatorForm>

        <CalculatorForm
          type="weight_gain"
          title="Kalkulator Kenaikan Berat Badan"
          description="Rekomendasi kenaikan berat badan selama hamil berdasarkan IMT sebelum hamil, untuk kehamilan tunggal."
        >
          {({ values, errors }) => (
            <>
              <MeasureField
                id="weight-height"
                label="Tinggi badan (cm)"
                name="height"
                spec={MEASURES.height}
                value={values.height}
                error={errors.height}
              />
              <MeasureField
                id="weight-prePregnancyWeight"
                label="Berat badan sebelum hamil (kg)"
                name="prePregnancyWeight"
                spec={MEASURES.prePregnancyWeight}
                value={values.prePregnancyWeight}
                error={errors.prePregnancyWeight}
              />
            </>
          )}
        </CalculatorForm>
      </div>

      <PlanArea />

      <section aria-labelledby="info-title" className="mt-12 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="info-title" className="text-xl font-bold text-stone-900">
          Informasi Penting
        </h2>
        <ul className="mt-4 grid gap-4 text-sm text-stone-800 sm:grid-cols-2">
          <li>
            <strong className="block text-stone-900">Tentang HPL</strong>
            HPL dihitung 280 hari (40 minggu) dari hari pertama haid terakhir. Hanya sekitar 5% bayi yang lahir tepat
            pada hari perkiraan lahirnya. Bila siklus haid tidak teratur, lupa HPHT, atau sudah USG di awal kehamilan,
            HPL dari USG lebih tepat.
          </li>
          <li>
            <strong className="block text-stone-900">Tentang masa subur</strong>
            Masa subur adalah 6 hari: 5 hari sebelum ovulasi sampai hari ovulasi. Ovulasi biasanya terjadi 14 hari
            sebelum haid berikutnya, tetapi bisa bergeser dari siklus ke siklus.
          </li>
          <li>
            <strong className="block text-stone-900">Tentang kenaikan berat badan</strong>
            Rekomendasi mengikuti Institute of Medicine (IOM, 2009) menurut IMT sebelum hamil: trimester pertama sekitar{" "}
            {formatKgRange(FIRST_TRIMESTER_GAIN)}, lalu kenaikan per minggu yang berbeda untuk tiap kategori IMT. Angka
            ini untuk kehamilan tunggal.
          </li>
          <li>
            <strong className="block text-stone-900">Tanda bahaya</strong>
            Perdarahan, sakit kepala hebat, bengkak di wajah, air ketuban keluar, atau gerakan janin berkurang: segera
            ke puskesmas, bidan, atau rumah sakit sekarang, jangan menunggu jadwal pemeriksaan.{" "}
            <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-teal-800 underline">
              Lihat {DANGER_SIGNS_LINK.label}
            </Link>
          </li>
        </ul>
      </section>

      <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>Disclaimer:</strong> Hasil kalkulator ini hanya perkiraan dan tidak menggantikan pemeriksaan serta
        konsultasi dengan bidan atau dokter. Setiap kehamilan dan siklus haid berbeda.
      </p>
      <div className="print:hidden">
        <SourceList review={review} />
      </div>
    </div>
  );
}
