import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useNavigation } from "react-router";

/** True once React has hydrated; features that need JavaScript render only then. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const inputClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:outline-none focus:ring-2 sm:text-sm";

function inputTone(error?: string) {
  return error
    ? "border-red-600 focus:border-red-600 focus:ring-red-600/30"
    : "border-stone-300 focus:border-teal-600 focus:ring-teal-600/30";
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

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function Field({ label, name, error, hint, id, className = "", ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${inputClass} ${inputTone(error)}`}
        {...input}
      />
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/** A password input; once JavaScript runs, a button shows or hides what was typed. */
export function PasswordField({ label, name, error, hint, autoComplete = "current-password", ...input }: FieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const inputId = `${name}-${useId()}`;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`${inputClass} ${inputTone(error)} ${hydrated ? "pr-20" : ""}`}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={inputId}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium text-teal-800 hover:bg-teal-50"
          >
            {visible ? "Sembunyikan" : "Tampilkan"}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/**
 * Submit button that shows `pendingLabel` while a submission is in flight. On pages with several
 * forms, `match` names a field value that identifies this button's form.
 */
export function SubmitButton({
  children,
  pendingLabel,
  className = "",
  match,
}: {
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  match?: { name: string; value: string };
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (match === undefined || navigation.formData?.get(match.name) === match.value);
  return (
    <button
      type="submit"
      disabled={pending}
      className={`inline-flex items-center justify-center rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
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
  const styles =
    tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-teal-300 bg-teal-50 text-teal-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${styles}`}>
      <p className="font-semibold">{title}</p>
      {message ? <p className="mt-1">{message}</p> : null}
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
