import type { LegalPageId } from "~drizzle/types";

/** The two stored legal pages (ids fixed by the schema's check), as the legal editor names them. */
export const LEGAL_PAGE_IDS = ["privacy-policy", "disclaimer"] as const satisfies readonly LegalPageId[];

export const LEGAL_PAGE_NAMES: Record<LegalPageId, string> = {
  "privacy-policy": "Kebijakan Privasi",
  disclaimer: "Disclaimer",
};

/** The legal editor's address for one page. */
export const legalEditorPath = (id: LegalPageId) => `/admin/legal/edit/${id}`;
