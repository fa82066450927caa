/**
 * The offline page's script (issue 17, decision 047), inlined by the server: "Coba lagi" asks
 * again for the address the page stands in for, and the articles the service worker kept as they
 * were read within MAX_READ_DAYS (`readTooOld`, the worker's own rule) are listed, newest first, by their titles (anything kept longer
 * ago, articles and pictures, is deleted as it goes); the list is shown if there are any, with a
 * button that deletes them (and their pictures) from the phone.
 *
 * A title is read from the kept page's `<title>` text alone (its entities decoded by parsing just
 * that text): parsing the whole kept page would make the browser check its inline `<style>`,
 * which carries another response's nonce, against this page's CSP and log a violation.
 */
import { isReadPagePath, KEPT_AT, READ_CACHE, readTooOld } from "~/domain/offline";
import { selector } from "../names";
import { OFFLINE_RETRY } from "./contract";

/** "Coba lagi" goes to the address this page stands in for. */
export function pointRetryHere(root: ParentNode = document) {
  const link = root.querySelector<HTMLAnchorElement>(`a${selector(OFFLINE_RETRY)}`);
  if (link) link.href = window.location.href;
}

/** The kept page's title without the site's name ("Judul | Bidanku" → "Judul"). */
export function keptTitle(html: string): string {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  const text = match
    ? (new DOMParser().parseFromString(match[1] ?? "", "text/html").documentElement.textContent ?? "")
    : "";
  return text.replace(/\s*\|\s*[^|]*$/, "");
}

/** Adds one article to the list, from the list's own template. */
export function addReadItem(section: Element, href: string, title: string) {
  const template = section.querySelector("template");
  const item = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const link = item?.querySelector("a");
  if (!item || !link) return;
  link.setAttribute("href", href);
  link.textContent = title || href;
  section.querySelector("ul")?.append(item);
}

/** Fills and shows the list from the read cache; old entries are deleted on the way. */
export async function showReadList(section: HTMLElement, now = Date.now()) {
  if (!("caches" in window)) return;
  try {
    const cache = await caches.open(READ_CACHE);
    for (const request of [...(await cache.keys())].reverse()) {
      const response = await cache.match(request);
      if (!response) continue;
      if (readTooOld(response.headers.get(KEPT_AT), now)) {
        await cache.delete(request);
        continue;
      }
      const path = new URL(request.url).pathname;
      if (!isReadPagePath(path)) continue;
      addReadItem(section, path, keptTitle(await response.text()));
    }
    if (!section.querySelector("ul")?.children.length) return;
    section.hidden = false;
    section.querySelector("button")?.addEventListener("click", async () => {
      await caches.delete(READ_CACHE);
      section.hidden = true;
    });
  } catch {
    // No list: the page says what works offline anyway.
  }
}
