import { FaqListField } from "~/components/FaqListField";
import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import type { FaqEntry } from "~drizzle/types";
import { AdminFrame } from "~/components/AdminFrame";
import {
  CheckboxField,
  DefaultSubmit,
  Field,
  FormAlert,
  FormErrors,
  SubmitButton,
  TextAreaField,
  useRecipeForm,
} from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { formConstraint } from "~/schemas/form";
import { contactSchema } from "~/schemas/site-settings";
import { auditEntry } from "~/server/audit.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { loadSiteSettingsRow, saveSiteSettings } from "~/server/settings.server";
import type { Route } from "./+types/contact";
import { loggable } from "~/server/log.server";

const PATH = "/admin/kontak";

export const meta: Route.MetaFunction = () => [
  { title: `Halaman Kontak | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

type ContactForm = {
  email: string;
  phone: string;
  location: string;
  operationalHours: string;
  mapLink: string;
  showPracticeLocation: string;
  faq: FaqEntry[];
};

const EMPTY: ContactForm = {
  email: "",
  phone: "",
  location: "",
  operationalHours: "",
  mapLink: "",
  showPracticeLocation: "",
  faq: [],
};

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const constraint = formConstraint(contactSchema);
  try {
    const row = await loadSiteSettingsRow(getDb(args.context.cloudflare.env));
    const values: ContactForm = {
      email: row?.footerEmail ?? "",
      phone: row?.footerPhone ?? "",
      location: row?.footerLocation ?? "",
      operationalHours: row?.operationalHours ?? "",
      mapLink: row?.practiceLocationGmapsLink ?? "",
      showPracticeLocation: row?.showPracticeLocation ? "on" : "",
      faq: Array.isArray(row?.faq) ? row.faq : [],
    };
    return { failed: false, values, constraint };
  } catch (error) {
    console.error("Gagal memuat pengaturan kontak", loggable(error));
    return { failed: true, values: EMPTY, constraint };
  }
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: contactSchema,
    save: async (value, user) => {
      const db = getDb(env);
      await saveSiteSettings(
        db,
        {
          footerEmail: value.email,
          footerPhone: value.phone,
          footerLocation: value.location,
          operationalHours: value.operationalHours,
          practiceLocationGmapsLink: value.mapLink,
          showPracticeLocation: value.showPracticeLocation,
          faq: value.faq,
        },
        auditEntry(db, user, { action: "update", entity: "contact" }),
      );
      return undefined;
    },
    success: messages.settings.saved,
    redirectTo: PATH,
  });
}

export default function ContactEditor({ loaderData }: Route.ComponentProps) {
  const { failed, values, constraint } = loaderData;
  const [form, fields] = useRecipeForm<ContactForm>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { ...values, faq: values.faq.length ? values.faq : [{ question: "", answer: "" }] },
  });
  return (
    <AdminFrame
      title="Halaman Kontak"
      width="form"
      description="Info kontak, jam operasional, peta lokasi praktik, dan FAQ di halaman Kontak."
    >
      {failed ? (
        <FormAlert title={messages.settings.loadFailed} message="Muat ulang halaman untuk mencoba lagi." />
      ) : (
        <Form method="post" className="space-y-6" {...getFormProps(form)}>
          <DefaultSubmit />
          <FormErrors title={messages.settings.saveFailed} errors={form.errors} fieldErrors={form.allErrors} />
          <fieldset className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <legend className="px-1 text-lg font-semibold text-stone-900">Info Kontak</legend>
            <p className="text-sm text-stone-600">
              Isian yang dikosongkan tidak ditampilkan di halaman Kontak. Email, telepon, dan lokasi juga tampil di
              footer.
            </p>
            <Field label="Email" type="email" autoComplete="off" field={fields.email} />
            <Field label="Telepon" type="tel" autoComplete="off" field={fields.phone} />
            <Field label="Lokasi" field={fields.location} />
            <TextAreaField label="Jam Operasional" field={fields.operationalHours} rows={3} />
          </fieldset>
          <fieldset className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <legend className="px-1 text-lg font-semibold text-stone-900">Lokasi Praktik</legend>
            <Field
              label="Tautan Peta"
              type="url"
              inputMode="url"
              autoComplete="off"
              field={fields.mapLink}
              placeholder="https://www.google.com/maps/embed?pb=..."
              hint='Di Google Maps pilih Bagikan > Sematkan peta, lalu tempel alamat dari src="..." (diawali https://www.google.com/maps/embed?).'
            />
            <CheckboxField
              label="Tampilkan peta lokasi praktik di halaman Kontak"
              field={fields.showPracticeLocation}
            />
          </fieldset>
          <FaqListField
            form={form}
            field={fields.faq}
            className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          />
          <div>
            <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
          </div>
        </Form>
      )}
    </AdminFrame>
  );
}
