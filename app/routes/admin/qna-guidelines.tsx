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
import { GUIDELINE_MAX, qnaGuidelinesSchema } from "~/schemas/content-editors";
import { formConstraint } from "~/schemas/form";
import { type GuidelinesForm, loadGuidelinesForm, saveGuidelines } from "~/server/content-editors.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/qna-guidelines";

const TITLE = "Panduan Tanya Jawab";

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  return {
    guidelines: await loadGuidelinesForm(getDb(args.context.cloudflare.env)),
    constraint: formConstraint(qnaGuidelinesSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: qnaGuidelinesSchema,
    save: async (value, user) => {
      await saveGuidelines(getDb(env), user, value);
    },
    success: messages.contentEditors.guidelinesSaved,
    redirectTo: "/admin/panduan-tanya-jawab/edit",
  });
}

type ListName = "dos" | "donts";

export default function QnaGuidelinesEditor() {
  const { guidelines, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<GuidelinesForm>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: {
      dos: guidelines.dos.length ? guidelines.dos : [""],
      donts: guidelines.donts.length ? guidelines.donts : [""],
      importantNote: guidelines.importantNote,
    },
  });

  const list = (name: ListName, legend: string, itemLabel: string, addLabel: string) => (
    <ListFieldset
      form={form}
      field={fields[name]}
      legend={legend}
      hint="Butir yang dikosongkan tidak disimpan."
      max={GUIDELINE_MAX}
      newRow=""
      addLabel={addLabel}
      removeLabel={(index) => (
        <>
          Hapus<span className="sr-only"> {`${itemLabel.toLowerCase()} ${index + 1}`}</span>
        </>
      )}
      rowTestId={`${name}-row`}
      rowClassName="flex flex-col gap-2 sm:flex-row sm:items-end"
      renderRow={(row, index) => <Field label={`${itemLabel} ${index + 1}`} field={row} className="flex-1" />}
    />
  );

  return (
    <AdminFrame
      title={TITLE}
      width="form"
      description="Yang sebaiknya dilakukan dan dihindari saat bertanya, serta catatan penting di halaman Tanya Kami."
    >
      <Form method="post" className="space-y-6" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors
          title={messages.contentEditors.guidelinesSaveFailed}
          errors={form.errors}
          fieldErrors={form.allErrors}
        />
        {list("dos", "Yang Sebaiknya Dilakukan", "Anjuran", "Tambah anjuran")}
        {list("donts", "Yang Sebaiknya Dihindari", "Larangan", "Tambah larangan")}
        <TextAreaField label="Catatan penting" field={fields.importantNote} rows={4} />
        <SubmitButton pendingLabel="Menyimpan...">Simpan Panduan</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
