import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import {
  DefaultSubmit,
  Field,
  FormErrors,
  ListButton,
  SubmitButton,
  TextAreaField,
  useRecipeForm,
} from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { SERVICE_POINTS_MAX, servicesSchema } from "~/schemas/content-editors";
import { formConstraint } from "~/schemas/form";
import { loadServicesForm, type ServicesForm, saveServices } from "~/server/content-editors.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdmin } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/services";

const TITLE = "Informasi Layanan";
const EMPTY_POINT = { title: "", description: "" };

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return {
    services: await loadServicesForm(getDb(args.context.cloudflare.env)),
    constraint: formConstraint(servicesSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: servicesSchema,
    save: async (value, user) => {
      await saveServices(getDb(env), user, value);
    },
    success: messages.contentEditors.servicesSaved,
    redirectTo: "/admin/layanan/edit",
  });
}

export default function ServicesEditor() {
  const { services, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<ServicesForm>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { ...services, points: services.points.length ? services.points : [EMPTY_POINT] },
  });
  const rows = fields.points.getFieldList();
  return (
    <AdminFrame title={TITLE} width="form" description="Judul, deskripsi, dan poin-poin layanan yang ditawarkan.">
      <Form method="post" className="space-y-6" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors
          title={messages.contentEditors.servicesSaveFailed}
          errors={form.errors}
          fieldErrors={form.allErrors}
        />
        <Field label="Judul" field={fields.title} />
        <TextAreaField label="Deskripsi" field={fields.description} rows={4} />
        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-semibold text-stone-900">Poin Layanan</legend>
          <p className="text-sm text-stone-600">Poin tanpa judul atau tanpa deskripsi tidak disimpan.</p>
          {fields.points.errors?.length ? <p className="text-sm text-red-700">{fields.points.errors[0]}</p> : null}
          <ol className="space-y-4">
            {rows.map((row, index) => {
              const point = row.getFieldset();
              return (
                <li key={row.key} className="space-y-2 rounded-md border border-stone-200 p-3" data-testid="point-row">
                  <Field label={`Judul poin ${index + 1}`} field={point.title} />
                  <TextAreaField label={`Deskripsi poin ${index + 1}`} field={point.description} rows={2} />
                  <ListButton intent={form.remove.getButtonProps({ name: fields.points.name, index })} tone="danger">
                    Hapus poin {index + 1}
                  </ListButton>
                </li>
              );
            })}
          </ol>
          <ListButton
            intent={form.insert.getButtonProps({ name: fields.points.name, defaultValue: EMPTY_POINT })}
            disabled={rows.length >= SERVICE_POINTS_MAX}
          >
            Tambah poin
          </ListButton>
        </fieldset>
        <SubmitButton pendingLabel="Menyimpan...">Simpan Informasi Layanan</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
