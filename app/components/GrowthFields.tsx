import type { ReactNode } from "react";
import { growthSlot } from "~/client/growth-check/contract";
import { Link } from "react-router";
import { CHILD_DANGER_SIGNS } from "~/domain/growth-check-form";
import type { Tone } from "~/domain/who/status";
import { DANGER_SIGNS_LINK } from "./nav-links";

// Pieces shared by the growth check's forms and results: the visitor's page
// (/tumbuh-kembang/cek) and a member's child (/dashboard/anak/:id).

/** A result's colours and mark by tone; the label is always written out too (colour never alone). */
export const TONE_STYLE: Record<Tone, { box: string; badge: string; mark: string }> = {
  normal: { box: "border-teal-200 bg-white", badge: "bg-teal-50 text-teal-900 border-teal-300", mark: "✓" },
  warning: { box: "border-amber-300 bg-white", badge: "bg-amber-50 text-amber-950 border-amber-400", mark: "!" },
  danger: { box: "border-red-300 bg-red-50", badge: "bg-red-700 text-white border-red-700", mark: "!!" },
};

/** A choice among a few options as radio buttons, each at least 44 px tall. */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  error,
  required = true,
  idPrefix = "",
  hint,
}: {
  legend: string;
  /** A line under the legend (how to check, for the oedema question). */
  hint?: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  error?: string;
  required?: boolean;
  /** Keeps the message's id unique when a page has several forms with this field. */
  idPrefix?: string;
}) {
  const errorId = `${idPrefix}${name}-error`;
  const hintId = `${idPrefix}${name}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1 block text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              defaultChecked={value === option.value}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 text-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Severe acute malnutrition by LiLA or oedema (issue 34): a red box above every other result,
 * on the visitor's check and on a child's page, with IMCI's danger signs under it.
 */
export function SevereBox({
  severe,
  className = "",
}: {
  severe: { signs: readonly string[]; action: string };
  className?: string;
}) {
  return (
    <div
      className={`rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 ${className}`}
      data-testid="severe-box"
      {...growthSlot("severe")}
    >
      <p className="font-bold">Tanda gizi buruk: bawa anak hari ini</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {severe.signs.map((sign) => (
          <li key={sign} {...growthSlot("severeSign")}>
            {sign}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold" {...growthSlot("severeAction")}>
        {severe.action}
      </p>
      <ChildDangerSigns className="mt-2 text-sm" />
    </div>
  );
}

/** Under a severe result: IMCI's danger signs as "go now", and the danger-signs page for newborns. */
export function ChildDangerSigns({ className = "mt-2 text-sm" }: { className?: string }) {
  return (
    <p className={className} {...growthSlot("dangerSigns")}>
      {CHILD_DANGER_SIGNS} Tanda bahaya pada bayi baru lahir:{" "}
      <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-red-800 underline">
        {DANGER_SIGNS_LINK.label}
      </Link>
      .
    </p>
  );
}
