// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { canonical, mountMarkup } from "../same-markup.dom";
import { showToast } from "./script";
import { ToastItem, Toaster } from "./Toaster";
import type { ToastVariant } from "./view";

const cases: { title: string; description?: string; variant: ToastVariant }[] = [
  { title: "Hasil tersimpan", description: "Lihat di dashboard.", variant: "default" },
  { title: "Tidak tersimpan", description: "Coba lagi saat online.", variant: "destructive" },
  { title: "Hanya judul", variant: "default" },
];

test.each(cases)("a toast the browser raises is the server's toast: $title ($variant)", (message) => {
  const region = mountMarkup(renderToStaticMarkup(<Toaster toast={null} templates />));
  const shown = showToast(region, message);
  expect(shown).not.toBeNull();
  expect(canonical(region.querySelector("ol")!.innerHTML)).toBe(
    canonical(renderToStaticMarkup(<ToastItem toast={message} closeShown />)),
  );
});
