import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { Field, FormErrors, SubmitButton, TextAreaField, useRecipeForm } from "~/components/forms";
import { ADMIN_PANEL_PATH } from "~/domain/admin-pages";
import { LEGAL_PAGE_NAMES, legalEditorPath } from "~/domain/legal-pages";
import { messages, SITE_NAME } from "~/messages";
import { legalPageIdSchema, legalSchema } from "~/schemas/content-editors";
import { formConstraint } from "~/schemas/form";
import { type LegalForm, loadLegalForm, saveLegal } from "~/server/content-editors.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { discardBody, privatePage } from "~/server/http.server";
import { LEGAL_PAGE_PATHS } from "~/server/sitemap.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/legal";

const TITLE = "Edit Halaman Legal";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `${data.name} | ` : ""}${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

function notFound(args: Route.LoaderArgs | Route.ActionArgs) {
  return redirectWithToast(ADMIN_PANEL_PATH, messages.contentEditors.legalNotFound, {
    env: args.context.cloudflare.env,
    request: args.request,
  });
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const parsed = legalPageIdSchema.safeParse(args.params.pageId);
  if (!parsed.success) throw await notFound(args);
  const id = parsed.data;
  return {
    id,
    name: LEGAL_PAGE_NAMES[id],
    publicPath: LEGAL_PAGE_PATHS[id],
    page: await loadLegalForm(getDb(args.context.cloudflare.env), id),
    constraint: formConstraint(legalSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  const parsed = legalPageIdSchema.safeParse(args.params.pageId);
  if (!parsed.success) {
    // The guard answers first, so an outsider learns nothing about which ids exist.
    await requireAdminPage(args);
    await discardBody(args.request);
    return notFound(args);
  }
  const id = parsed.data;
  return editorAction(args, {
    schema: legalSchema,
    save: async (value, user) => {
      await saveLegal(getDb(env), user, id, value);
    },
    success: messages.contentEditors.legalSaved,
    redirectTo: legalEditorPath(id),
  });
}

export default function LegalEditor() {
  const { id, name, publicPath, page, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<LegalForm>({
    id: `legal-${id}`,
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: page,
  });
  return (
    <AdminFrame
      title={TITLE}
      width="form"
      description={
        <>
          <span className="font-semibold text-stone-800">{name}</span>, tampil di{" "}
          <a href={publicPath} className="font-medium text-teal-800 underline">
            {publicPath}
          </a>
          .
        </>
      }
    >
      <Form method="post" className="space-y-6" {...getFormProps(form)}>
        <FormErrors title={messages.contentEditors.legalSaveFailed} errors={form.errors} fieldErrors={form.allErrors} />
        <Field label="Judul" field={fields.title} />
        <TextAreaField
          label="Konten"
          field={fields.content}
          rows={16}
          hint="Teks biasa; setiap baris baru tampil sebagai baris baru di halaman."
        />
        <SubmitButton pendingLabel="Menyimpan...">Simpan Halaman</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
