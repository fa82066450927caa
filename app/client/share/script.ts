/**
 * The article page's share box in the browser (decision 039), inlined by the server:
 * - shows "Salin tautan", which copies the address and says so in the SPEC's toast ("🔗 Tautan
 *   Disalin", cloned from the box's template into the page's notification region, whose live
 *   region announces it); where the clipboard is blocked (in-app browsers) it shows the address
 *   field selected, with how to copy it by hand;
 * - shows "Bagikan ke aplikasi lain" where the phone has a share sheet (closing it is no error);
 * - counts each copy and share at /artikel/{id}/bagikan and puts the new count on the page.
 * Without JavaScript the box shows the share forms and the address field, which is all it needs.
 */
import { selector } from "../names";
import { TOAST_REGION } from "../toast/contract";
import {
  SHARE_ACTION,
  SHARE_ADDRESS,
  SHARE_COPIED,
  SHARE_COPY,
  SHARE_COUNT,
  SHARE_INFO,
  SHARE_SHEET,
  SHARE_TITLE,
  SHARE_URL,
} from "./contract";

type Part = HTMLElement | null;

/** Counts a share of `platform`; the answer's count goes on the page. */
async function count(box: HTMLElement, platform: string) {
  try {
    const response = await fetch(box.getAttribute(SHARE_ACTION) ?? "", {
      method: "POST",
      body: new URLSearchParams({ platform, js: "1" }),
      headers: { Accept: "application/json" },
    });
    const answer = response.ok ? ((await response.json()) as { shares?: number }) : null;
    const shown = document.querySelector(selector(SHARE_COUNT));
    if (shown && answer?.shares != null) shown.textContent = String(answer.shares);
  } catch {
    // Not counted: nothing to tell the reader.
  }
}

/** "Tautan Disalin": the box's toast in the page's notification region. */
export function showCopied(box: HTMLElement) {
  const template = box.querySelector<HTMLTemplateElement>(`template${selector(SHARE_COPIED)}`);
  const list = document.querySelector(`${selector(TOAST_REGION)} ol`);
  if (template && list) list.replaceChildren(template.content.cloneNode(true));
}

/** The address field shown and selected, with how to copy it by hand (the clipboard is blocked). */
export function showAddress(box: HTMLElement) {
  const address = box.querySelector<HTMLElement>(selector(SHARE_ADDRESS));
  const info: Part = box.querySelector(selector(SHARE_INFO));
  const input = address?.querySelector("input");
  if (address) address.hidden = false;
  if (info) info.hidden = false;
  input?.focus();
  input?.select();
}

async function copy(box: HTMLElement) {
  try {
    await navigator.clipboard.writeText(box.getAttribute(SHARE_URL) ?? "");
  } catch {
    showAddress(box);
    return;
  }
  const address: Part = box.querySelector(selector(SHARE_ADDRESS));
  if (address) address.hidden = true;
  showCopied(box);
  void count(box, "copy");
}

/** Wires the share box `box` (the script's parent). */
export function mountShare(box: HTMLElement) {
  const address: Part = box.querySelector(selector(SHARE_ADDRESS));
  const copyButton: Part = box.querySelector(selector(SHARE_COPY));
  const sheet: Part = box.querySelector(selector(SHARE_SHEET));
  if (address) address.hidden = true;
  if (copyButton) {
    copyButton.hidden = false;
    copyButton.addEventListener("click", () => void copy(box));
  }
  if (sheet && "share" in navigator) {
    sheet.hidden = false;
    sheet.addEventListener("click", async () => {
      try {
        await navigator.share({ title: box.getAttribute(SHARE_TITLE) ?? "", url: box.getAttribute(SHARE_URL) ?? "" });
      } catch (error) {
        if ((error as Error).name !== "AbortError") void copy(box);
        return;
      }
      void count(box, "native");
    });
  }
}
