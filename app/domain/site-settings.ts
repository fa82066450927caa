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
