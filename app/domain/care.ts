// Ibu & anak binaan (issue 38, decision 078): what a member agrees to when she shares her
// pregnancy plan and her children's records with the site's midwives, said before she agrees.

/** The consent box's label. */
export const CARE_CONSENT_LABEL =
  "Saya setuju membagikan rencana kehamilan dan data anak saya dengan bidan di Bidanku, seperti dijelaskan di atas.";

/** What the midwives see, why, and what she keeps: the page lists these before the box. */
export const CARE_CONSENT_POINTS = [
  "Yang dilihat bidan: nama, email, dan nomor telepon Anda (bila diisi); HPL dan rencana kehamilan yang Anda simpan, dan tanggal lahir bayi yang Anda isi di Pengingat; data anak di Anak Saya: nama panggilan, tanggal lahir, pengukuran, imunisasi, dan cek perkembangan; dan jumlah pertanyaan Anda yang menunggu jawaban.",
  "Untuk apa: agar bidan tahu jadwal periksa, imunisasi, atau cek siapa yang sudah dekat atau terlewat, dan hasil pengukuran atau cek perkembangan yang perlu ditindaklanjuti, lalu menghubungi Anda lewat telepon, WhatsApp, atau email.",
  'Bidan dapat menulis catatan singkat tindak lanjut (misalnya "sudah ditelepon") dan menandai jadwal yang sudah dilakukan di praktik; catatan dan tanda itu Anda lihat juga di halaman ini. Ini bukan rekam medis dan tidak berisi diagnosis. Bila Anda berhenti berbagi, catatan dan tanda itu dihapus.',
  "Setiap kali bidan membuka halaman data Anda, tercatat siapa dan kapan; Anda dapat melihatnya di halaman ini. Nama, kontak, dan jadwal Anda juga tampil di daftar tindak lanjut bidan; membuka daftar itu tidak dicatat per anggota.",
  "Anda dapat berhenti membagikan kapan saja di halaman ini: sejak saat itu bidan tidak dapat melihat data Anda lagi. Anggota lain tidak pernah melihat data Anda.",
] as const;

export const CARE_MESSAGES = {
  consentRequired: "Centang persetujuan ini untuk membagikan data Anda dengan bidan.",
  intent: "Permintaan tidak dikenali. Muat ulang halaman ini, lalu coba lagi.",
} as const;

/** The views of her data her page lists (all are kept while her account is: decision 079). */
export const CARE_VIEWS_SHOWN = 200;

/** Openings by the same midwife within this many minutes are one line on her page (each stays stored). */
export const VIEW_GROUP_MINUTES = 30;

/**
 * Her record of views (newest first) as lines: a midwife who opened her page several times within
 * 30 minutes (each mark or note reloads it) is one line with the count and the latest time.
 */
export function groupViews<V extends { viewerName: string; createdAt: Date }>(
  views: readonly V[],
): { viewerName: string; latest: Date; count: number }[] {
  const lines: { viewerName: string; latest: Date; count: number; earliest: number }[] = [];
  for (const view of views) {
    const line = lines.at(-1);
    const at = view.createdAt.getTime();
    if (line && line.viewerName === view.viewerName && line.latest.getTime() - at <= VIEW_GROUP_MINUTES * 60_000) {
      line.count += 1;
      line.earliest = at;
    } else {
      lines.push({ viewerName: view.viewerName, latest: view.createdAt, count: 1, earliest: at });
    }
  }
  return lines.map(({ viewerName, latest, count }) => ({ viewerName, latest, count }));
}
