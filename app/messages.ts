// Every text the product shows as a toast or status message (SPEC section 8), in one place,
// so that pages and tests use the same strings.

export const SITE_NAME = "Bidanku";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const messages = {
  auth: {
    logoutSuccess: { title: "Berhasil Logout", description: "Anda telah berhasil keluar dari akun." },
    registerSuccess: { title: "Registrasi Berhasil", description: "Silakan cek email Anda untuk verifikasi." },
    loginFailedTitle: "Login Gagal",
    loginFailedDefault: "Email atau password salah.",
    loginNoUser: "Gagal memverifikasi pengguna.",
    loginException: { title: "Terjadi Kesalahan", message: "Gagal memproses login. Silakan coba lagi." },
    loginSuccess: { title: "Login Berhasil" },
    emailNotVerified: "Email Anda belum diverifikasi. Kami telah mengirim ulang tautan verifikasi ke email Anda.",
    /** Links may not be built for this request (decision 030): nothing was mailed. */
    mailUnavailable: "Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.",
    registerFailed: { title: "Pendaftaran Gagal", message: "Terjadi kesalahan. Silakan coba lagi." },
    verificationResent: (email: string) => ({
      title: "Email Verifikasi Dikirim Ulang",
      description: `Kami telah mengirim ulang tautan verifikasi ke ${email}.`,
    }),
    verificationResendFailed: "Gagal Mengirim Ulang",
    verificationResendWait:
      "Tautan baru saja dikirim. Tunggu 1 menit sebelum mengirim ulang, dan periksa juga folder spam.",
    verificationResendLimit: (minutes: number) =>
      `Tautan verifikasi sudah dikirim ulang 3 kali. Periksa folder spam, atau coba lagi dalam ${minutes} menit.`,
    alreadyVerified: { title: "Email Sudah Terverifikasi", description: "Akun Anda sudah aktif. Silakan login." },
    verifyInvalid: "Tautan verifikasi tidak valid atau sudah kedaluwarsa.",
    resetRequested: {
      title: "Cek Email Anda",
      description: "Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password.",
    },
    resetInvalid: "Tautan atur ulang password tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.",
    resetSuccess: { title: "Password Berhasil Diubah", description: "Silakan login dengan password baru Anda." },
    signOutFailed: { title: "Logout Gagal", description: "Silakan coba lagi." },
    passwordMismatch: "Password dan konfirmasi password tidak sama",
    passwordTooShort: "Password minimal 6 karakter",
  },
  access: {
    deniedTitle: "Akses Ditolak",
    deniedPage: "Anda tidak memiliki izin untuk mengakses halaman ini.",
    deniedAction: "Anda tidak memiliki izin untuk melakukan tindakan ini.",
  },
  comments: {
    sent: { title: "💬 Komentar Terkirim", description: "Terima kasih atas partisipasi Anda." },
    sendFailedTitle: "Gagal Mengirim Komentar",
    deleted: "Komentar dihapus",
    deleteFailed: "Gagal menghapus komentar",
  },
  share: {
    linkCopied: { title: "🔗 Tautan Disalin", description: "Tautan artikel telah disalin ke clipboard Anda." },
    /** Where the browser refuses the clipboard (in-app browsers of WhatsApp, Facebook, Instagram). */
    copyManually:
      "Tautan belum bisa disalin otomatis di browser ini. Alamatnya sudah dipilih di bawah: tekan lama lalu pilih Salin.",
    shareSheet: "Bagikan ke aplikasi lain",
  },
  calculators: {
    invalidDateTitle: "Tanggal Tidak Valid",
    /** The summary above a calculator's fields when the server refuses what was typed. */
    refusedTitle: "Belum Bisa Dihitung",
    invalidHplDate: "Silakan masukkan tanggal HPHT yang valid.",
    invalidFertilityDate: "Silakan masukkan tanggal haid terakhir yang valid.",
    hplSuccess: "Perhitungan HPL Berhasil",
    fertilitySuccess: "Perhitungan Masa Subur Berhasil",
    weightGainSuccess: "Perhitungan Kenaikan Berat Badan Berhasil",
    savedToHistory: "Hasil perhitungan telah disimpan ke riwayat Anda.",
    /** A member over the per-account save limit (RATE_LIMITS.calculatorSave): shown, not stored. */
    notSavedLimit:
      "Hasil tidak disimpan ke riwayat: terlalu banyak perhitungan tersimpan dalam satu jam. Coba lagi nanti.",
    /** With JavaScript, a member's result is shown but the save did not reach the server. */
    notSavedOffline: "Hasil belum tersimpan ke riwayat: periksa koneksi internet Anda, lalu hitung lagi.",
    /** With JavaScript, the server refused the save (too many requests, an error). */
    notSavedError: "Hasil belum tersimpan ke riwayat. Silakan coba lagi nanti.",
    loginToSave: "Login untuk menyimpan hasil ke riwayat Anda.",
    /** The calendar form of a pregnancy plan (issue 18) sent with a date the server refuses. */
    calendarFailed: {
      title: "Gagal Membuat Kalender",
      description: "Tanggal HPHT atau panjang siklus tidak valid. Hitung HPL lagi, lalu tekan Tambahkan ke kalender.",
    },
    historyDeleted: "Riwayat Dihapus",
    historyDeleteFailed: "Gagal Menghapus Riwayat",
  },
  dataSaver: {
    on: {
      title: "Hemat Data Dinyalakan",
      description:
        "Gambar tidak ditampilkan, kecuali gambar di artikel yang Anda baca. Kalkulator dan cek pertumbuhan tidak disimpan untuk dipakai tanpa internet; Tanda Bahaya tetap tersimpan.",
    },
    off: { title: "Hemat Data Dimatikan", description: "Gambar ditampilkan lagi seperti biasa." },
  },
  questions: {
    sent: {
      title: "Pertanyaan Berhasil Dikirim",
      description: "Terima kasih! Tim kami akan merespon dalam 1-2 hari kerja.",
    },
    sendFailed: { title: "Gagal Mengirim Pertanyaan", description: "Terjadi kesalahan. Silakan coba lagi." },
    // Admin replies (SPEC section 8, "Replies").
    replySent: { title: "Jawaban Terkirim" },
    replyUpdated: { title: "Jawaban Diperbarui" },
    replyFailed: "Gagal Mengirim Jawaban",
    /** Not in the spec: the answer is saved but the email to the asker failed (a visitor has no other way to read it). */
    replyMailFailed: {
      title: "Jawaban Tersimpan, Email Gagal",
      description:
        "Jawaban sudah tersimpan, tetapi email ke penanya gagal dikirim. Coba perbarui jawaban nanti untuk mengirim ulang.",
      variant: "destructive" as const,
    },
    /** Not in the spec: a reply to a question that was closed, answered by someone else, or deleted meanwhile. */
    replyStale:
      "Pertanyaan ini sudah berubah (dijawab, ditutup, atau dihapus). Muat ulang halaman untuk melihat keadaannya sekarang.",
    // The member closes an answered question (SPEC section 8, "Close question").
    closed: { title: "Percakapan ditutup", description: "Terima kasih atas ulasan Anda." },
    closeFailed: "Gagal menutup percakapan",
    closeNotAllowed: "Hanya pertanyaan Anda yang sudah dijawab yang dapat ditutup.",
    // A super_admin clears a review (SPEC section 8, "Reviews").
    reviewCleared: { title: "Ulasan Dihapus" },
    reviewClearFailed: "Gagal Menghapus Ulasan",
    // Not in the spec: a member deletes an unanswered question of their own (decision 026).
    deleted: { title: "Pertanyaan Dihapus" },
    deleteFailed: "Gagal Menghapus Pertanyaan",
    publishWithdrawn: {
      title: "Izin Publikasi Ditarik",
      description: "Pertanyaan ini tidak akan dipublikasikan; versi yang sudah terbit, bila ada, sudah diturunkan.",
    },
    publishWithdrawFailed: "Izin Publikasi Tidak Ditarik",
    deleteNotAllowed: "Hanya pertanyaan Anda yang belum dijawab yang dapat dihapus.",
  },
  contact: {
    sent: {
      title: "Pesan Berhasil Dikirim",
      description: "Terima kasih! Tim kami akan merespon dalam 1-2 hari kerja.",
    },
    sendFailed: { title: "Gagal Mengirim Pesan", description: "Terjadi kesalahan. Silakan coba lagi." },
  },
  children: {
    // A member's children and their measurements (issue 16, part 3).
    added: { title: "Data Anak Disimpan", description: "Sekarang tambahkan pengukuran pertamanya." },
    updated: { title: "Data Anak Diperbarui" },
    deleted: {
      title: "Data Anak Dihapus",
      description: "Semua pengukuran, catatan imunisasi, dan cek perkembangannya juga sudah dihapus.",
    },
    measurementAdded: { title: "Pengukuran Disimpan" },
    measurementUpdated: { title: "Pengukuran Diperbarui" },
    measurementDeleted: { title: "Pengukuran Dihapus" },
    saveFailed: "Gagal Menyimpan",
    deleteFailed: "Gagal Menghapus",
    notFound: "Data anak tidak ditemukan.",
  },
  immunisation: {
    // A child's immunisation record (issue 35).
    added: { title: "Imunisasi Dicatat" },
    updated: { title: "Catatan Imunisasi Diperbarui" },
    deleted: { title: "Catatan Imunisasi Dihapus" },
    alreadyDeleted: { title: "Gagal Menghapus", description: "Catatan imunisasi ini sudah tidak ada." },
    calendarFailed: { title: "Kalender Gagal Dibuat", description: "Muat ulang halaman lalu coba lagi." },
    calendarEmpty: {
      title: "Tidak Ada Jadwal Berikutnya",
      description: "Tidak ada imunisasi yang akan datang untuk dimasukkan ke kalender.",
    },
  },
  development: {
    // A child's development checks (issue 36).
    saved: { title: "Cek Perkembangan Disimpan" },
    deleted: { title: "Cek Perkembangan Dihapus" },
    alreadyDeleted: { title: "Gagal Menghapus", description: "Cek perkembangan ini sudah tidak ada." },
  },
  profile: {
    updated: "Profil Berhasil Diperbarui",
    updateFailed: "Gagal Memperbarui Profil",
  },
  users: {
    loadFailed: "Gagal memuat pengguna",
    roleUpdated: "Peran berhasil diperbarui",
    roleUpdateFailed: "Gagal memperbarui peran",
    lastSuperAdmin: "Super admin terakhir tidak dapat diturunkan perannya.",
  },
  tooManyRequests: "Terlalu banyak permintaan. Silakan coba lagi nanti.",
  articles: {
    notFound: "Artikel tidak ditemukan",
    notFoundHint: "Coba ubah kata kunci pencarian atau kategori.",
    noDate: "Tanggal tidak tersedia",
    // Not in the spec: notices for list addresses that cannot be shown as asked (decision 016).
    unknownCategory: {
      title: "Kategori tidak ditemukan",
      description: "Kategori tersebut tidak ada. Menampilkan artikel dari semua kategori.",
    },
    pagePastEndTitle: "Halaman tidak ditemukan",
    /** "{last}" is the last page's number. */
    pagePastEndDescription: "Daftar ini hanya sampai halaman {last}. Menampilkan halaman {last}.",
    // Not in the spec: how a search says it matched less than asked (issue 33, decision 070).
    searchRelaxed:
      "Tidak ada artikel yang memuat semua kata pencarian Anda. Berikut artikel yang memuat sebagian kata tersebut, diurutkan dari yang paling cocok.",
    /** "{words}" is the words, each in quotes, joined with commas. */
    searchMissing: "Kata yang tidak ditemukan di artikel mana pun: {words}.",
    /** "{typed}" the word as typed; "{used}" the words searched instead, each in quotes. */
    searchCorrected: 'Tidak ada artikel dengan kata "{typed}". Menampilkan hasil untuk {used}.',
  },
  content: {
    aboutLoadFailed: "Gagal memuat konten. Silakan coba lagi.",
    legalLoadFailed: "Konten tidak dapat dimuat.",
    growthNotFound: "Data tidak ditemukan",
  },
  // The site-settings editors: hero, footer info, Contact page (SPEC section 8, "Settings").
  settings: {
    loadFailed: "Gagal memuat pengaturan",
    saveFailed: "Gagal menyimpan pengaturan",
    saved: { title: "Pengaturan Berhasil Disimpan" },
    heroSaved: { title: "Pengaturan Hero Berhasil Disimpan" },
  },
  // The content editors of issue 13 (SPEC section 8). The spec gives the About editor no toast:
  // it uses the legal pages' wording.
  contentEditors: {
    guidelinesSaved: { title: "Panduan Berhasil Disimpan" },
    guidelinesSaveFailed: "Gagal Menyimpan",
    servicesSaved: { title: "Informasi Layanan Berhasil Disimpan" },
    servicesSaveFailed: "Gagal menyimpan informasi",
    aboutSaved: { title: "Halaman Berhasil Disimpan" },
    aboutSaveFailed: "Gagal Menyimpan",
    legalSaved: { title: "Halaman Berhasil Disimpan" },
    legalSaveFailed: "Gagal Menyimpan",
    legalNotFound: { title: "Gagal memuat halaman", description: "Halaman tidak ditemukan.", variant: "destructive" },
  },
  // The article editor (SPEC section 8, "Article").
  articleEditor: {
    created: { title: "Artikel Berhasil Dibuat" },
    updated: { title: "Artikel Berhasil Diperbarui" },
    failed: "Terjadi Kesalahan",
    notFound: { title: "Artikel tidak ditemukan.", variant: "destructive" },
    deleted: { title: "Artikel Dihapus" },
    deleteFailed: { title: "Gagal Menghapus Artikel", variant: "destructive" },
    imageRequired: "Gambar utama wajib diunggah.",
    /** "{msg}" is the upload's own message. */
    uploadFailed: "Gagal mengunggah gambar: {msg}",
    replaceFailed: "Gagal memperbarui gambar: {msg}",
    /** Not in the spec: decision 011, changed texts need a renewed (or cleared) medical review. */
    reviewStale:
      "Isi artikel berubah: perbarui tanggal tinjauan setelah ditinjau ulang, atau kosongkan nama peninjau dan tanggal.",
    contentEmpty: "Konten wajib diisi (tidak ada teks yang tersisa setelah dibersihkan).",
  },
  // The growth guide editor (SPEC section 8, "Growth guide").
  /** Not in the spec (issue 29): the tool pages' medical reviews, signed off by the super_admin. */
  pageReview: {
    saved: { title: "Tinjauan Medis Disimpan" },
    cleared: { title: "Tinjauan Medis Dihapus" },
    saveFailed: "Gagal menyimpan tinjauan medis",
    notFound: { title: "Halaman tidak ditemukan.", variant: "destructive" },
    predates: (date: string) =>
      `Teks halaman ini terakhir diubah pada ${date}: tanggal tinjauan tidak boleh sebelum itu. Tinjau teks yang sekarang, lalu isi tanggal hari ini.`,
  },
  growthEditor: {
    saved: { title: "Sukses", description: "Panduan tumbuh kembang berhasil disimpan." },
    notFound: { title: "Data tumbuh kembang tidak ditemukan.", variant: "destructive" },
    /** Not in the spec: decision 011, changed texts need a renewed (or cleared) medical review. */
    reviewStale:
      "Isi panduan berubah: perbarui tanggal tinjauan setelah ditinjau ulang, atau kosongkan nama peninjau dan tanggal.",
  },
  /** Tanya Jawab (issue 39, decision 081); not in the spec. */
  qa: {
    saved: { title: "Sukses", description: "Versi publik disimpan sebagai draf." },
    published: { title: "Sukses", description: "Versi publik terbit di Tanya Jawab." },
    refused:
      "Tidak disimpan: pertanyaan ini tidak lagi boleh diterbitkan (penanya menarik izin, atau pertanyaan berubah). Lihat statusnya di Detail Pesan.",
    reviewStale:
      "Isi versi publik berubah: perbarui tanggal tinjauan setelah ditinjau ulang, atau kosongkan nama peninjau dan tanggal.",
    notFound: "Tanya jawab tidak ditemukan",
    /** A search of Tanya Jawab: the article search's notes, in its words. */
    searchRelaxed:
      "Tidak ada tanya jawab yang memuat semua kata pencarian Anda. Berikut yang memuat sebagian kata tersebut, diurutkan dari yang paling cocok.",
    searchMissing: "Kata yang tidak ditemukan: {words}.",
    searchCorrected: 'Tidak ada hasil dengan kata "{typed}". Menampilkan hasil untuk {used}.',
  },
  errors: {
    notFoundTitle: "Halaman Tidak Ditemukan",
    notFoundDescription: "Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.",
    serverErrorTitle: "Terjadi Kesalahan",
    serverErrorDescription:
      "Maaf, terjadi kesalahan di server kami. Silakan muat ulang halaman atau coba lagi beberapa saat lagi.",
    backHome: "Kembali ke Beranda",
    /** A body over its form's size cap (app/server/forms.server.ts). */
    tooLargeTitle: "Data Terlalu Besar",
    badRequestTitle: "Permintaan Tidak Valid",
    badRequestDescription: "Data yang dikirim tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.",
    /** The 429 page (enforceRateLimit); its description is rateLimitMessage with the wait. */
    tooManyTitle: "Terlalu Banyak Percobaan",
    tooManyDescription: "Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.",
    tooManyHint: "Batas ini melindungi akun dan situs dari penyalahgunaan. Isian Anda belum dikirim.",
    tooManyBack: "Kembali ke Formulir",
  },
  /** The request guard's refusals (app/server/request-guard.server.ts, decision 037). */
  guard: {
    methodTitle: "Metode Tidak Diizinkan",
    method: "Alamat ini hanya bisa dibuka atau dikirimi formulir. Silakan kembali ke halaman sebelumnya.",
    crossSite: "Permintaan dari situs lain tidak diizinkan. Buka halaman ini langsung di Bidanku, lalu kirim ulang.",
    contentType: "Data yang dikirim bukan isian formulir. Silakan muat ulang halaman dan kirim ulang dari formulirnya.",
    tooLarge: "Data yang dikirim terlalu besar. Perpendek isian atau pilih berkas yang lebih kecil.",
    keepTyped: "Isian Anda belum hilang: tekan tombol Kembali di browser untuk kembali ke formulir.",
  },
} as const;

/**
 * The title of each refusal the request guard answers (decision 037): on its own page, and on
 * the app's error page when a JavaScript submission was refused (the message comes as text).
 */
export const GUARD_TITLES = {
  403: messages.access.deniedTitle,
  405: messages.guard.methodTitle,
  413: messages.errors.tooLargeTitle,
  415: messages.errors.badRequestTitle,
  429: messages.errors.tooManyTitle,
} as const;

/** The toast title of a finished calculation, per calculator (the page and /kalkulator/simpan). */
export function calculatorSuccessTitle(type: "hpl" | "fertility" | "weight_gain"): string {
  const titles = {
    hpl: messages.calculators.hplSuccess,
    fertility: messages.calculators.fertilitySuccess,
    weight_gain: messages.calculators.weightGainSuccess,
  };
  return titles[type];
}
