import type { ReactNode } from "react";

/**
 * The box around a table that can be wider than a phone (WHO's tables, a child's measurements):
 * the table scrolls sideways inside it, never the page (issue 29, decision 056). The box is a
 * region named like its table and takes the keyboard focus, so a keyboard can scroll it and a
 * screen reader says what it holds (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus to be scrolled by keyboard.
    <section aria-label={label} tabIndex={0} className="min-w-0 overflow-x-auto" data-table-scroll="">
      {children}
    </section>
  );
}
