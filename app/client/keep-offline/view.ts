import {
  ALL_BUSY,
  ALL_DONE,
  ALL_FAILED,
  ALL_RELEASE_BUSY,
  ALL_RELEASED,
  KEEP_BUSY,
  KEEP_DONE,
  KEEP_FAILED,
  RELEASE_DONE,
} from "./contract";

/**
 * What "Simpan untuk offline" shows (decision 066): the page not kept (and, after a try, what
 * happened), being kept, or kept (with "Hapus dari perangkat" when the reader kept it herself).
 */
export type KeepView =
  | { state: "idle"; note?: "released" | "failed" }
  | { state: "busy" }
  | { state: "kept"; releasable: boolean };

export function keepStatus(view: KeepView): string {
  if (view.state === "busy") return KEEP_BUSY;
  if (view.state === "kept") return KEEP_DONE;
  return view.note === "failed" ? KEEP_FAILED : view.note === "released" ? RELEASE_DONE : "";
}

/** What the offline page's switch shows: whether the whole set is kept, and what just happened. */
export interface SwitchView {
  all: boolean;
  note?: "busy" | "done" | "failed";
}

export function switchStatus({ all, note }: SwitchView): string {
  if (note === "busy") return all ? ALL_BUSY : ALL_RELEASE_BUSY;
  if (note === "done") return all ? ALL_DONE : ALL_RELEASED;
  return note === "failed" ? ALL_FAILED : "";
}
