import { SITE_NAME } from "~/messages";

const MASK = "***";

/**
 * The public form of a person's name (SPEC section 9): the first letter of the first and of the
 * last word, each followed by asterisks ("Siti Nur Aisyah" -> "S*** A***"); a one-word name
 * gives one initial ("Rina" -> "R***"); an empty or non-text value gives "Anonim".
 */
export function maskName(name: unknown): string {
  if (typeof name !== "string") return "Anonim";
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "Anonim";
  const initial = (word: string) => Array.from(word)[0]!.toUpperCase() + MASK;
  if (words.length === 1) return initial(words[0]!);
  return `${initial(words[0]!)} ${initial(words[words.length - 1]!)}`;
}

/** The single letter shown in a commenter's round avatar. */
export function avatarInitial(displayName: string): string {
  return Array.from(displayName.trim())[0]?.toUpperCase() ?? "?";
}

/**
 * The sign-in greeting (toast and dialog). First sign-in or fiftieth, it is true for both (no
 * "selamat datang kembali"). The whole name, as the dashboard says it: a first word may be a
 * title ("Bidan", "Bd.", "Hj.").
 */
export function welcomeText(name: string): string {
  const full = name.trim().replace(/\s+/g, " ");
  return full ? `Selamat datang di ${SITE_NAME}, ${full}!` : `Selamat datang di ${SITE_NAME}!`;
}
