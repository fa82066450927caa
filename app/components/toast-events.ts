import type { ToastMessage } from "~/messages";

/** Toasts raised in the browser (e.g. "Tautan Disalin"), shown by the same Toaster. */
export const CLIENT_TOAST_EVENT = "bidanku:toast";

export function showClientToast(message: ToastMessage) {
  window.dispatchEvent(new CustomEvent<ToastMessage>(CLIENT_TOAST_EVENT, { detail: message }));
}
