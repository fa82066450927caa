import type { FieldMetadata } from "@conform-to/react";
import type { FaqEntry } from "~drizzle/types";
import { FAQ_MAX } from "~/schemas/faq";
import { Field, ListFieldset, TextAreaField, type useRecipeForm } from "./forms";

/** The FAQ list of site settings (Contact page editor, and the recipe's test editor). */
export function FaqListField<FormSchema extends Record<string, unknown>>({
  form,
  field,
  className,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
  form: ReturnType<typeof useRecipeForm<any>>[0];
  field: FieldMetadata<FaqEntry[], FormSchema, string[]>;
  className?: string;
}) {
  return (
    <ListFieldset
      form={form}
      field={field}
      legend="FAQ"
      hint="Pertanyaan tanpa jawaban (atau sebaliknya) tidak disimpan."
      max={FAQ_MAX}
      newRow={{ question: "", answer: "" }}
      addLabel="Tambah pertanyaan"
      removeLabel={(index) => `Hapus pertanyaan ${index + 1}`}
      rowTestId="faq-row"
      rowClassName="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:p-4"
      className={className}
      renderRow={(row, index) => {
        const entry = row.getFieldset();
        return (
          <>
            <Field label={`Pertanyaan ${index + 1}`} field={entry.question} />
            <TextAreaField label={`Jawaban ${index + 1}`} field={entry.answer} rows={3} />
          </>
        );
      }}
    />
  );
}
