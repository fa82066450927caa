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
