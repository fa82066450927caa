import { type RefObject, useEffect } from "react";

/**
 * On the page that runs the framework (the article editor), what the enhancement script does on
 * the others (app/client/enhance.ts, decision 058): an open <details> (the account menu, a delete
 * confirmation) closes on Escape, which puts focus back on its summary, on a click outside and
 * when focus moves out of it.
 */
export function useDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) {
        menu.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    document.addEventListener("focusin", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
      document.removeEventListener("focusin", close);
    };
  }, [ref]);
}
