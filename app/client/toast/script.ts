/**
 * The toasts in the browser (SPEC section 9, decision 058): the close button, swipe to dismiss,
 * F8, removal when the CSS fade ends, and the toasts page scripts raise (CLIENT_TOAST_EVENT),
 * filled into the server's own `<template>` (Toaster.tsx).
 */
import type { ToastMessage } from "~/messages";
import { selector } from "../names";
import {
  CLIENT_TOAST_EVENT,
  TOAST_CLOSE,
  TOAST_DESCRIPTION,
  TOAST_HOTKEY,
  TOAST_REGION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_TEMPLATE,
  TOAST_TEST_ID,
  TOAST_TITLE,
} from "./contract";

/** Raises a toast from a page script; the region's script shows it. */
export function raiseToast(message: ToastMessage) {
  window.dispatchEvent(new CustomEvent<ToastMessage>(CLIENT_TOAST_EVENT, { detail: message }));
}

/** Close button and swipe for one toast; gone once its CSS fade (5 s, paused on hover) ends. */
function wireToast(item: HTMLElement) {
  item.addEventListener("animationend", () => item.remove());
  const close = item.querySelector<HTMLButtonElement>(selector(TOAST_CLOSE));
  if (close) {
    close.hidden = false;
    close.addEventListener("click", () => item.remove());
  }
  let start: number | null = null;
  let offset = 0;
  const move = (x: number) => {
    offset = Math.max(0, x);
    item.style.transform = offset ? `translateX(${offset}px)` : "";
    item.style.opacity = offset ? String(Math.max(0.2, 1 - offset / 200)) : "";
  };
  item.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("button")) return;
    start = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener("pointermove", (event) => start !== null && move(event.clientX - start));
  const end = () => {
    if (start === null) return;
    start = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) item.remove();
    else move(0);
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}

/** Shows `message` in `region` (the one toast on screen), from the region's template. */
export function showToast(region: Element, message: ToastMessage): HTMLElement | null {
  const template = region.querySelector<HTMLTemplateElement>(
    `template${selector(TOAST_TEMPLATE, message.variant ?? "default")}`,
  );
  const item = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const list = region.querySelector("ol");
  if (!item || !list) return null;
  const title = item.querySelector(selector(TOAST_TITLE));
  const description = item.querySelector(selector(TOAST_DESCRIPTION));
  if (title) title.textContent = message.title;
  if (description && message.description) description.textContent = message.description;
  else description?.remove();
  wireToast(item);
  list.replaceChildren(item);
  return item;
}

/** Wires the page's notification region, if it has one. */
export function mountToasts() {
  const region = document.querySelector<HTMLElement>(selector(TOAST_REGION));
  if (!region) return;
  for (const item of region.querySelectorAll<HTMLElement>(`[data-testid="${TOAST_TEST_ID}"]`)) {
    wireToast(item);
    // Came with the page, so it is in the live region from the start and not announced. The
    // browser focuses it (autofocus), which reads it, except when the address points into the
    // page: then a copy takes its place, which the live region announces.
    setTimeout(() => {
      if (!item.isConnected || item === document.activeElement) return;
      const copy = item.cloneNode(true) as HTMLElement;
      item.replaceWith(copy);
      wireToast(copy);
    }, 500);
  }
  window.addEventListener("keydown", (event) => {
    if (event.key !== TOAST_HOTKEY) return;
    event.preventDefault();
    region.focus();
  });
  window.addEventListener(CLIENT_TOAST_EVENT, (event) => {
    showToast(region, (event as CustomEvent<ToastMessage>).detail);
  });
}
