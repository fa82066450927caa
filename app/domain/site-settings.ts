import { SITE_NAME } from "~/messages";

/** Footer details as the frame shows them; SPEC section 2 gives the defaults. */
export interface FooterInfo {
  email: string;
  phone: string;
  location: string;
}

export const FOOTER_DEFAULTS: FooterInfo = {
  email: "info@bidanku.id",
  phone: "+62 812-3456-7890",
  location: "Jakarta, Indonesia",
};

export interface HeroInfo {
  title: string;
  subtitle: string;
  imageUrl: string | null;
}

export const HERO_DEFAULTS: HeroInfo = {
  title: SITE_NAME,
  subtitle: "Platform Kebidanan Terpercaya",
  imageUrl: null,
};

/** A stored text counts only when it has something besides white space. */
export function filledOrNull(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/**
 * A tel: link for a stored phone number ("+62 812-3456-7890" -> "tel:+6281234567890"): digits and
 * a leading plus only; null when fewer than five digits remain (not a number one can call).
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 5 || digits.length > 20) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

/** A mailto: link for a stored email address, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !/^[^\s@<>"'?&#/\\:]+@[^\s@<>"'?&#/\\:]+\.[^\s@<>"'?&#/\\:]+$/.test(trimmed)) return null;
  return `mailto:${trimmed}`;
}
