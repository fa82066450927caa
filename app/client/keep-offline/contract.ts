/**
 * The names and texts the offline choice's markup (KeepOffline.tsx, OfflineSwitch.tsx) and its
 * scripts (./script.ts) share (issue 32, decision 066). Both controls are sent hidden: they need
 * a service worker, so only the script, once the worker answers, shows them.
 */

/** "Simpan untuk offline" on a page the reader may keep; the value is the page's address. */
export const KEEP_OFFLINE = "data-keep-offline";
/** The offline page's switch: a form with one checkbox. */
export const OFFLINE_ALL = "data-offline-all";

/** The control's parts: keep the page, let it go, and the line that says what happened. */
export type KeepSlot = "keep" | "release" | "status";
/** The switch's line that says what happened. */
export type SwitchSlot = "status";

export const KEEP_LABEL = "Simpan untuk offline";
export const KEEP_BUSY = "Menyimpan untuk offline...";
export const KEEP_DONE = "Tersimpan untuk offline: halaman ini tetap bisa dibuka tanpa internet di perangkat ini.";
export const KEEP_FAILED = "Gagal menyimpan untuk offline. Periksa koneksi internet, lalu coba lagi.";
export const RELEASE_LABEL = "Hapus dari perangkat";
export const RELEASE_DONE = "Sudah dihapus dari perangkat ini.";

export const ALL_LABEL = "Simpan semua alat untuk offline";
export const ALL_HINT =
  "Kalkulator kehamilan, cek pertumbuhan, jadwal imunisasi, beranda, dan semua panduan tumbuh kembang diunduh sekali ke perangkat ini, lalu diperbarui hanya bila berubah. Sebaiknya saat memakai Wi-Fi. Matikan untuk menghapusnya lagi.";
export const ALL_BUSY = "Menyimpan semua alat...";
export const ALL_RELEASE_BUSY = "Menghapus...";
export const ALL_DONE = "Semua alat tersimpan untuk offline.";
export const ALL_RELEASED =
  "Alat yang disimpan lewat pilihan ini sudah dihapus. Tanda Bahaya dan halaman yang Anda simpan sendiri tetap tersimpan.";
/** Beside "Simpan untuk offline": where the whole set can be kept at once. */
export const ALL_LINK = "Simpan semua alat sekaligus";
export const ALL_FAILED = "Gagal menyimpan semua alat. Periksa koneksi internet, lalu coba lagi.";
