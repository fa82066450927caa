/**
 * The offline choice's scripts (issue 32, decision 066), inlined by the server: "Simpan untuk
 * offline" on a page the reader may keep, and the offline page's switch for the whole set. Each
 * asks the service worker (app/sw/sw.ts) with a message and a port of its own for the answer,
 * and shows the control only once the worker has answered: without a worker they stay hidden.
 */
import { OFFLINE_PAGE, type OfflineAnswer, type OfflineRequest } from "~/domain/offline";
import { slotSelector } from "../names";
import { KEEP_OFFLINE, type KeepSlot, type SwitchSlot } from "./contract";
import { type KeepView, keepStatus, type SwitchView, switchStatus } from "./view";

/** How long a question may go unanswered: a whole set on a slow connection takes a while. */
const WAIT_MS = 120_000;

/** The browser's service workers; undefined where there are none (or the page is not on https). */
const workers = () => navigator.serviceWorker as ServiceWorkerContainer | undefined;

/** Asks the active worker and waits for its answer; fails without one, or after WAIT_MS. */
export function askWorker(request: OfflineRequest): Promise<OfflineAnswer> {
  const container = workers();
  if (!container) return Promise.reject(new Error("no service worker"));
  return container.ready.then(
    (registration) =>
      new Promise<OfflineAnswer>((resolve, reject) => {
        const worker = registration.active;
        if (!worker) return reject(new Error("no active worker"));
        const channel = new MessageChannel();
        const timer = setTimeout(() => reject(new Error("no answer")), WAIT_MS);
        channel.port1.onmessage = (event) => {
          clearTimeout(timer);
          resolve(event.data as OfflineAnswer);
        };
        worker.postMessage(request, [channel.port2]);
      }),
  );
}

/** Shows `view` in the control `root`, as the server renders it (KeepOffline.tsx). */
export function showKeep(root: HTMLElement, view: KeepView) {
  const part = (slot: KeepSlot) => root.querySelector<HTMLElement>(slotSelector(slot));
  const keep = part("keep");
  const release = part("release");
  const status = part("status");
  if (!keep || !release || !status) return;
  const focused = document.activeElement;
  const kept = view.state === "kept";
  root.hidden = false;
  keep.hidden = kept;
  if (view.state === "busy") keep.setAttribute("aria-disabled", "true");
  else keep.removeAttribute("aria-disabled");
  release.hidden = !(kept && view.releasable);
  status.textContent = keepStatus(view);
  // A button that goes away hands focus to the line that says what happened.
  if ((focused === keep && keep.hidden) || (focused === release && release.hidden)) status.focus();
}

/** "Simpan untuk offline": shown once the worker says whether the page is kept; keeps it or lets it go. */
export function mountKeepOffline(root: HTMLElement) {
  if (!workers()) return;
  const path = root.getAttribute(KEEP_OFFLINE) ?? "";
  const shown = (answer: OfflineAnswer, note?: "released" | "failed"): KeepView =>
    answer.kept ? { state: "kept", releasable: answer.releasable } : { state: "idle", note };
  let busy = false;
  const ask = (keep: boolean) => {
    if (busy) return;
    busy = true;
    if (keep) showKeep(root, { state: "busy" });
    askWorker({ type: "offline-keep", path, keep })
      .then(
        (answer) => showKeep(root, shown(answer, keep || !answer.ok ? "failed" : "released")),
        () => keep && showKeep(root, { state: "idle", note: "failed" }),
      )
      .finally(() => {
        busy = false;
      });
  };
  root.querySelector(slotSelector<KeepSlot>("keep"))?.addEventListener("click", () => ask(true));
  root.querySelector(slotSelector<KeepSlot>("release"))?.addEventListener("click", () => ask(false));
  askWorker({ type: "offline-status", path }).then(
    (answer) => showKeep(root, shown(answer)),
    () => {},
  );
}

/** Shows `view` in the offline page's switch, as the server renders it (OfflineSwitch.tsx). */
export function showSwitch(form: HTMLFormElement, view: SwitchView) {
  const box = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const status = form.querySelector(slotSelector<SwitchSlot>("status"));
  if (!box || !status) return;
  form.hidden = false;
  box.defaultChecked = view.all;
  box.checked = view.all;
  status.textContent = switchStatus(view);
}

/** The switch: shown once the worker says whether the whole set is kept; keeps it, or lets it go. */
export function mountOfflineSwitch(form: HTMLFormElement) {
  const box = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!workers() || !box) return;
  form.addEventListener("submit", (event) => event.preventDefault());
  box.addEventListener("change", () => {
    const all = box.checked;
    showSwitch(form, { all, note: "busy" });
    askWorker({ type: "offline-all", keep: all }).then(
      (answer) => showSwitch(form, { all: answer.all, note: answer.ok ? "done" : "failed" }),
      () => showSwitch(form, { all: !all, note: "failed" }),
    );
  });
  askWorker({ type: "offline-status", path: OFFLINE_PAGE }).then(
    (answer) => showSwitch(form, { all: answer.all }),
    () => {},
  );
}
