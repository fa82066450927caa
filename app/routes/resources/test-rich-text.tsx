import { getFormProps } from "@conform-to/react";
import type { PageHandle } from "~/components/static-page";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { z } from "~/schemas/zod";
import { FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { RichTextArea } from "~/client/editor/Editor";
import { formConstraint, refuse } from "~/schemas/form";
import { readSubmission } from "~/server/forms.server";
import { requireAdmin } from "~/server/guards.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import type { Route } from "./+types/test-rich-text";

// The article editor's rich-text field (decision 028) end to end before the article editor of
// issue 13 uses it: the field posts HTML with or without JavaScript, and the page shows what the
// server's sanitizer makes of it. Only answers when ENABLE_TEST_ROUTES is "true" (local test
// runs), and only to admins, like every editor.
function assertEnabled(env: Env) {
  if (env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
}

const richTextSchema = z.object({
  content: z.string({ error: "Isi wajib diisi." }).trim().min(1, "Isi wajib diisi.").max(100_000),
});

/** The rich-text editor (TipTap) is the page's own script (decision 062). */
export const handle = { scripts: ["editor"] } satisfies PageHandle;

export async function loader(args: Route.LoaderArgs) {
  assertEnabled(args.context.cloudflare.env);
  await requireAdmin(args);
  return { constraint: formConstraint(richTextSchema) };
}

export async function action(args: Route.ActionArgs) {
  assertEnabled(args.context.cloudflare.env);
  await requireAdmin(args);
  const submission = await readSubmission(args.request, richTextSchema, "editor");
  if (submission.status !== "success") return refuse(submission);
  return { html: sanitizeArticleHtml(submission.value.content) };
}

const IMAGE_CHOICES = [{ url: "/gambar/public/x.png", label: "Contoh gambar (x.png)" }];

export default function TestRichText() {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const posted = answer && "html" in answer ? answer.html : null;
  const [form, fields] = useRecipeForm<{ content: string }>({
    lastResult: answer && !("html" in answer) ? answer : undefined,
    constraint,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">Isi artikel (uji editor teks)</h1>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <FormErrors title="Gagal Menyimpan" errors={form.errors} />
        <RichTextArea
          label="Isi artikel"
          field={fields.content}
          hint="Gambar hanya dari penyimpanan situs ini."
          imageChoices={IMAGE_CHOICES}
        />
        <SubmitButton pendingLabel="Mengirim...">Kirim</SubmitButton>
      </Form>
      {posted !== null ? (
        <section className="mt-8">
          <h2 className="text-lg font-semibold text-stone-900">HTML setelah dibersihkan</h2>
          <pre data-testid="posted" className="mt-2 overflow-x-auto whitespace-pre-wrap break-all text-xs">
            {posted}
          </pre>
        </section>
      ) : null}
    </div>
  );
}
