import type { FieldMetadata } from "@conform-to/react";
import { Field, ListFieldset, TextAreaField, type useRecipeForm } from "./forms";

// biome-ignore lint/suspicious/noExplicitAny: the form object of useRecipeForm, generic over the whole form.
type FormMeta = ReturnType<typeof useRecipeForm<any>>[0];
// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta<T> = FieldMetadata<T, any, string[]>;

/**
 * The medical review fields of a health editor (decision 011): reviewer, credential, date, and
 * the sources as a list (add and remove rows without JavaScript). `what` names the page in the
 * hint ("panduan", "artikel").
 */
export function ReviewFieldset({
  form,
  fields,
  latestDate,
  maxSources,
  what,
}: {
  form: FormMeta;
  fields: {
    reviewerName: Meta<string>;
    reviewerCredential: Meta<string>;
    reviewedAt: Meta<string>;
    sources: Meta<{ citation: string; url: string }[]>;
  };
  latestDate: string;
  maxSources: number;
  what: string;
}) {
  return (
    <section aria-labelledby="review-editor" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="review-editor" className="text-xl font-bold text-stone-900">
        Tinjauan Medis
      </h2>
      <p className="text-sm text-stone-600">
        Bila isi {what} diubah, perbarui tanggal tinjauan setelah ditinjau ulang, atau kosongkan peninjau dan tanggal
        (halaman akan menampilkan "Isi halaman ini belum ditinjau oleh tenaga kesehatan.").
      </p>
      <Field label="Nama peninjau" field={fields.reviewerName} />
      <Field label="Gelar peninjau" field={fields.reviewerCredential} hint='Misalnya "S.Tr.Keb".' />
      <Field label="Tanggal tinjauan" field={fields.reviewedAt} type="date" max={latestDate} />
      <ListFieldset
        form={form}
        field={fields.sources}
        legend="Referensi"
        max={maxSources}
        newRow={{ citation: "", url: "" }}
        addLabel="Tambah Referensi"
        removeLabel={(index) => `Hapus Referensi ${index + 1}`}
        testId="list-sources"
        rowTestId="source-row"
        className="space-y-3"
        renderRow={(row, index) => {
          const source = row.getFieldset();
          return (
            <>
              <TextAreaField label={`Referensi ${index + 1}`} field={source.citation} rows={2} />
              <Field label={`Tautan referensi ${index + 1} (opsional)`} field={source.url} type="url" />
            </>
          );
        }}
      />
    </section>
  );
}
