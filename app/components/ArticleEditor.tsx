import { getFormProps } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { RichTextArea } from "~/client/editor/Editor";
import { TagInput } from "~/client/tags/Tags";
import type { FormReply } from "~/schemas/form";
import { ArticleBody, type ArticleBodyData } from "./ArticleBody";
import { buttonClass } from "./Button";
import {
  CheckboxField,
  DefaultSubmit,
  Field,
  FormErrors,
  ImageField,
  SelectField,
  TextAreaField,
  useRecipeForm,
} from "./forms";
import { ReviewFieldset } from "./ReviewFieldset";

/** The article as stored, for the edit page; null on the create page. */
export interface ArticleEditorValues {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  featured: boolean;
  imageUrl: string | null;
  publishedAt: Date | string | null;
  reviewerName: string;
  reviewerCredential: string;
  reviewedAt: string;
  sources: { citation: string; url: string }[];
}

type ArticleFields = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  newCategory: string;
  tags: string;
  featured: string;
  status: string;
  image: File;
  reviewerName: string;
  reviewerCredential: string;
  reviewedAt: string;
  sources: { citation: string; url: string }[];
};

/** A reply of the article action: a refusal, or a preview with the values kept. */
export type ArticleReply = FormReply & { preview?: ArticleBodyData };

/**
 * The article editor's form (create and edit): texts, content, category, tags, featured, status,
 * main image, medical review, then "Pratinjau" and "Simpan". Everything posts as one plain
 * multipart form; without JavaScript the preview comes back as a page with every value kept.
 */
export function ArticleEditor({
  article,
  reply,
  constraint,
  categories,
  latestDate,
  maxSources,
  imageChoices,
}: {
  article: ArticleEditorValues | null;
  reply: ArticleReply | undefined;
  constraint: Record<string, Constraint>;
  categories: string[];
  latestDate: string;
  maxSources: number;
  /** Our stored images the content may show (the rich-text editor's image picker). */
  imageChoices: { url: string; label: string }[];
}) {
  const [form, fields] = useRecipeForm<ArticleFields>({
    // The preview's "Lanjut mengedit" links to this id, so Conform must know the form by it.
    id: "form-artikel",
    lastResult: reply,
    constraint,
    defaultValue: {
      title: article?.title ?? "",
      excerpt: article?.excerpt ?? "",
      content: article?.content ?? "",
      category: article?.category ?? "",
      newCategory: "",
      tags: article?.tags.join(", ") ?? "",
      featured: article?.featured ? "on" : "",
      status: article ? (article.publishedAt ? "published" : "draft") : "published",
      reviewerName: article?.reviewerName ?? "",
      reviewerCredential: article?.reviewerCredential ?? "",
      reviewedAt: article?.reviewedAt ?? "",
      sources: article?.sources ?? [],
    },
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const previewing = submitting?.get("intent") === "preview";
  const saving = Boolean(submitting) && !previewing && !submitting?.has("__intent__");
  const status = typeof fields.status.initialValue === "string" ? fields.status.initialValue : "published";
  const preview = reply?.preview;
  return (
    <>
      {preview ? (
        <section
          aria-labelledby="pratinjau"
          className="mb-8 rounded-xl border-2 border-dashed border-amber-400 bg-white p-4 sm:p-6"
          data-testid="article-preview"
        >
          <h2 id="pratinjau" className="text-sm font-semibold uppercase tracking-wide text-amber-800">
            Pratinjau (belum disimpan)
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Beginilah artikel tampil bagi pembaca. Gambar yang baru dipilih tampil setelah artikel disimpan.{" "}
            <a href="#form-artikel" className="font-medium text-teal-800 underline">
              Lanjut mengedit
            </a>
          </p>
          <ArticleBody article={preview} linkCategory={false} headingLevel={2} />
        </section>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-6" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors title="Terjadi Kesalahan" errors={form.errors} fieldErrors={form.allErrors} />
        <Field label="Judul" field={fields.title} />
        <TextAreaField
          label="Ringkasan"
          field={fields.excerpt}
          rows={3}
          hint="Satu atau dua kalimat; tampil di kartu artikel dan di hasil pencarian."
        />
        <RichTextArea label="Konten" field={fields.content} imageChoices={imageChoices} />

        <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-semibold text-stone-900">Kategori</legend>
          <SelectField
            label="Pilih kategori"
            field={fields.category}
            required={false}
            options={[
              { value: "", label: "— Pilih kategori —" },
              ...categories.map((name) => ({ value: name, label: name })),
            ]}
          />
          <Field
            label="Atau tulis kategori baru"
            field={fields.newCategory}
            hint="Diisi bila kategori belum ada; kategori baru dipakai sebagai ganti pilihan di atas."
          />
        </fieldset>

        <TagInput label="Tag" field={fields.tags} />

        <CheckboxField field={fields.featured} label="Artikel pilihan (tampil di beranda dan di Artikel Populer)" />

        <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
          <legend className="px-1 font-semibold text-stone-900">Status</legend>
          {(
            [
              ["published", "Terbitkan", "Tampil untuk pembaca. Tanggal terbit diisi saat pertama kali diterbitkan."],
              ["draft", "Simpan sebagai draft", 'Tidak tampil untuk pembaca; di admin panel tertulis "Draft".'],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="flex min-h-11 items-start gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={fields.status.name}
                value={value}
                defaultChecked={status === value}
                className="mt-1 h-4 w-4 text-teal-700"
              />
              <span>
                <span className="font-medium">{label}</span>
                <span className="block text-stone-600">{hint}</span>
              </span>
            </label>
          ))}
          {fields.status.errors?.[0] ? <p className="text-sm text-red-700">{fields.status.errors[0]}</p> : null}
        </fieldset>

        <ImageField
          label="Gambar utama"
          name={fields.image.name}
          currentUrl={article?.imageUrl}
          currentAlt={article?.title}
          error={fields.image.errors?.[0]}
          required={!article}
          hint={article?.imageUrl ? "Kosongkan untuk tetap memakai gambar saat ini." : "Wajib untuk artikel baru."}
        />

        <ReviewFieldset form={form} fields={fields} latestDate={latestDate} maxSources={maxSources} what="artikel" />

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={saving} className={buttonClass({ className: "disabled:cursor-wait" })}>
            {saving ? "Menyimpan..." : "Simpan Artikel"}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            formNoValidate
            disabled={previewing}
            className={buttonClass({ variant: "secondary" })}
          >
            {previewing ? "Menyiapkan pratinjau..." : "Pratinjau"}
          </button>
        </div>
      </Form>
    </>
  );
}
