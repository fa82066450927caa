import { FORM_OFFLINE_NOTE } from "../forms/contract";
import { attr, slotAttr } from "../names";
import { OFFLINE_ERRORS } from "./contract";

// Pieces of a page that computes without a network (issue 17, decision 047), rendered by the
// server so their classes are in the page's CSS cut; the page's script shows or fills them.

/** Shown by the forms script (app/client/forms) while the browser has no network; hidden otherwise. */
export function OfflineNote({ children }: { children: React.ReactNode }) {
  return (
    <p
      hidden
      {...attr(FORM_OFFLINE_NOTE)}
      className="mt-4 rounded-md border border-stone-300 bg-stone-100 p-3 text-sm text-stone-800"
    >
      <strong>Anda sedang offline.</strong> {children}
    </p>
  );
}

/** The alert a form gets offline for refused input (./form.ts fills it). */
export function OfflineErrorsTemplate() {
  return (
    <template {...attr(OFFLINE_ERRORS)}>
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold" {...slotAttr("title")}>
          Periksa kembali isian
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li />
        </ul>
      </div>
    </template>
  );
}
