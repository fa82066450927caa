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
import { GUIDELINE_MAX, qnaGuidelinesSchema } from "~/schemas/content-editors";
import { formConstraint } from "~/schemas/form";
import { type GuidelinesForm, loadGuidelinesForm, saveGuidelines } from "~/server/content-editors.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdmin } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/qna-guidelines";

const TITLE = "Panduan Tanya Jawab";

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
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

  const list = (name: ListName, legend: string, itemLabel: string, addLabel: string) => {
    const field = fields[name];
    const rows = field.getFieldList();
    return (
      <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold text-stone-900">{legend}</legend>
        <p className="text-sm text-stone-600">Butir yang dikosongkan tidak disimpan.</p>
        {field.errors?.length ? <p className="text-sm text-red-700">{field.errors[0]}</p> : null}
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-end" data-testid={`${name}-row`}>
              <Field label={`${itemLabel} ${index + 1}`} field={row} className="flex-1" />
              <ListButton intent={form.remove.getButtonProps({ name: field.name, index })} tone="danger">
                Hapus<span className="sr-only"> {`${itemLabel.toLowerCase()} ${index + 1}`}</span>
              </ListButton>
            </li>
          ))}
        </ol>
        <ListButton
          intent={form.insert.getButtonProps({ name: field.name, defaultValue: "" })}
          disabled={rows.length >= GUIDELINE_MAX}
        >
          {addLabel}
        </ListButton>
      </fieldset>
    );
  };

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
