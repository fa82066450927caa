// How the audit trail reads on the admin panel (issue 13, item 7), and how long it is kept (issue 32).
import { questionExcerpt } from "./questions";

export type AuditAction = "create" | "update" | "delete";

/**
 * How long an audit row is kept (decision 065, privacy policy sections 1h and 5): 12 months after
 * it was written, then the hourly cron deletes it. The policy says "1 tahun"; a unit test holds
 * the two together.
 */
export const AUDIT_RETENTION_MONTHS = 12;

/** The moment at or before which an audit row written then is due for deletion. */
export function auditRetentionCutoff(now: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  return cutoff;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "membuat",
  update: "mengubah",
  delete: "menghapus",
};

/** The things an admin save can change, as the panel names them. */
export const AUDIT_ENTITY_LABELS = {
  article: "artikel",
  category: "kategori",
  hero: "hero beranda",
  footer: "info footer",
  contact: "halaman kontak",
  about: "halaman tentang",
  services: "informasi layanan",
  qna_guidelines: "panduan tanya jawab",
  legal: "halaman legal",
  growth_guide: "panduan tumbuh kembang",
  question: "pertanyaan",
  user_role: "peran pengguna",
  faq: "FAQ",
  page_review: "tinjauan medis",
  qa_entry: "versi publik pertanyaan",
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;

/**
 * "Bidan Rina mengubah hero beranda", with the entity's id when it has one ("artikel 12"), or its
 * current name when the caller knows it ('artikel “Anemia pada Kehamilan”').
 */
export function describeChange(
  entry: {
    actorName: string;
    action: AuditAction;
    entity: string;
    entityId: string | null;
  },
  name?: string,
): string {
  const entity = AUDIT_ENTITY_LABELS[entry.entity as AuditEntity] ?? entry.entity;
  // Typographic quotes: a name with a plain quote in it cannot seem to close the quote and go on
  // as another entry's words (review, issue 29).
  const id = name ? ` “${name}”` : entry.entityId ? ` ${entry.entityId}` : "";
  return `${entry.actorName} ${AUDIT_ACTION_LABELS[entry.action]} ${entity}${id}`;
}

/**
 * How the trail names a question (issue 29): its topic (a contact message's subject) and the start
 * of its text, short and on one line, e.g. "Kehamilan: Apakah boleh minum kopi saat…".
 */
export function questionName(topic: string, question: string): string {
  return `${questionExcerpt(topic, 30)}: ${questionExcerpt(question, 40)}`;
}
