import { FaqListField } from "~/components/FaqListField";
import { getFormProps } from "@conform-to/react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { FaqEntry } from "~drizzle/types";
import { DefaultSubmit, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { faqSchema } from "~/schemas/faq";
import { formConstraint } from "~/schemas/form";
import { getDb } from "~/server/db.server";
import { auditEntry } from "~/server/audit.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdmin } from "~/server/guards.server";
import { loadFaq, saveSiteSettings } from "~/server/settings.server";
import type { Route } from "./+types/test-form";

// The form recipe's list field end to end (FAQ of site settings) before the contact editor of
// issue 13 exists. Only answers when ENABLE_TEST_ROUTES is "true" (local test runs), and only
// to admins, like every editor.
function assertEnabled(env: Env) {
  if (env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
}

export async function loader(args: Route.LoaderArgs) {
  assertEnabled(args.context.cloudflare.env);
  await requireAdmin(args);
  return { faq: await loadFaq(getDb(args.context.cloudflare.env)), constraint: formConstraint(faqSchema) };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  assertEnabled(env);
  return editorAction(args, {
    schema: faqSchema,
    save: async ({ faq }, user) => {
      const db = getDb(env);
      await saveSiteSettings(db, { faq }, auditEntry(db, user, { action: "update", entity: "faq" }));
    },
    success: { title: "FAQ Tersimpan" },
    redirectTo: "/__test/form",
  });
}

export default function TestForm() {
  const { faq, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<{ faq: FaqEntry[] }>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { faq: faq.length ? faq : [{ question: "", answer: "" }] },
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">FAQ (uji resep formulir)</h1>
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors title="Gagal Menyimpan" errors={form.errors} />
        <FaqListField form={form} field={fields.faq} />
        <div>
          <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
