import { Form } from "react-router";
import { FORM_PENDING } from "~/client/forms/contract";
import { MENU_CONFIRM } from "~/client/menus/contract";
import { attr } from "~/client/names";
import { buttonClass } from "./Button";

/**
 * "Hapus" that asks first. The button opens a <details> with the question and a red "Ya, hapus"
 * that submits, so one mis-tap never deletes and the step works without JavaScript. The submit
 * carries `confirm=ya`; actions refuse a delete without it. Every control is at least 44 px tall.
 * With JavaScript the question closes on Escape, a tap outside or focus moving out (decision 058).
 */
export function ConfirmDelete({
  intent,
  fields,
  question,
  what,
  action,
}: {
  intent: string;
  /** The route that deletes, when it is not the current one (the panel deletes through the article's edit page). */
  action?: string;
  /** Hidden fields naming what to delete, e.g. { commentId: "12" }. */
  fields: Record<string, string>;
  /** The question shown before deleting, e.g. "Hapus komentar ini?". */
  question: string;
  /** For screen readers: what this button deletes, e.g. "komentar dari Rina". */
  what: string;
}) {
  return (
    <details className="group/confirm" data-testid="confirm-delete" {...attr(MENU_CONFIRM)}>
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        <span className="group-open/confirm:hidden">
          Hapus<span className="sr-only"> {what}</span>
        </span>
        <span className="hidden text-stone-700 group-open/confirm:inline">
          Batal<span className="sr-only"> menghapus {what}</span>
        </span>
      </summary>
      <Form
        method="post"
        action={action}
        preventScrollReset
        className="mt-1 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-2"
      >
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        <p className="min-w-0 break-words text-sm text-red-900">{question}</p>
        <button
          type="submit"
          name="confirm"
          value="ya"
          {...attr(FORM_PENDING, "Menghapus...")}
          className={buttonClass({ variant: "danger", size: "sm" })}
        >
          Ya, hapus
          <span className="sr-only"> {what}</span>
        </button>
      </Form>
    </details>
  );
}
