import { parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import {
  FORM_NEEDS,
  FORM_PASSWORD_HIDE,
  FORM_PASSWORD_LABEL,
  FORM_PASSWORD_SHOW,
  FORM_PASSWORD_TOGGLE,
  FORM_PENDING,
} from "~/client/forms/contract";
import { attr } from "~/client/names";
import type { Constraint, ControlButtonProps } from "@conform-to/dom";
import { IMAGE_ACCEPT, IMAGE_MAX_MB } from "~/domain/limits";
import { type ButtonVariant, buttonClass } from "./Button";

const inputClass =
  "block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:outline-2 sm:text-sm";

function inputTone(error?: string) {
  return error
    ? "border-red-600 focus:border-red-600 focus:outline-red-700"
    : "border-stone-300 focus:border-teal-600 focus:outline-teal-700";
}

/** The hint and error under a field, tied to it by aria-describedby. */
function FieldMessages({ inputId, hint, error }: { inputId: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(inputId: string, hint?: ReactNode, error?: string) {
  return [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** A field of a recipe form (useRecipeForm), or a bare name for a form that has none. */
// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type Meta = FieldMetadata<any, any, string[]>;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  label: string;
  /** The field from useRecipeForm: gives its name, constraints, typed value and first error. */
  field?: Meta;
  name?: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * What a recipe field puts on its control: the name, the constraints the schema gives
 * (required, lengths, pattern, min/max), the value typed before a refused submit, and the
 * field's first message. Explicit props win over the schema's.
 */
function fieldControl(field: Meta | undefined, name: string | undefined, error: string | undefined) {
  const constraint: Constraint = field
    ? {
        required: field.required,
        minLength: field.minLength,
        maxLength: field.maxLength,
        min: field.min,
        max: field.max,
        pattern: field.pattern,
      }
    : {};
  return {
    name: field?.name ?? name ?? "",
    error: error ?? field?.errors?.[0],
    attributes: {
      required: constraint.required || undefined,
      minLength: constraint.minLength,
      maxLength: constraint.maxLength,
      min: constraint.min,
      max: constraint.max,
      pattern: constraint.pattern,
    },
    initialValue: typeof field?.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** The shared part of a labelled control: its id, name, ARIA ties and tone. */
function useControl(
  field: Meta | undefined,
  bareName: string | undefined,
  bareError: string | undefined,
  hint: ReactNode,
  id?: string,
) {
  const generated = useId();
  const control = fieldControl(field, bareName, bareError);
  const inputId = id ?? `${control.name.replace(/[^\w-]/g, "-")}-${generated}`;
  const props = {
    id: inputId,
    name: control.name,
    "aria-invalid": control.error ? true : undefined,
    "aria-describedby": describedBy(inputId, hint, control.error),
    className: `${inputClass} ${inputTone(control.error)}`,
  };
  return { ...control, inputId, props };
}

/** A control with its label above and its hint and message below. */
function FieldFrame({
  label,
  inputId,
  hint,
  error,
  className,
  hideLabel = false,
  children,
}: {
  label: string;
  inputId: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The label is read by screen readers only (the row around it already names the field). */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium text-stone-800"}>
        {label}
      </label>
      {children}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

export function Field({
  label,
  field,
  name: bareName,
  error: bareError,
  hint,
  id,
  className = "",
  ...input
}: FieldProps) {
  const { inputId, error, attributes, initialValue, props } = useControl(field, bareName, bareError, hint, id);
  const value =
    input.type === "password" || input.value !== undefined ? {} : { defaultValue: input.defaultValue ?? initialValue };
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} error={error} className={className}>
      <input {...props} {...attributes} {...input} {...value} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> {
  label: string;
  field?: Meta;
  name?: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  hideLabel?: boolean;
}

/** A choice from a fixed list; the value chosen before a refused submit is chosen again. */
export function SelectField({
  label,
  field,
  name: bareName,
  error: bareError,
  hint,
  id,
  options,
  hideLabel,
  className = "",
  ...select
}: SelectFieldProps) {
  const { inputId, error, attributes, initialValue, props } = useControl(field, bareName, bareError, hint, id);
  const value = select.value !== undefined ? {} : { defaultValue: select.defaultValue ?? initialValue };
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} error={error} className={className} hideLabel={hideLabel}>
      <select
        {...props}
        required={attributes.required}
        {...select}
        {...value}
        className={`${props.className} min-h-11`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * An image upload: the image stored now (if any), a file input that accepts the four stored
 * types, and the limits in the hint. A browser never keeps a chosen file after the page is sent
 * back, so a refused form says to choose it again. The server decides the type from the bytes
 * (app/server/images.server.ts); `accept` only narrows the phone's picker.
 */
export function ImageField({
  label,
  name,
  currentUrl,
  currentAlt,
  error,
  hint,
  required,
}: {
  label: string;
  name: string;
  currentUrl?: string | null;
  currentAlt?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  const generated = useId();
  const inputId = `${name.replace(/[^\w-]/g, "-")}-${generated}`;
  const limits = `JPG, PNG, WebP, atau AVIF, maksimal ${IMAGE_MAX_MB} MB.`;
  const fullHint = (
    <>
      {hint ? <>{hint} </> : null}
      {limits}
      {error ? " Pilih berkasnya lagi sebelum menyimpan." : null}
    </>
  );
  return (
    <FieldFrame label={label} inputId={inputId} hint={fullHint} error={error}>
      {currentUrl ? (
        <img
          src={currentUrl}
          alt={currentAlt ?? "Gambar saat ini"}
          width={320}
          height={180}
          loading="lazy"
          className="mb-2 aspect-video h-auto w-full max-w-80 rounded-md border border-stone-200 bg-stone-100 object-cover"
        />
      ) : null}
      <input
        id={inputId}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, fullHint, error)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-teal-700 file:bg-white file:px-4 file:font-semibold file:text-teal-800 hover:file:bg-teal-50"
      />
    </FieldFrame>
  );
}

/**
 * A password input. Its show/hide button is sent hidden: the enhancement script
 * (app/client/enhance.ts) shows it and makes it work, so without JavaScript there is no button
 * that does nothing.
 */
export function PasswordField({
  label,
  field,
  name: bareName,
  error: bareError,
  hint,
  autoComplete = "current-password",
  ...input
}: FieldProps) {
  const { inputId, error, attributes, props } = useControl(field, bareName, bareError, hint);
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} error={error}>
      <div className="relative">
        <input
          {...props}
          type="password"
          autoComplete={autoComplete}
          className={`${props.className} pr-20`}
          {...attributes}
          {...input}
        />
        <button
          type="button"
          hidden
          {...attr(FORM_PASSWORD_TOGGLE)}
          {...attr(FORM_PASSWORD_SHOW, "Tampilkan")}
          {...attr(FORM_PASSWORD_HIDE, "Sembunyikan")}
          aria-controls={inputId}
          aria-pressed="false"
          className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-teal-800 hover:bg-teal-50"
        >
          <span {...attr(FORM_PASSWORD_LABEL)}>Tampilkan</span>
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

/**
 * Submit button that shows `pendingLabel` while its form is being sent (the forms script,
 * app/client/forms). `needs` names fields the script requires filled before it enables the
 * button (the server checks them anyway; without JavaScript the button is always enabled).
 */
export function SubmitButton({
  children,
  pendingLabel,
  className = "",
  variant = "primary",
  needs,
}: {
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  variant?: ButtonVariant;
  needs?: readonly string[];
}) {
  return (
    <button
      type="submit"
      {...attr(FORM_PENDING, pendingLabel)}
      {...(needs ? attr(FORM_NEEDS, needs.join(" ")) : {})}
      className={buttonClass({
        variant,
        className: `disabled:cursor-wait aria-disabled:cursor-wait aria-disabled:opacity-70 ${className}`,
      })}
    >
      {children}
    </button>
  );
}

/**
 * The box of a form's refusal, the same on every form (decision 058): role="alert", and focused
 * when the page loads (`autofocus`: no script needed), so a screen reader reads it at once and
 * Tab goes on from it to the fields. The browser does not focus it when the address points to
 * another place in the page (the growth check's `#hasil-cek` brings the form into view instead).
 */
function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refusal's summary takes focus on load so it is read (decision 058).
      autoFocus
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
    >
      {children}
    </div>
  );
}

/** A failure (or notice) shown in the page itself, so it is read with or without JavaScript. */
export function FormAlert({
  title,
  message,
  tone = "error",
}: {
  title: string;
  message?: string;
  tone?: "error" | "info";
}) {
  const content = (
    <>
      <p className="font-semibold">{title}</p>
      {message ? <p className="mt-1">{message}</p> : null}
    </>
  );
  if (tone === "error") return <ErrorBox>{content}</ErrorBox>;
  return (
    <div role="status" className="rounded-md border border-teal-300 bg-teal-50 p-3 text-sm text-teal-900">
      {content}
    </div>
  );
}

/** Centered card used by the account pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/**
 * A form on the recipe (decision 023). The server validates with the zod schema and answers a
 * refusal with `submission.reply()`, passed back in as `lastResult`: messages per field and
 * every typed value come back, with or without JavaScript. The browser never loads zod: a
 * submit goes to the server as it is, and with JavaScript a list's "add" and "remove" buttons
 * apply at once instead of posting. `constraint` (from the loader, made from the schema) puts
 * required, lengths and patterns on the controls.
 */
export function useRecipeForm<Schema extends Record<string, unknown>>({
  lastResult,
  constraint,
  defaultValue,
  id,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Record<string, Constraint>;
  defaultValue?: Record<string, unknown>;
  id?: string;
}) {
  const [form, fields] = useForm<Schema, Schema, string[]>({
    id,
    lastResult: lastResult ?? undefined,
    constraint,
    // biome-ignore lint/suspicious/noExplicitAny: Conform types the default value per schema.
    defaultValue: defaultValue as any,
    // The browser checks the constraints itself (required, lengths) before a submit.
    defaultNoValidate: false,
    // A list intent resolves here, at once; a submit (error: null) goes to the server untouched.
    onValidate: ({ formData }) =>
      parse(formData, { resolve: (payload, intent) => (intent ? { value: payload as Schema } : { error: null }) }),
  });
  return [form, fields] as const;
}

/**
 * The summary of a refused form above its fields: the messages for the whole form (rate limit,
 * wrong password) and, when `fieldErrors` is given, every field's message (decision 058).
 */
export function FormErrors({
  title,
  errors,
  fieldErrors,
}: {
  title: string;
  errors?: string[] | null;
  /**
   * A long form's field messages (`form.allErrors`), repeated at the top: without JavaScript a
   * refused form comes back scrolled to the top, where a message beside a field far below is
   * not seen. Each is listed once.
   */
  fieldErrors?: Record<string, string[] | null | undefined>;
}) {
  const listed = [
    ...new Set(
      Object.entries(fieldErrors ?? {})
        .filter(([name]) => name !== "")
        .flatMap(([, messages]) => messages ?? []),
    ),
  ].filter((message) => !errors?.includes(message));
  if (!errors?.length && listed.length === 0) return null;
  return (
    <ErrorBox>
      <p className="font-semibold">{title}</p>
      {errors?.length ? <p className="mt-1">{errors.join(" ")}</p> : null}
      {listed.length ? (
        <>
          <p className="mt-1">Periksa kembali isian yang ditandai:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {listed.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </ErrorBox>
  );
}

/**
 * The form's first submit button, out of sight: Enter in a text field presses the first submit
 * button, which must be "save", never a list's "add" or "remove".
 */
export function DefaultSubmit() {
  return (
    <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
      Simpan
    </button>
  );
}

/**
 * A list's "add" or "remove" button: a submit with Conform's intent (applied at once on the page
 * that runs the framework). The page comes back scrolled to `anchor`, the list, not to the top.
 */
export function ListButton({
  intent,
  anchor,
  children,
  tone = "neutral",
  disabled,
}: {
  intent: ControlButtonProps;
  anchor: string;
  children: ReactNode;
  tone?: "neutral" | "danger";
  /** An "add" at the list's maximum is disabled, so a form is never grown past what saves. */
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      {...intent}
      formAction={`#${anchor}`}
      formNoValidate
      disabled={disabled}
      className={buttonClass({ variant: tone === "danger" ? "dangerQuiet" : "quiet", size: "sm" })}
    >
      {children}
    </button>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> {
  label: string;
  field?: Meta;
  name?: string;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({
  label,
  field,
  name: bareName,
  error: bareError,
  hint,
  id,
  className = "",
  ...input
}: TextAreaProps) {
  const { inputId, error, attributes, initialValue, props } = useControl(field, bareName, bareError, hint, id);
  const { min: _min, max: _max, pattern: _pattern, ...textAttributes } = attributes;
  return (
    <FieldFrame label={label} inputId={inputId} hint={hint} error={error} className={className}>
      <textarea {...props} {...textAttributes} {...input} defaultValue={input.defaultValue ?? initialValue} />
    </FieldFrame>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type"> {
  label: ReactNode;
  field?: Meta;
  name?: string;
  error?: string;
}

export function CheckboxField({
  label,
  field,
  name: bareName,
  error: bareError,
  className = "",
  ...input
}: CheckboxProps) {
  const inputId = useId();
  const { name, error, attributes, initialValue } = fieldControl(field, bareName, bareError);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="flex min-h-11 items-start gap-2 py-3 text-sm text-stone-700">
        <input
          id={inputId}
          type="checkbox"
          name={name}
          required={attributes.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 text-teal-700"
          defaultChecked={input.defaultChecked ?? initialValue === "on"}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The first message per field of a refusal, for forms that render their own errors. */
export function firstMessages(reply: SubmissionResult<string[]>): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const [name, errors] of Object.entries(reply.error ?? {})) if (errors?.[0]) messages[name] = errors[0];
  return messages;
}

/**
 * A list field of an editor: its legend, a hint, the list's own message, one row per item with
 * its "remove" button, and "add" (disabled at `max`). Works without JavaScript (each button is a
 * submit with Conform's intent, decision 023) and at once with it. `renderRow` draws a row's
 * fields; `children` go under the legend (a field that belongs with the list, e.g. its title).
 */
export function ListFieldset<Item, FormSchema extends Record<string, unknown>>({
  form,
  field,
  legend,
  hint,
  max,
  newRow,
  addLabel,
  removeLabel,
  renderRow,
  emptyText,
  testId,
  rowTestId,
  rowClassName = "space-y-2 rounded-lg border border-stone-200 p-3",
  className = "space-y-3 rounded-lg border border-stone-200 bg-white p-4",
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
  form: ReturnType<typeof useRecipeForm<any>>[0];
  field: FieldMetadata<Item[], FormSchema, string[]>;
  legend: ReactNode;
  hint?: ReactNode;
  max: number;
  /** The value of a new row: "" for a list of texts, an object of empty texts for a list of groups. */
  newRow: string | Record<string, string>;
  addLabel: ReactNode;
  removeLabel: (index: number) => ReactNode;
  renderRow: (row: FieldMetadata<Item, FormSchema, string[]>, index: number) => ReactNode;
  emptyText?: string;
  testId?: string;
  rowTestId?: string;
  rowClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  const rows = field.getFieldList();
  const anchor = `daftar-${field.name.replace(/[^\w-]/g, "-")}`;
  return (
    <fieldset id={anchor} className={className} data-testid={testId}>
      <legend className="px-1 font-semibold text-stone-900">{legend}</legend>
      {children}
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      {field.errors?.length ? <p className="text-sm text-red-700">{field.errors[0]}</p> : null}
      {emptyText && rows.length === 0 ? <p className="text-sm text-stone-600">{emptyText}</p> : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            id={index === rows.length - 1 ? `${anchor}-akhir` : undefined}
            className={rowClassName}
            data-testid={rowTestId}
          >
            {renderRow(row, index)}
            <ListButton intent={form.remove.getButtonProps({ name: field.name, index })} anchor={anchor} tone="danger">
              {removeLabel(index)}
            </ListButton>
          </li>
        ))}
      </ol>
      <ListButton
        // biome-ignore lint/suspicious/noExplicitAny: the row's shape is the list's own.
        intent={form.insert.getButtonProps({ name: field.name, defaultValue: newRow as any })}
        // The page comes back at the new row, the list's last.
        anchor={`${anchor}-akhir`}
        disabled={rows.length >= max}
      >
        {addLabel}
      </ListButton>
    </fieldset>
  );
}
