import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { CHILD_LIMITS } from "~/domain/children";
import {
  ARM_HINT,
  CORRECTED_AGE_HINT,
  OEDEMA_HINT,
  OEDEMA_OPTIONS,
  POSITION_OPTIONS,
  SEX_OPTIONS,
} from "~/domain/growth-check-form";
import { Field } from "./forms";
import { ChoiceGroup } from "./GrowthFields";

// The fields of a member's child and of a measurement (/dashboard/anak, /dashboard/anak/:id),
// on the form recipe: each control takes its name, typed value and message from Conform.

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<any, any, string[]>;

const decimal = { type: "text", inputMode: "decimal", autoComplete: "off", maxLength: 20 } as const;

const initial = (field: Meta) => (typeof field.initialValue === "string" ? field.initialValue : undefined);

/** Name, sex, date of birth and (optional) gestational age of a child. */
export function ChildFields({
  fields,
  pickerMax,
  idPrefix,
}: {
  fields: { name: Meta; sex: Meta; birthDate: Meta; gestationalWeeks: Meta };
  /** The latest date the birth date picker offers (today in WIT). */
  pickerMax: string;
  idPrefix: string;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-name`}
        label="Nama atau panggilan anak"
        field={fields.name}
        maxLength={CHILD_LIMITS.nameMax}
        autoComplete="off"
        hint="Cukup nama panggilan. Hanya Anda yang dapat melihatnya, dan bidan bila Anda membagikan data Anda."
      />
      <ChoiceGroup
        legend="Jenis kelamin"
        name={fields.sex.name}
        options={SEX_OPTIONS}
        value={initial(fields.sex)}
        error={fields.sex.errors?.[0]}
        idPrefix={`${idPrefix}-`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-birthDate`}
          label="Tanggal lahir"
          field={fields.birthDate}
          type="date"
          max={pickerMax}
        />
        <Field
          id={`${idPrefix}-gestationalWeeks`}
          label="Usia kehamilan saat lahir (minggu, tidak wajib)"
          field={fields.gestationalWeeks}
          {...decimal}
          inputMode="numeric"
          hint={CORRECTED_AGE_HINT}
        />
      </div>
    </>
  );
}

/** Date, weight, length or height with how it was measured, and head circumference. */
export function MeasurementFields({
  fields,
  pickerMax,
  idPrefix,
}: {
  fields: { measuredOn: Meta; weight: Meta; length: Meta; position: Meta; head: Meta; arm: Meta; oedema: Meta };
  pickerMax: string;
  idPrefix: string;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-measuredOn`}
          label="Tanggal pengukuran"
          field={fields.measuredOn}
          type="date"
          required
          max={pickerMax}
        />
        <Field
          id={`${idPrefix}-weight`}
          label="Berat badan (kg)"
          field={fields.weight}
          {...decimal}
          hint="Misalnya 8,4. Boleh memakai koma atau titik."
        />
        <Field
          id={`${idPrefix}-length`}
          label="Panjang atau tinggi badan (cm)"
          field={fields.length}
          {...decimal}
          hint="Satu angka desimal, misalnya 72,5."
        />
        <Field
          id={`${idPrefix}-head`}
          label="Lingkar kepala (cm, tidak wajib)"
          field={fields.head}
          {...decimal}
          hint="Satu angka desimal, misalnya 45,5."
        />
        <Field
          id={`${idPrefix}-arm`}
          label="Lingkar lengan atas / LiLA (cm, tidak wajib)"
          field={fields.arm}
          {...decimal}
          hint={ARM_HINT}
        />
      </div>
      <ChoiceGroup
        legend="Cara mengukur panjang atau tinggi (bila diukur)"
        name={fields.position.name}
        options={POSITION_OPTIONS}
        value={initial(fields.position)}
        error={fields.position.errors?.[0]}
        required={false}
        idPrefix={`${idPrefix}-`}
      />
      <ChoiceGroup
        legend="Bengkak di kedua punggung kaki (edema, tidak wajib)"
        hint={OEDEMA_HINT}
        name={fields.oedema.name}
        options={OEDEMA_OPTIONS}
        value={initial(fields.oedema) ?? ""}
        error={fields.oedema.errors?.[0]}
        required={false}
        idPrefix={`${idPrefix}-`}
      />
      <p className="text-sm text-stone-600">
        Isi yang ada saja; paling sedikit satu. LiLA atau bengkak di kedua kaki boleh dicatat tanpa ditimbang.
      </p>
    </>
  );
}

/** A form's frame on the member's pages: a white card with its title. */
/** A titled card holding one of the page's forms; left out when the page is printed. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
