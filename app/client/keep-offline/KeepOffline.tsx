import type { ReactNode } from "react";
import { attr, slotAttr } from "../names";
import { OFFLINE_PAGE } from "~/domain/offline";
import { ALL_LINK, KEEP_LABEL, KEEP_OFFLINE, type KeepSlot, RELEASE_LABEL } from "./contract";
import { type KeepView, keepStatus } from "./view";

const button = "inline-flex min-h-11 items-center rounded-md border bg-white px-4 text-sm font-semibold";

/**
 * "Simpan untuk offline" (decision 066) on a page the reader may keep (`path`): the
 * calculators, the growth check, each guide and the immunisation schedule. Sent hidden, as it
 * needs a service worker: its script (`children`, ./script.ts) shows it once the worker says
 * whether the page is kept.
 * `view`: the control as the script leaves it (for the widget test; the server sends none).
 */
export function KeepOffline({ path, view, children }: { path: string; view?: KeepView; children?: ReactNode }) {
  const kept = view?.state === "kept";
  return (
    <div
      hidden={!view}
      {...attr(KEEP_OFFLINE, path)}
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden"
    >
      <button
        type="button"
        hidden={kept}
        aria-disabled={view?.state === "busy" ? "true" : undefined}
        {...slotAttr<KeepSlot>("keep")}
        className={`${button} border-teal-700 text-teal-800 hover:bg-teal-50 aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {KEEP_LABEL}
      </button>
      <p role="status" tabIndex={-1} {...slotAttr<KeepSlot>("status")} className="text-sm text-stone-700">
        {view ? keepStatus(view) : ""}
      </p>
      <button
        type="button"
        hidden={!(kept && view.releasable)}
        {...slotAttr<KeepSlot>("release")}
        className={`${button} border-stone-300 text-stone-800 hover:bg-stone-50`}
      >
        {RELEASE_LABEL}
      </button>
      <a href={OFFLINE_PAGE} className="text-sm font-semibold text-teal-800 underline">
        {ALL_LINK}
      </a>
      {children}
    </div>
  );
}
