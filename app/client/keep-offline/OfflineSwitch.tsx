import type { ReactNode } from "react";
import { attr, slotAttr } from "../names";
import { ALL_HINT, ALL_LABEL, OFFLINE_ALL, type SwitchSlot } from "./contract";
import { type SwitchView, switchStatus } from "./view";

/**
 * The offline page's "Simpan semua alat untuk offline" (decision 066): a form with one checkbox
 * that keeps the whole offline set on the phone, or lets it go. Sent hidden, as it needs a
 * service worker: its script (`children`, ./script.ts) shows it once the worker has said whether
 * the set is kept. `view`: the switch as the script leaves it (for the widget test).
 */
export function OfflineSwitch({ view, children }: { view?: SwitchView; children?: ReactNode }) {
  return (
    <form hidden={!view} {...attr(OFFLINE_ALL)} className="mt-6 rounded-md border border-teal-200 bg-teal-50 p-4">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
        <input
          type="checkbox"
          name="semua"
          defaultChecked={view?.all ?? false}
          aria-describedby="semua-alat-info"
          className="h-5 w-5 shrink-0 accent-teal-700"
        />
        {ALL_LABEL}
      </label>
      <p id="semua-alat-info" className="mt-1 text-sm text-stone-700">
        {ALL_HINT}
      </p>
      <p role="status" {...slotAttr<SwitchSlot>("status")} className="mt-2 text-sm font-semibold text-teal-900">
        {view ? switchStatus(view) : ""}
      </p>
      {children}
    </form>
  );
}
