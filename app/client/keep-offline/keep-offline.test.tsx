// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { canonical, mountMarkup } from "../same-markup.dom";
import { KeepOffline } from "./KeepOffline";
import { OfflineSwitch } from "./OfflineSwitch";
import { showKeep, showSwitch } from "./script";
import type { KeepView, SwitchView } from "./view";

// Each view in turn on the same control, as a reader's taps take it through them: the script
// must undo what the view before put on it.
const keepViews: KeepView[] = [
  { state: "idle" },
  { state: "busy" },
  { state: "kept", releasable: true },
  { state: "idle", note: "released" },
  { state: "busy" },
  { state: "idle", note: "failed" },
  { state: "kept", releasable: false },
  { state: "busy" },
];

test("'Simpan untuk offline' as the script shows it is the server's control, in every state", () => {
  const root = mountMarkup(renderToStaticMarkup(<KeepOffline path="/kalkulator" />));
  expect(root.hidden).toBe(true);
  for (const view of keepViews) {
    showKeep(root, view);
    const server = renderToStaticMarkup(<KeepOffline path="/kalkulator" view={view} />);
    expect(canonical(root.outerHTML), JSON.stringify(view)).toBe(canonical(server));
  }
});

test("a button that goes away hands focus to the line that says what happened", () => {
  const root = mountMarkup(renderToStaticMarkup(<KeepOffline path="/tumbuh-kembang/cek" view={{ state: "idle" }} />));
  root.querySelector<HTMLButtonElement>('[data-slot="keep"]')!.focus();
  showKeep(root, { state: "kept", releasable: true });
  expect(document.activeElement).toBe(root.querySelector('[data-slot="status"]'));
});

const switchViews: SwitchView[] = [
  { all: false },
  { all: true, note: "busy" },
  { all: true, note: "done" },
  { all: false, note: "busy" },
  { all: false, note: "done" },
  { all: true, note: "busy" },
  { all: false, note: "failed" },
  { all: true },
];

test("the offline page's switch as the script shows it is the server's, in every state", () => {
  const form = mountMarkup(renderToStaticMarkup(<OfflineSwitch />)) as HTMLFormElement;
  expect(form.hidden).toBe(true);
  for (const view of switchViews) {
    showSwitch(form, view);
    const server = renderToStaticMarkup(<OfflineSwitch view={view} />);
    expect(canonical(form.outerHTML), JSON.stringify(view)).toBe(canonical(server));
    expect(form.querySelector<HTMLInputElement>("input")!.checked).toBe(view.all);
  }
});
