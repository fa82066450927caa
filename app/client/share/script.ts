/**
 * The article page's share box in the browser (decision 039), inlined by the server:
 * - shows "Salin tautan", which copies the address and says so in the SPEC's toast ("🔗 Tautan
 *   Disalin", cloned from the box's template into the page's notification region, whose live
 *   region announces it); where the clipboard is blocked (in-app browsers) it shows the address
 *   field selected, with how to copy it by hand;
 * - shows "Bagikan ke aplikasi lain" where the phone has a share sheet (closing it is no error);
 * - counts each copy and share at /artikel/{id}/bagikan and puts the new count on the page.
 * Without JavaScript the box shows the share forms and the address field, which is all it needs.
 * Written for size: it is inline in every article page.
 */
import { TOAST_REGION } from "../toast/contract";
import { SHARE_COUNT, type SharePart, sharePartSelector } from "./contract";

const part = (box: HTMLElement, name: SharePart) => box.querySelector(sharePartSelector(name)) as HTMLElement;

/** "Tautan Disalin": the box's toast in the page's notification region. */
export function showCopied(box: HTMLElement) {
  document
    .querySelector(`[${TOAST_REGION}] ol`)
    ?.replaceChildren((part(box, "copied") as HTMLTemplateElement).content.cloneNode(true));
}

/** Wires the share box `box` (the script's parent). */
export function mountShare(box: HTMLElement) {
  const address = part(box, "address");
  const input = address.querySelector("input") as HTMLInputElement;
  const url = input.value;
  const count = (platform: string) =>
    fetch((box.querySelector("form") as HTMLFormElement).action, {
      method: "POST",
      // `js` asks for the JSON answer with the new count.
      body: new URLSearchParams({ platform, js: "1" }),
    })
      .then((response) => response.ok && response.json())
      .then((answer) => {
        const shown = document.querySelector(`[${SHARE_COUNT}]`);
        if (shown && answer && answer.shares != null) shown.textContent = answer.shares;
      })
      .catch(() => 0);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      address.hidden = part(box, "info").hidden = false;
      input.focus();
      input.select();
      return;
    }
    address.hidden = true;
    showCopied(box);
    count("copy");
  };
  const copyButton = part(box, "copy");
  const sheet = part(box, "sheet");
  address.hidden = true;
  copyButton.hidden = false;
  copyButton.onclick = copy;
  if (navigator.share) {
    sheet.hidden = false;
    sheet.onclick = async () => {
      try {
        await navigator.share({ title: document.querySelector("h1")?.textContent as string, url });
      } catch (error) {
        if ((error as Error).name !== "AbortError") copy();
        return;
      }
      count("native");
    };
  }
}
