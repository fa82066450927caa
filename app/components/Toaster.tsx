import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useHydrated } from "./forms";
import { CLIENT_TOAST_EVENT } from "./toast-events";
import type { ToastMessage } from "~/messages";
import type { Toast } from "~/client/toast/view";

/** SPEC section 9: auto-dismiss after 5000 ms, swipe right past 50 px, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

/**
 * Shows one toast at a time. The server renders it into the page, so it is readable with
 * JavaScript off; a CSS animation then hides it after 5 s (paused while hovered or focused).
 * On a page served without the framework the enhancement script (app/client/enhance.ts) adds the
 * close button, swipe and F8, and shows the toasts a page script raises from `templates`; on the
 * page that runs the framework, this component does it all.
 *
 * A toast the page arrives with is already in the live region when the page loads, so a screen
 * reader would not announce it (decision 058): it is focusable and `autofocus`, so the browser
 * focuses it on load, with or without JavaScript, and a screen reader reads it. The browser does
 * not when the address points into the page (`#ukuran-12`); there the enhancement script puts a
 * copy in its place after load, which the live region announces. `focusOnLoad={false}` leaves
 * focus to a message the page has in its content (a refused form's alert).
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
  const [current, setCurrent] = useState<Toast | null>(toast);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const regionRef = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  // A new toast from the server replaces the one on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the id, so a revalidation that returns the same toast does not bring back a dismissed one.
  useEffect(() => {
    if (toast) {
      setCurrent(toast);
      setOffset(0);
    }
  }, [toast?.id]);

  const dismiss = useCallback(() => {
    setCurrent(null);
    setOffset(0);
    swipeStart.current = null;
  }, []);

  useEffect(() => {
    if (!hydrated || !current || paused) return;
    const timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, current, paused, dismiss]);

  useEffect(() => {
    const onClientToast = (event: Event) => {
      const message = (event as CustomEvent<ToastMessage>).detail;
      setCurrent({
        id: crypto.randomUUID(),
        title: message.title,
        description: message.description,
        variant: message.variant ?? "default",
      });
      setOffset(0);
    };
    window.addEventListener(CLIENT_TOAST_EVENT, onClientToast);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, onClientToast);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
    swipeStart.current = null;
  };

  const destructive = current?.variant === "destructive";

  return (
    <section
      ref={regionRef}
      data-toaster=""
      tabIndex={-1}
      aria-label={`Notifikasi (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 focus-visible:outline-2 focus-visible:outline-teal-700 sm:inset-x-auto sm:right-0 sm:justify-end print:hidden"
    >
      <ol aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {current ? (
          <li
            key={current.id}
            data-testid="toast"
            data-variant={current.variant}
            tabIndex={current.id === toast?.id ? -1 : undefined}
            // biome-ignore lint/a11y/noAutofocus: the page's own toast takes focus on load so it is read (decision 058).
            autoFocus={focusOnLoad && current.id === toast?.id}
            className={`${itemClass(destructive)} ${hydrated ? "" : "toast-autohide"}`}
            style={
              offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined
            }
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            // Paused while its button has focus; focus on the toast itself (from the page load) lets it go.
            onFocus={(event) => setPaused(event.target !== event.currentTarget)}
            onBlur={() => setPaused(false)}
          >
            <ToastContent toast={current} onClose={hydrated ? dismiss : undefined} />
          </li>
        ) : null}
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
  }`;

/** Title, description and close button of a toast; the button is sent hidden without `onClose`. */
function ToastContent({
  toast,
  onClose,
  template = false,
}: {
  toast: Pick<Toast, "title" | "description" | "variant">;
  onClose?: () => void;
  /** A template keeps an empty description for the script to fill. */
  template?: boolean;
}) {
  const destructive = toast.variant === "destructive";
  return (
    <>
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-toast-title="">
          {toast.title}
        </p>
        {toast.description || template ? (
          <p className={`text-sm ${destructive ? "text-red-50" : "text-stone-700"}`} data-toast-description="">
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        hidden={!onClose}
        data-toast-close=""
        onClick={onClose}
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
      <li
        data-testid="toast"
        className="toast-autohide pointer-events-auto rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-lg"
      >
        <p className="font-semibold">{message.title}</p>
        <p className="mt-1">{message.description}</p>
      </li>
    </template>
  );
}

/** A toast for the enhancement script to clone (the classes it needs are then in the page). */
function ToastTemplate({ variant }: { variant: "default" | "destructive" }) {
  return (
    <template data-toast-template={variant}>
      <li
        data-testid="toast"
        data-variant={variant}
        className={`${itemClass(variant === "destructive")} toast-autohide`}
      >
        <ToastContent toast={{ title: "", variant }} template />
      </li>
    </template>
  );
}
