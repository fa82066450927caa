import { formatLongDate } from "./dates";
import type { ImmunisationGlance } from "./immunisation-status";

// "Kirim ke WhatsApp" (issue 37, decision 074): a short text about the next visit or dose that a
// mother sends to herself or her husband through WhatsApp's own share address. Nothing is stored
// and no number is asked: wa.me without a number lets her pick the chat. The texts hold no name
// (of the mother or the child): she may add one in WhatsApp before sending.

/** WhatsApp's share address for a text (a plain link: works without JavaScript, on any phone). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export interface PlanShareItem {
  title: string;
  when: string;
  stateLabel: string;
}

/** The pregnancy plan's status and its next items, with where to look in danger. */
export function planShareText(status: string, next: readonly PlanShareItem[], origin: string): string {
  return [
    "Rencana kehamilan (Bidanku)",
    status,
    ...next.map((item) => `- ${item.title}: ${item.when} (${item.stateLabel})`),
    "Tanggal dari HPL; ikuti jadwal dari bidan atau dokter.",
    `Ada tanda bahaya? Segera ke fasilitas kesehatan: ${origin}/tanda-bahaya`,
  ].join("\n");
}

/**
 * A child's immunisations as the glance says them: what is late, what is due now (until when),
 * what comes next. Null when there is nothing to send (nothing late, due or ahead).
 */
export function immunisationShareText(glance: ImmunisationGlance, origin: string): string | null {
  const lines: string[] = [];
  if (glance.late.length > 0 && glance.given > 0) {
    lines.push(`Sudah lewat jadwal: ${glance.late.join(", ")}. Bawa Buku KIA ke bidan untuk dikejar.`);
  }
  if (glance.dueNow.length > 0) {
    const until = glance.dueUntil ? ` (anjuran sampai ${formatLongDate(glance.dueUntil)})` : "";
    lines.push(`Waktunya sekarang${until}: ${glance.dueNow.join(", ")}.`);
  }
  if (glance.next)
    lines.push(`Berikutnya mulai ${formatLongDate(glance.next.start)}: ${glance.next.labels.join(", ")}.`);
  if (lines.length === 0) return null;
  return [
    "Imunisasi anak (Bidanku)",
    ...lines,
    "Bawa Buku KIA ke posyandu atau puskesmas.",
    `Jadwal imunisasi: ${origin}/imunisasi`,
  ].join("\n");
}
