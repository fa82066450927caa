import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import {
  DefaultSubmit,
  Field,
  FormErrors,
  ListFieldset,
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
import { requireAdminPage } from "~/server/guards.server";
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
  await requireAdminPage(args);
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
        <ListFieldset
          form={form}
          field={fields.points}
          legend="Poin Layanan"
          hint="Poin tanpa judul atau tanpa deskripsi tidak disimpan."
          max={SERVICE_POINTS_MAX}
          newRow={EMPTY_POINT}
          addLabel="Tambah poin"
          removeLabel={(index) => `Hapus poin ${index + 1}`}
          rowTestId="point-row"
          renderRow={(row, index) => {
            const point = row.getFieldset();
            return (
              <>
                <Field label={`Judul poin ${index + 1}`} field={point.title} />
                <TextAreaField label={`Deskripsi poin ${index + 1}`} field={point.description} rows={2} />
              </>
            );
          }}
        />
        <SubmitButton pendingLabel="Menyimpan...">Simpan Informasi Layanan</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
