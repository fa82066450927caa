/**
 * The site's buttons in one place: a filled primary action, an outlined secondary one, a grey quiet one (cancel, log out, add a row), a red-outlined one (remove a row) and a red
 * destructive one, in a normal and a small size. Every size is at least 44 px tall (a thumb on a
 * 360 px phone). A filled button has a transparent border, which forced-colours mode draws, so it
 * keeps its outline there (the background is dropped). Used for <button>s and for links that look like buttons:
 * `className={buttonClass({ variant: "secondary", size: "sm" })}`.
 */
export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger" | "dangerQuiet";
export type ButtonSize = "md" | "sm";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-center font-semibold disabled:cursor-not-allowed disabled:opacity-70";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "border border-transparent bg-teal-700 text-white hover:bg-teal-800",
  secondary: "border border-teal-700 bg-white text-teal-800 hover:bg-teal-50",
  quiet: "border border-stone-300 bg-white text-stone-700 hover:bg-stone-100",
  danger: "border border-transparent bg-red-700 text-white hover:bg-red-800",
  dangerQuiet: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-5 py-2.5",
  sm: "px-4 py-2 text-sm",
};

export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
  className = "",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], block ? "w-full" : "", className].filter(Boolean).join(" ");
}
