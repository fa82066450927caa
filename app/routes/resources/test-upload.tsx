import { getFormProps } from "@conform-to/react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { z } from "~/schemas/zod";
import { Field, FormErrors, ImageField, SubmitButton, useRecipeForm } from "~/components/forms";
import { keyFromImageUrl } from "~/domain/image-keys";
import { formConstraint, imageField } from "~/schemas/form";
import { editorAction } from "~/server/editor-action.server";
import { requireAdmin } from "~/server/guards.server";
import { imageUrlFor, storeImage } from "~/server/images.server";
import type { Route } from "./+types/test-upload";

// An image upload through the form recipe end to end (multipart, the "upload" body cap, the
// image field, a refusal that keeps the other values) before the hero, about and article editors
// of issue 13 exist. Only answers when ENABLE_TEST_ROUTES is "true", and only to admins.
function assertEnabled(env: Env) {
  if (env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
}

const uploadSchema = z.object({
  caption: z
    .string({ error: "Keterangan wajib diisi." })
    .trim()
    .min(1, "Keterangan wajib diisi.")
    .max(200, "Keterangan maksimal 200 karakter."),
  // Judged by storeImage from its bytes; the schema only lets the part through.
  image: imageField,
});

export async function loader(args: Route.LoaderArgs) {
  assertEnabled(args.context.cloudflare.env);
  await requireAdmin(args);
  const url = new URL(args.request.url);
  const stored = keyFromImageUrl(url.searchParams.get("gambar"));
  return {
    stored: stored ? imageUrlFor(stored) : null,
    caption: url.searchParams.get("keterangan")?.slice(0, 200) ?? "",
    constraint: formConstraint(uploadSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  assertEnabled(env);
  let to = "/__test/upload";
  return editorAction(args, {
    schema: uploadSchema,
    kind: "upload",
    save: async ({ caption, image }) => {
      const stored = await storeImage(env, image as File | string | undefined, "article");
      if (!stored.ok) return { fieldErrors: { image: [stored.message] } };
      to = `/__test/upload?${new URLSearchParams({ gambar: stored.url, keterangan: caption })}`;
    },
    success: { title: "Gambar Tersimpan" },
    redirectTo: () => to,
  });
}

export default function TestUpload() {
  const { stored, caption, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<{ caption: string; image: File }>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { caption },
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">Unggah gambar (uji resep formulir)</h1>
      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4" {...getFormProps(form)}>
        <FormErrors title="Gagal Menyimpan" errors={form.errors} />
        <Field label="Keterangan" field={fields.caption} />
        <ImageField
          label="Gambar"
          name="image"
          currentUrl={stored}
          currentAlt={caption}
          error={fields.image?.errors?.[0]}
          required={!stored}
        />
        <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
      </Form>
    </div>
  );
}
