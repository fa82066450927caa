import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { Field, FormAlert, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { FOOTER_DEFAULTS } from "~/domain/site-settings";
import { messages, SITE_NAME } from "~/messages";
import { formConstraint } from "~/schemas/form";
import { footerSchema } from "~/schemas/site-settings";
import { auditEntry } from "~/server/audit.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { loadSiteSettingsRow, saveSiteSettings } from "~/server/settings.server";
import type { Route } from "./+types/settings";
import { loggable } from "~/server/log.server";

const PATH = "/admin/pengaturan";

export const meta: Route.MetaFunction = () => [
  { title: `Info Footer | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const constraint = formConstraint(footerSchema);
  try {
    const row = await loadSiteSettingsRow(getDb(args.context.cloudflare.env));
    return {
      failed: false,
      values: { email: row?.footerEmail ?? "", phone: row?.footerPhone ?? "", location: row?.footerLocation ?? "" },
      constraint,
    };
  } catch (error) {
    console.error("Gagal memuat pengaturan footer", loggable(error));
    return { failed: true, values: { email: "", phone: "", location: "" }, constraint };
  }
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: footerSchema,
    save: async ({ email, phone, location }, user) => {
      const db = getDb(env);
      await saveSiteSettings(
        db,
        { footerEmail: email, footerPhone: phone, footerLocation: location },
        auditEntry(db, user, { action: "update", entity: "footer" }),
      );
      return undefined;
    },
    success: messages.settings.saved,
    redirectTo: PATH,
  });
}

export default function FooterSettings({ loaderData }: Route.ComponentProps) {
  const { failed, values, constraint } = loaderData;
  const [form, fields] = useRecipeForm<{ email: string; phone: string; location: string }>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: values,
  });
  const emptyHint = (text: string) => `Kosongkan untuk memakai bawaan: ${text}.`;
  return (
    <AdminFrame
      title="Info Footer"
      width="form"
      description="Email, telepon, dan lokasi di kaki setiap halaman. Halaman Kontak memakai data yang sama."
    >
      {failed ? (
        <FormAlert title={messages.settings.loadFailed} message="Muat ulang halaman untuk mencoba lagi." />
      ) : (
        <Form
          method="post"
          className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          {...getFormProps(form)}
        >
          <FormErrors title={messages.settings.saveFailed} errors={form.errors} fieldErrors={form.allErrors} />
          <Field
            label="Email"
            type="email"
            autoComplete="off"
            field={fields.email}
            hint={emptyHint(FOOTER_DEFAULTS.email)}
          />
          <Field
            label="Telepon"
            type="tel"
            autoComplete="off"
            field={fields.phone}
            hint={emptyHint(FOOTER_DEFAULTS.phone)}
          />
          <Field label="Lokasi" field={fields.location} hint={emptyHint(FOOTER_DEFAULTS.location)} />
          <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
        </Form>
      )}
    </AdminFrame>
  );
}
