import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { Field, FormAlert, FormErrors, ImageField, SubmitButton, useRecipeForm } from "~/components/forms";
import { filledOrNull, HERO_DEFAULTS } from "~/domain/site-settings";
import { messages, SITE_NAME } from "~/messages";
import { heroSchema } from "~/schemas/site-settings";
import { formConstraint } from "~/schemas/form";
import { auditEntry } from "~/server/audit.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { IMAGE_MESSAGES, replaceImage } from "~/server/images.server";
import { loadSiteSettingsRow, saveSiteSettings } from "~/server/settings.server";
import type { Route } from "./+types/hero";
import { loggable } from "~/server/log.server";

const PATH = "/admin/hero";

export const meta: Route.MetaFunction = () => [
  { title: `Hero Beranda | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const constraint = formConstraint(heroSchema);
  try {
    const row = await loadSiteSettingsRow(getDb(args.context.cloudflare.env));
    return {
      failed: false,
      title: filledOrNull(row?.heroTitle) ?? HERO_DEFAULTS.title,
      subtitle: row?.heroSubtitle ?? "",
      imageUrl: filledOrNull(row?.heroImageUrl),
      constraint,
    };
  } catch (error) {
    console.error("Gagal memuat pengaturan hero", loggable(error));
    return { failed: true, title: "", subtitle: "", imageUrl: null, constraint };
  }
}

/** A file input left empty still sends a part with no name and no bytes: that is "no new image". */
function chosenFile(image: unknown): File | null {
  return image instanceof File && (image.size > 0 || image.name !== "") ? image : null;
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  return editorAction(args, {
    schema: heroSchema,
    kind: "upload",
    save: async ({ title, subtitle, image }, user) => {
      const db = getDb(env);
      const texts = { heroTitle: title, heroSubtitle: subtitle };
      const audit = auditEntry(db, user, { action: "update", entity: "hero" });
      const oldUrl = filledOrNull((await loadSiteSettingsRow(db))?.heroImageUrl);
      const file = chosenFile(image);
      if (!file) {
        // The image may stay as it is, but the hero needs one to start with.
        if (!oldUrl) return { fieldErrors: { image: [IMAGE_MESSAGES.missing] } };
        await saveSiteSettings(db, texts, audit);
        return undefined;
      }
      const stored = await replaceImage(env, {
        file,
        kind: "hero",
        oldUrl,
        saveRow: (heroImageUrl) => saveSiteSettings(db, { ...texts, heroImageUrl }, audit),
      });
      return stored.ok ? undefined : { fieldErrors: { image: [stored.message] } };
    },
    success: messages.settings.heroSaved,
    redirectTo: PATH,
  });
}

export default function HeroEditor({ loaderData }: Route.ComponentProps) {
  const { failed, title, subtitle, imageUrl, constraint } = loaderData;
  const [form, fields] = useRecipeForm<{ title: string; subtitle: string; image: File }>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { title, subtitle },
  });
  return (
    <AdminFrame title="Hero Beranda" width="form" description="Judul, subjudul, dan gambar di bagian atas beranda.">
      {failed ? (
        <FormAlert title={messages.settings.loadFailed} message="Muat ulang halaman untuk mencoba lagi." />
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          {...getFormProps(form)}
        >
          <FormErrors title={messages.settings.saveFailed} errors={form.errors} fieldErrors={form.allErrors} />
          <Field label="Judul" field={fields.title} />
          <Field
            label="Subjudul"
            field={fields.subtitle}
            hint={`Kosongkan untuk memakai teks bawaan: "${HERO_DEFAULTS.subtitle}".`}
          />
          <ImageField
            label="Gambar Hero"
            name="image"
            currentUrl={imageUrl}
            currentAlt="Gambar hero saat ini"
            error={fields.image?.errors?.[0]}
            hint={imageUrl ? "Biarkan kosong untuk tetap memakai gambar saat ini." : undefined}
            required={!imageUrl}
          />
          <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
        </Form>
      )}
    </AdminFrame>
  );
}
