import type { ToastMessage } from "~/messages";
import { attr } from "../names";
import {
  TOAST_CLOSE,
  TOAST_DESCRIPTION,
  TOAST_HOTKEY,
  TOAST_REGION,
  TOAST_TEMPLATE,
  TOAST_TEST_ID,
  TOAST_TITLE,
} from "./contract";
import type { Toast, ToastVariant } from "./view";

/**
 * The notification region with at most one toast (SPEC section 9). The server renders it into
 * the page, so it is readable with JavaScript off; a CSS animation (`toast-autohide`, 5 s, paused
 * while hovered or focused) then hides it. The script (./script.ts) adds the close button, swipe
 * and F8, and shows the toasts a page script raises from the `templates`.
 *
 * A toast the page arrives with is already in the live region when the page loads, so a screen
 * reader would not announce it (decision 058): it is focusable and `autofocus`, so the browser
 * focuses it on load, with or without JavaScript, and a screen reader reads it. The browser does
 * not when the address points into the page (`#ukuran-12`); there the script puts a copy in its
 * place after load, which the live region announces. `focusOnLoad={false}` leaves focus to a
 * message the page has in its content (a refused form's alert).
 */
export function Toaster({
  toast,
  templates = false,
  focusOnLoad = true,
}: {
  toast: Toast | null;
  templates?: boolean;
  focusOnLoad?: boolean;
}) {
  return (
    <section
      {...attr(TOAST_REGION)}
      tabIndex={-1}
      aria-label={`Notifikasi (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 focus-visible:outline-2 focus-visible:outline-teal-700 sm:inset-x-auto sm:right-0 sm:justify-end print:hidden"
    >
      <ol aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {toast ? <ToastItem toast={toast} pageToast={{ focusOnLoad }} /> : null}
      </ol>
      {templates ? (
        <>
          <ToastTemplate variant="default" />
          <ToastTemplate variant="destructive" />
        </>
      ) : null}
    </section>
  );
}

const itemClass = (destructive: boolean) =>
  `pointer-events-auto relative flex touch-pan-y select-none items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg ${
    destructive ? "border-red-700 bg-red-700 text-white" : "border-stone-200 bg-white text-stone-900"
  } toast-autohide`;

/**
 * One toast. `pageToast`: the one the page came with (focusable, focused on load). `closeShown`:
 * as the script leaves it (its close button shown); the server sends the button hidden.
 */
export function ToastItem({
  toast,
  pageToast,
  closeShown = false,
}: {
  toast: Pick<Toast, "title" | "description" | "variant">;
  pageToast?: { focusOnLoad: boolean };
  closeShown?: boolean;
}) {
  return (
    <li
      data-testid={TOAST_TEST_ID}
      data-variant={toast.variant}
      tabIndex={pageToast ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: the page's own toast takes focus on load so it is read (decision 058).
      autoFocus={pageToast?.focusOnLoad}
      className={itemClass(toast.variant === "destructive")}
    >
      <ToastContent toast={toast} closeShown={closeShown} />
    </li>
  );
}

/** Title, description and close button of a toast. */
function ToastContent({
  toast,
  closeShown,
  template = false,
}: {
  toast: Pick<Toast, "title" | "description" | "variant">;
  closeShown: boolean;
  /** A template keeps an empty description for the script to fill. */
  template?: boolean;
}) {
  const destructive = toast.variant === "destructive";
  return (
    <>
      <div className="grid gap-1">
        <p className="text-sm font-semibold" {...attr(TOAST_TITLE)}>
          {toast.title}
        </p>
        {toast.description || template ? (
          <p className={`text-sm ${destructive ? "text-red-50" : "text-stone-700"}`} {...attr(TOAST_DESCRIPTION)}>
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        hidden={!closeShown}
        {...attr(TOAST_CLOSE)}
        className={`absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-md ${destructive ? "text-red-50 hover:bg-red-800" : "text-stone-500 hover:bg-stone-100"}`}
      >
        <span className="sr-only">Tutup notifikasi</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </>
  );
}

/**
 * A toast ready to show, for a page's inline script to clone into the notification region (the
 * share box's "Tautan Disalin", on a reading page without the enhancement script). Its classes
 * are then in the page's CSS. It looks like the others, but is as lean as a reading page's own
 * toast (no close button: it leaves after 5 s), since the article page's HTML budget is tight.
 */
export function ToastItemTemplate({ message, ...data }: { message: ToastMessage } & Record<`data-${string}`, string>) {
  return (
    <template {...data}>
      <LeanToastItem message={message} />
    </template>
  );
}

/** The reading page's lean toast (see ToastItemTemplate). */
export function LeanToastItem({ message }: { message: ToastMessage }) {
  return (
    <li
      data-testid={TOAST_TEST_ID}
      className="toast-autohide pointer-events-auto rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-lg"
    >
      <p className="font-semibold">{message.title}</p>
      <p className="mt-1">{message.description}</p>
    </li>
  );
}

/** A toast for the script to clone (the classes it needs are then in the page). */
function ToastTemplate({ variant }: { variant: ToastVariant }) {
  return (
    <template {...attr(TOAST_TEMPLATE, variant)}>
      <li data-testid={TOAST_TEST_ID} data-variant={variant} className={itemClass(variant === "destructive")}>
        <ToastContent toast={{ title: "", variant }} closeShown={false} template />
      </li>
    </template>
  );
}
