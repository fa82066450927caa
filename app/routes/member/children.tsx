import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { buttonClass } from "~/components/Button";
import { ChildFields, FormCard } from "~/components/ChildForms";
import { CheckboxField, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { CHILD_LIMITS, CHILD_MESSAGES, SEX_LABELS } from "~/domain/children";
import { calendarToday, daysBetween, formatLongDate, type IsoDate } from "~/domain/dates";
import { formatAgeDays } from "~/domain/growth-check-form";
import { messages, SITE_NAME } from "~/messages";
import { newChildFields, newChildSchema } from "~/schemas/children";
import { formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { addChild, listChildren } from "~/server/children.server";
import { getDb } from "~/server/db.server";
import { SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/children";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Anak Saya | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/** Where the form posts; the fragment brings a refusal into view. */
const FORM_ACTION = "/dashboard/anak#tambah-anak";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const rows = await listChildren(getDb(args.context.cloudflare.env), user.id);
  const day = calendarToday();
  return {
    children: rows.map((child) => {
      const last = child.measurements[0];
      return {
        id: child.id,
        name: child.name,
        sex: SEX_LABELS[child.sex],
        born: formatLongDate(child.birthDate as IsoDate),
        age: formatAgeDays(Math.max(0, daysBetween(child.birthDate as IsoDate, day.today)), day.today),
        measurements: child.measurements.length,
        lastMeasured: last ? formatLongDate(last.measuredOn as IsoDate) : null,
      };
    }),
    full: rows.length >= CHILD_LIMITS.children,
    pickerMax: day.latest,
    constraint: formConstraint(newChildFields),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const submission = parseSubmission(formData, newChildSchema(calendarToday()));
  if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
  let id: number | null;
  try {
    id = await addChild(getDb(env), user.id, submission.value);
  } catch (error) {
    console.error("Gagal menyimpan data anak", loggable(error));
    return refuse(submission, { status: 500, formError: SAVE_FAILED });
  }
  if (id === null) return refuse(submission, { status: 409, formError: CHILD_MESSAGES.tooManyChildren });
  return redirectWithToast(`/dashboard/anak/${id}#tambah-ukuran`, messages.children.added, { env, request });
}

export default function Children({ loaderData, actionData }: Route.ComponentProps) {
  const { children, full, pickerMax, constraint } = loaderData;
  const [form, fields] = useRecipeForm<z.input<typeof newChildFields>>({
    id: "tambah-anak-form",
    lastResult: actionData,
    constraint,
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Remah roti" className="text-sm text-stone-600">
        <Link to="/dashboard" className="text-teal-800 underline hover:no-underline">
          Dashboard
        </Link>{" "}
        / Anak Saya
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-stone-900 sm:text-3xl">Anak Saya</h1>
      <p className="mt-2 text-stone-700">
        Catat berat badan, panjang atau tinggi badan, dan lingkar kepala anak usia 0-60 bulan, lalu lihat hasilnya
        menurut standar WHO dan kategori Permenkes No. 2 Tahun 2020. Hanya Anda yang dapat melihat data ini, dan bidan
        di Bidanku bila Anda membagikannya di Berbagi dengan Bidan.
      </p>

      <section aria-labelledby="daftar-anak-title" className="mt-8">
        <h2 id="daftar-anak-title" className="text-lg font-semibold text-stone-900">
          Daftar Anak ({children.length})
        </h2>
        {children.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700">
            Belum ada data anak. Tambahkan anak Anda di bawah, lalu catat hasil timbang dan ukurnya dari posyandu atau
            Buku KIA.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {children.map((child) => (
              <li
                key={child.id}
                className="min-w-0 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
                data-testid="child-card"
              >
                <h3 className="break-words text-lg font-semibold text-stone-900">
                  <Link to={`/dashboard/anak/${child.id}`} className="text-teal-800 hover:underline">
                    {child.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-stone-700">
                  {child.sex} · lahir {child.born} · usia {child.age}
                </p>
                <p className="mt-2 text-sm text-stone-700">
                  {child.measurements === 0
                    ? "Belum ada pengukuran."
                    : `${child.measurements} pengukuran, terakhir ${child.lastMeasured}.`}
                </p>
                <Link
                  to={`/dashboard/anak/${child.id}`}
                  className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-teal-800 underline"
                >
                  Lihat pengukuran<span className="sr-only"> {child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {children.length > 0 ? (
          <div className="mt-5">
            {/* A file, not a page: a plain link, so the router does not try to render it. */}
            <a
              href="/dashboard/anak/unduh"
              download
              className={buttonClass({ variant: "secondary", size: "sm" })}
              aria-describedby="unduh-pengukuran-keterangan"
            >
              Unduh Semua Pengukuran (CSV)
            </a>
            <p id="unduh-pengukuran-keterangan" className="mt-2 text-sm text-stone-700">
              Berkas lembar kerja (spreadsheet) berisi semua pengukuran semua anak di atas, untuk disimpan atau dibuka
              di Excel atau Google Sheets.
            </p>
          </div>
        ) : null}
      </section>

      <FormCard id="tambah-anak" title="Tambah Anak">
        {full ? (
          <p className="mt-3 text-stone-700">{CHILD_MESSAGES.tooManyChildren}</p>
        ) : (
          <Form method="post" action={FORM_ACTION} className="mt-4 space-y-5" {...getFormProps(form)}>
            <FormErrors title={messages.children.saveFailed} errors={form.errors} fieldErrors={form.allErrors} />
            <ChildFields fields={fields} pickerMax={pickerMax} idPrefix="anak-baru" />
            <CheckboxField
              field={fields.consent}
              required
              label={
                <>
                  Saya orang tua atau wali anak ini dan setuju data kesehatannya (tanggal lahir, hasil pengukuran,
                  catatan imunisasi, dan cek perkembangan) disimpan di akun saya, hanya untuk ditampilkan kepada saya.
                  Saya dapat menghapusnya kapan saja. Baca{" "}
                  <Link to="/kebijakan-privasi" className="font-medium text-teal-800 underline">
                    Kebijakan Privasi
                  </Link>
                  .
                </>
              }
            />
            <SubmitButton pendingLabel="Menyimpan..." className="w-full sm:w-auto">
              Simpan
            </SubmitButton>
          </Form>
        )}
      </FormCard>
    </div>
  );
}
