import { formatLongDate } from "./dates";
import type { ImmunisationGlance } from "./immunisation-status";

// "Kirim ke WhatsApp" (issue 37, decision 074): a short text about the next visit or dose that a
// mother sends to herself or her husband through WhatsApp's own share address. Nothing is stored
// and no number is asked: wa.me without a number lets her pick the chat. The texts hold no name
// (of the mother or the child): she may add one in WhatsApp before sending. The text goes into the
// link's address (WhatsApp has no other way), so it holds dates but nothing that names anyone;
// decision 074 says why this differs from decision 031 (health inputs never in a URL).

/** WhatsApp's share address for a text (a plain link: works without JavaScript, on any phone). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export interface PlanShareItem {
  title: string;
  when: string;
  stateLabel: string;
}

/**
 * The pregnancy plan's status and its items (what is still owed, then what is now and next), with
 * where to look in danger. `origin` is the site's address, or null when there is none to trust.
 */
export function planShareText(status: string, items: readonly PlanShareItem[], origin: string | null): string {
  return [
    "Rencana kehamilan (Bidanku)",
    status,
    ...items.map((item) => `- ${item.title}: ${item.when} (${item.stateLabel})`),
    "Tanggal perkiraan dari HPL; ikuti jadwal dari bidan atau dokter.",
    origin
      ? `Ada tanda bahaya? Segera ke fasilitas kesehatan: ${origin}/tanda-bahaya`
      : "Ada tanda bahaya? Segera ke fasilitas kesehatan.",
  ].join("\n");
}

/**
 * A child's immunisations as the glance says them: what is late, what is due now (until when),
 * what comes next. Null when there is nothing to send (nothing late, due or ahead).
 */
export function immunisationShareText(glance: ImmunisationGlance, origin: string | null): string | null {
  const lines: string[] = [];
  if (glance.late.length > 0 && glance.given > 0) {
    lines.push(
      `Sudah lewat jadwal dan belum tercatat di Bidanku: ${glance.late.join(", ")}. Bila belum diberikan, bawa Buku KIA ke bidan atau puskesmas untuk imunisasi kejar.`,
    );
  } else if (glance.late.length > 0) {
    lines.push("Imunisasi yang sudah diberikan belum dicatat di Bidanku: lihat Buku KIA.");
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
    ...(origin ? [`Jadwal imunisasi: ${origin}/imunisasi`] : []),
  ].join("\n");
}
