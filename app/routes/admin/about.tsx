import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "react-router";
import type { QualificationItem } from "~drizzle/types";
import { AdminFrame } from "~/components/AdminFrame";
import {
  DefaultSubmit,
  Field,
  FormErrors,
  ImageField,
  ListFieldset,
  SubmitButton,
  TextAreaField,
  useRecipeForm,
} from "~/components/forms";
import { messages, SITE_NAME } from "~/messages";
import { aboutSchema, QUALIFICATIONS_MAX } from "~/schemas/content-editors";
import { formConstraint } from "~/schemas/form";
import { loadAboutForm, saveAbout } from "~/server/content-editors.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { replaceImage } from "~/server/images.server";
import type { Route } from "./+types/about";

const TITLE = "Halaman Tentang Saya";
const EMPTY_ITEM = { item: "" };

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  return {
    about: await loadAboutForm(getDb(args.context.cloudflare.env)),
    constraint: formConstraint(aboutSchema),
  };
}

/** A file input left empty sends a part with no name and no bytes: keep the stored image. */
const chosenFile = (image: unknown) =>
  image instanceof File && !(image.size === 0 && image.name === "") ? image : null;

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: aboutSchema,
    kind: "upload",
    save: async ({ image, ...value }, user) => {
      const db = getDb(env);
      const current = await loadAboutForm(db);
      const file = chosenFile(image);
      if (!file) {
        await saveAbout(db, user, value, current !== null);
        return;
      }
      const stored = await replaceImage(env, {
        file,
        kind: "about",
        oldUrl: current?.imageUrl,
        saveRow: (imageUrl) => saveAbout(db, user, { ...value, imageUrl }, current !== null),
      });
      if (!stored.ok) return { fieldErrors: { image: [stored.message] } };
    },
    success: messages.contentEditors.aboutSaved,
    redirectTo: "/admin/tentang-saya/edit",
  });
}

type AboutFields = {
  title: string;
  content: string;
  qualificationsTitle: string;
  qualifications: QualificationItem[];
  image: File;
};

export default function AboutEditor() {
  const { about, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useRecipeForm<AboutFields>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: {
      title: about?.title ?? "",
      content: about?.content ?? "",
      qualificationsTitle: about?.qualificationsTitle ?? "",
      qualifications: about?.qualifications.length ? about.qualifications : [EMPTY_ITEM],
    },
  });
  return (
    <AdminFrame
      title={TITLE}
      width="form"
      description="Judul, teks utama, foto, dan kualifikasi yang tampil di /tentang-saya."
    >
      <Form method="post" encType="multipart/form-data" className="space-y-6" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors title={messages.contentEditors.aboutSaveFailed} errors={form.errors} fieldErrors={form.allErrors} />
        <Field label="Judul" field={fields.title} />
        <TextAreaField
          label="Konten utama"
          field={fields.content}
          rows={12}
          hint="Teks biasa; setiap baris baru tampil sebagai baris baru di halaman."
        />
        <ImageField
          label="Foto"
          name="image"
          currentUrl={about?.imageUrl}
          currentAlt={about?.title}
          error={fields.image?.errors?.[0]}
          hint={about?.imageUrl ? "Kosongkan untuk tetap memakai foto saat ini." : undefined}
        />
        <ListFieldset
          form={form}
          field={fields.qualifications}
          legend="Kualifikasi"
          hint="Butir yang dikosongkan tidak disimpan."
          max={QUALIFICATIONS_MAX}
          newRow={EMPTY_ITEM}
          addLabel="Tambah kualifikasi"
          removeLabel={(index) => (
            <>
              Hapus<span className="sr-only"> kualifikasi {index + 1}</span>
            </>
          )}
          rowTestId="qualification-row"
          rowClassName="flex flex-col gap-2 sm:flex-row sm:items-end"
          renderRow={(row, index) => (
            <Field label={`Kualifikasi ${index + 1}`} field={row.getFieldset().item} className="flex-1" />
          )}
        >
          <Field label="Judul daftar kualifikasi" field={fields.qualificationsTitle} hint='Misalnya "Kualifikasi".' />
        </ListFieldset>
        <SubmitButton pendingLabel="Menyimpan...">Simpan Halaman</SubmitButton>
      </Form>
    </AdminFrame>
  );
}
