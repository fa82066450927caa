-- The privacy policy names a child's development checks (issue 36): the day, the Buku KIA list
-- answered (its age, and whether the corrected age or the age since birth chose it), the answer
-- for each skill and whether another skill was lost; shown as the child's result and the next
-- list, kept, exported and deleted with the child, seen only by the parent. It also says the
-- public check keeps nothing. Only a policy still word for word the text of migration 0017 is
-- replaced: an admin's own text is never overwritten.
UPDATE legal_pages
SET content = 'Bidanku menghargai privasi setiap pengguna. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, bagaimana kami menggunakan dan melindunginya, serta hak-hak Anda sebagai pemilik data sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Dengan menggunakan Bidanku, Anda menyetujui pemrosesan data sebagaimana dijelaskan di bawah ini.

1. Data yang Kami Kumpulkan
a. Data akun: nama, alamat email, nomor telepon, dan kata sandi. Kata sandi disimpan dalam bentuk hash satu arah sehingga tidak dapat dibaca kembali, juga oleh kami.
b. Pertanyaan dan pesan: nama (wajib di halaman Kontak, tidak wajib di Tanya Kami), alamat email, topik, isi pertanyaan atau pesan yang Anda kirim melalui Tanya Kami atau halaman Kontak, beserta jawaban dan ulasan yang Anda berikan.
c. Riwayat kalkulator: data yang Anda masukkan ke kalkulator kehamilan (misalnya tanggal haid terakhir, panjang siklus, tinggi dan berat badan) beserta hasilnya, hanya bila Anda masuk ke akun. Data ini termasuk data kesehatan, yang menurut UU Nomor 27 Tahun 2022 merupakan data pribadi yang bersifat spesifik.
d. Komentar: isi komentar pada artikel beserta waktu pengirimannya.
e. Aktivitas membaca: daftar artikel yang telah Anda baca saat masuk ke akun dan kapan pertama kali dibaca, untuk menampilkan jumlah artikel yang dibaca di dasbor Anda.
f. Data anak dan pengukurannya: nama atau nama panggilan anak, jenis kelamin, tanggal lahir, usia kehamilan saat lahir (bila diisi), serta tanggal pengukuran, berat badan, panjang atau tinggi badan beserta cara mengukurnya (berbaring atau berdiri), lingkar kepala, lingkar lengan atas (LiLA), dan ada atau tidaknya bengkak di kedua kaki (edema), imunisasi yang sudah diterima anak (jenis imunisasi, tanggal, dan tempat bila diisi), serta cek perkembangan anak (tanggal cek; daftar kemampuan Buku KIA yang diisi, yaitu usia daftar itu dan apakah usia koreksi atau usia sejak lahir yang dipakai; jawaban Anda untuk setiap kemampuan di daftar itu: sudah bisa, belum bisa, atau tidak bisa lagi; dan apakah anak kehilangan kemampuan lain yang dulu sudah bisa) yang Anda catat di Anak Saya, hanya bila Anda masuk ke akun. Data ini termasuk data kesehatan anak, yang juga merupakan data pribadi yang bersifat spesifik, dan hanya kami simpan dengan persetujuan Anda sebagai orang tua atau wali saat Anda menambahkan anak. Cek Pertumbuhan tanpa akun tidak menyimpan angka yang Anda masukkan: angka itu hanya dihitung lalu ditampilkan kembali. Begitu pula Cek Perkembangan Anak tanpa akun: jawaban Anda hanya dipakai untuk menampilkan hasilnya, tanpa disimpan.
g. Data teknis: alamat IP dan jenis peramban untuk sesi masuk, serta penghitung sementara berdasarkan alamat IP, alamat email, atau akun untuk mencegah penyalahgunaan (misalnya percobaan masuk berulang). Penghitung ini dihapus otomatis setelah masa berlakunya habis, paling lama dalam beberapa jam.
h. Catatan perubahan oleh admin: bila Anda admin, setiap perubahan yang Anda simpan di area admin (misalnya pada artikel, halaman situs, atau jawaban atas pertanyaan) dicatat bersama nama dan akun Anda, jenisnya (membuat, mengubah, atau menghapus), bagian yang diubah, dan waktunya, agar para admin dapat melihat dan menelusuri siapa mengubah apa. Isi perubahan dan alamat IP Anda tidak ikut dicatat.

2. Tujuan Penggunaan Data
Kami menggunakan data Anda untuk: mengelola akun dan proses masuk; menjawab pertanyaan dan pesan Anda; menyimpan riwayat kalkulator agar dapat Anda lihat kembali; menghitung status gizi dan menampilkan grafik pertumbuhan anak Anda menurut standar WHO; menampilkan jadwal imunisasi anak Anda; menampilkan hasil cek perkembangan anak Anda dan kapan daftar berikutnya perlu diisi; menampilkan komentar Anda pada artikel; serta menjaga keamanan dan memperbaiki layanan. Kami tidak menjual, menyewakan, atau membagikan data pribadi Anda kepada pihak lain untuk tujuan pemasaran.

3. Penyamaran Nama pada Komentar
Untuk melindungi identitas Anda, nama yang ditampilkan pada komentar disamarkan. Hanya huruf awal dari nama depan dan nama belakang yang ditampilkan, diikuti tanda bintang. Alamat email dan nomor telepon tidak pernah ditampilkan secara publik.

4. Penyimpanan, Keamanan, dan Pemroses Data
Data disimpan pada server yang dikelola dengan langkah keamanan yang wajar, termasuk koneksi terenkripsi (HTTPS), pembatasan akses hanya untuk admin yang berwenang, dan penyimpanan kata sandi dalam bentuk hash. Admin hanya mengakses data pertanyaan dan pesan sejauh diperlukan untuk menjawabnya. Catatan galat teknis di server kami jaga agar tidak memuat kata sandi, token, maupun isi data yang Anda kirim.
Kami menggunakan pemroses data berikut: Cloudflare (hosting situs, basis data, penyimpanan gambar, dan catatan galat) dan Resend (pengiriman email: alamat email, nama, tautan verifikasi atau atur ulang kata sandi, serta isi pertanyaan dan jawabannya). Server mereka dapat berada di luar Indonesia; kami hanya menggunakan penyedia yang memberikan tingkat pelindungan data yang setara atau lebih tinggi, sesuai Pasal 56 UU Nomor 27 Tahun 2022. Bila halaman Kontak menampilkan peta Google Maps, Google menerima alamat IP Anda saat peta dimuat dan dapat memasang cookie-nya sendiri.
Meskipun demikian, tidak ada sistem yang sepenuhnya bebas risiko. Bila terjadi kegagalan pelindungan data pribadi, kami akan memberitahukannya kepada Anda sesuai ketentuan peraturan perundang-undangan.

5. Masa Retensi
Data akun, riwayat kalkulator, data anak dan pengukurannya, pertanyaan, dan komentar disimpan selama akun Anda aktif. Data seorang anak beserta seluruh pengukuran, catatan imunisasi, dan cek perkembangannya dapat Anda hapus sendiri kapan saja di Anak Saya; data itu langsung terhapus dari basis data kami, dan salinan cadangan otomatis di penyedia server terhapus dengan sendirinya paling lama 30 hari kemudian.
Penghapusan akun belum dapat dilakukan sendiri di situs; kirim permintaan ke email kami di bawah ini. Paling lama 30 hari sejak permintaan diterima, kami menghapus akun Anda beserta riwayat kalkulator, data anak dan pengukurannya, aktivitas membaca, komentar, dan pertanyaan yang pernah Anda kirim, kecuali bila kami wajib menyimpannya lebih lama berdasarkan ketentuan hukum.
Pertanyaan dan pesan dari pengunjung tanpa akun dihapus otomatis 2 tahun setelah perubahan terakhirnya (dikirim atau dijawab).
Catatan perubahan oleh admin dihapus otomatis 1 tahun setelah dicatat. Bila akun seorang admin dihapus, catatannya tetap memuat nama admin tersebut, tanpa tautan ke akunnya, sampai masa 1 tahun itu berakhir.

6. Hak Anda sebagai Subjek Data Pribadi
Sesuai UU No. 27 Tahun 2022, Anda berhak untuk:
a. Mendapatkan informasi tentang tujuan dan dasar pemrosesan data Anda.
b. Mengakses dan memperoleh salinan data pribadi Anda. Pengukuran, catatan imunisasi, dan cek perkembangan anak dapat Anda unduh sendiri sebagai berkas CSV di Anak Saya.
c. Memperbarui atau memperbaiki data yang tidak akurat. Nama dan nomor telepon dapat Anda ubah sendiri melalui dasbor, begitu pula data anak dan pengukurannya di Anak Saya.
d. Meminta penghapusan data pribadi Anda.
e. Menarik kembali persetujuan pemrosesan data. Untuk data anak, cukup hapus data anak tersebut di Anak Saya.
f. Mengajukan keberatan atas pemrosesan tertentu.
Permintaan dapat dikirim ke email kami di bawah ini dan akan kami tanggapi dalam waktu yang wajar sesuai ketentuan yang berlaku.

7. Cookie dan Penyimpanan di Perangkat Anda
Bidanku hanya menggunakan cookie yang diperlukan: cookie sesi agar Anda tetap masuk ke akun (berlaku sampai peramban ditutup, atau 30 hari bila Anda memilih "Ingat saya", beserta satu cookie penanda pilihan tersebut); cookie singkat (paling lama satu jam) yang membawa pesan pemberitahuan atau sapaan setelah masuk ke halaman berikutnya, atau mengingat alamat email yang menunggu verifikasi; cookie pilihan Hemat data (berlaku satu tahun) yang hanya menyimpan apakah mode itu Anda nyalakan; cookie kalender (berlaku satu tahun sejak unduhan pertama) yang hanya berisi kode acak dan hanya dikirim saat Anda mengunduh rencana kehamilan ke kalender, agar unduhan berikutnya memperbarui jadwal yang sama di kalender Anda, bukan menambah salinannya; dan cookie penanda data (berlaku satu jam sejak terakhir diperbarui) yang hanya berisi penanda teknis tanpa data pribadi, dipasang selama Anda masuk ke akun dan setelah Anda mengirim formulir yang menampilkan pesan pemberitahuan, agar halaman berikutnya sudah menampilkan apa yang baru Anda simpan. Kami tidak menggunakan cookie pelacakan, analitik pihak ketiga, maupun iklan.
Bila JavaScript aktif, peramban Anda menyimpan salinan halaman offline dan halaman tanda bahaya, serta paling banyak 25 artikel yang Anda baca dalam 30 hari terakhir beserta gambarnya, agar tetap dapat dibuka tanpa sinyal. Kalkulator, Cek Pertumbuhan, dan panduan tumbuh kembang hanya disimpan bila Anda menekan "Simpan untuk offline" di halaman masing-masing. Beranda dan semua alat tersebut disimpan sekaligus hanya bila Anda menyalakan "Simpan semua alat untuk offline" di halaman /offline. Pilihan ini juga hanya disimpan di perangkat Anda. Salinan ini hanya ada di perangkat Anda, tidak dikirim kepada kami, dan tidak pernah berisi halaman akun, dasbor, atau data anak Anda; artikel yang Anda baca saat masuk ke akun tidak disimpan. Salinan artikel yang lebih lama dari 30 hari tidak lagi ditampilkan dan dihapus saat Anda membuka situs ini lagi. Artikel dan gambar yang tersimpan dapat Anda hapus di halaman /offline. Halaman yang Anda simpan satu per satu dapat dihapus dengan tombol "Hapus dari perangkat" di halaman itu; yang disimpan lewat "Simpan semua alat untuk offline" terhapus bila pilihan itu dimatikan. Semuanya (termasuk gambar di cache peramban) dapat dihapus dengan menghapus data situs di pengaturan peramban.

8. Data Anak
Layanan Bidanku ditujukan untuk orang dewasa: orang tua atau wali yang mencatat data anaknya sendiri. Data anak di Anak Saya hanya dapat dilihat, diubah, dan dihapus oleh pemilik akun, dan hanya digunakan untuk menghitung dan menampilkan pertumbuhan, jadwal imunisasi, dan hasil cek perkembangannya kepada Anda; data ini tidak ditampilkan kepada admin maupun bidan. Informasi tentang anak yang Anda tuliskan dalam pertanyaan hanya digunakan untuk menjawab pertanyaan tersebut. Cukup gunakan nama panggilan, dan mohon tidak mencantumkan identitas lengkap anak seperti NIK atau alamat.

9. Perubahan Kebijakan
Kami dapat memperbarui kebijakan ini dari waktu ke waktu. Perubahan penting akan diumumkan di situs ini, dan tanggal pembaruan di bagian atas akan disesuaikan.

10. Kontak
Untuk pertanyaan atau permintaan terkait data pribadi, hubungi kami melalui email info@bidanku.id.',
  updated_at = cast(unixepoch('subsec') * 1000 as integer)
WHERE id = 'privacy-policy' AND content = 'Bidanku menghargai privasi setiap pengguna. Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, bagaimana kami menggunakan dan melindunginya, serta hak-hak Anda sebagai pemilik data sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Dengan menggunakan Bidanku, Anda menyetujui pemrosesan data sebagaimana dijelaskan di bawah ini.

1. Data yang Kami Kumpulkan
a. Data akun: nama, alamat email, nomor telepon, dan kata sandi. Kata sandi disimpan dalam bentuk hash satu arah sehingga tidak dapat dibaca kembali, juga oleh kami.
b. Pertanyaan dan pesan: nama (wajib di halaman Kontak, tidak wajib di Tanya Kami), alamat email, topik, isi pertanyaan atau pesan yang Anda kirim melalui Tanya Kami atau halaman Kontak, beserta jawaban dan ulasan yang Anda berikan.
c. Riwayat kalkulator: data yang Anda masukkan ke kalkulator kehamilan (misalnya tanggal haid terakhir, panjang siklus, tinggi dan berat badan) beserta hasilnya, hanya bila Anda masuk ke akun. Data ini termasuk data kesehatan, yang menurut UU Nomor 27 Tahun 2022 merupakan data pribadi yang bersifat spesifik.
d. Komentar: isi komentar pada artikel beserta waktu pengirimannya.
e. Aktivitas membaca: daftar artikel yang telah Anda baca saat masuk ke akun dan kapan pertama kali dibaca, untuk menampilkan jumlah artikel yang dibaca di dasbor Anda.
f. Data anak dan pengukurannya: nama atau nama panggilan anak, jenis kelamin, tanggal lahir, usia kehamilan saat lahir (bila diisi), serta tanggal pengukuran, berat badan, panjang atau tinggi badan beserta cara mengukurnya (berbaring atau berdiri), lingkar kepala, lingkar lengan atas (LiLA), dan ada atau tidaknya bengkak di kedua kaki (edema), serta imunisasi yang sudah diterima anak (jenis imunisasi, tanggal, dan tempat bila diisi) yang Anda catat di Anak Saya, hanya bila Anda masuk ke akun. Data ini termasuk data kesehatan anak, yang juga merupakan data pribadi yang bersifat spesifik, dan hanya kami simpan dengan persetujuan Anda sebagai orang tua atau wali saat Anda menambahkan anak. Cek Pertumbuhan tanpa akun tidak menyimpan angka yang Anda masukkan: angka itu hanya dihitung lalu ditampilkan kembali.
g. Data teknis: alamat IP dan jenis peramban untuk sesi masuk, serta penghitung sementara berdasarkan alamat IP, alamat email, atau akun untuk mencegah penyalahgunaan (misalnya percobaan masuk berulang). Penghitung ini dihapus otomatis setelah masa berlakunya habis, paling lama dalam beberapa jam.
h. Catatan perubahan oleh admin: bila Anda admin, setiap perubahan yang Anda simpan di area admin (misalnya pada artikel, halaman situs, atau jawaban atas pertanyaan) dicatat bersama nama dan akun Anda, jenisnya (membuat, mengubah, atau menghapus), bagian yang diubah, dan waktunya, agar para admin dapat melihat dan menelusuri siapa mengubah apa. Isi perubahan dan alamat IP Anda tidak ikut dicatat.

2. Tujuan Penggunaan Data
Kami menggunakan data Anda untuk: mengelola akun dan proses masuk; menjawab pertanyaan dan pesan Anda; menyimpan riwayat kalkulator agar dapat Anda lihat kembali; menghitung status gizi dan menampilkan grafik pertumbuhan anak Anda menurut standar WHO; menampilkan jadwal imunisasi anak Anda; menampilkan komentar Anda pada artikel; serta menjaga keamanan dan memperbaiki layanan. Kami tidak menjual, menyewakan, atau membagikan data pribadi Anda kepada pihak lain untuk tujuan pemasaran.

3. Penyamaran Nama pada Komentar
Untuk melindungi identitas Anda, nama yang ditampilkan pada komentar disamarkan. Hanya huruf awal dari nama depan dan nama belakang yang ditampilkan, diikuti tanda bintang. Alamat email dan nomor telepon tidak pernah ditampilkan secara publik.

4. Penyimpanan, Keamanan, dan Pemroses Data
Data disimpan pada server yang dikelola dengan langkah keamanan yang wajar, termasuk koneksi terenkripsi (HTTPS), pembatasan akses hanya untuk admin yang berwenang, dan penyimpanan kata sandi dalam bentuk hash. Admin hanya mengakses data pertanyaan dan pesan sejauh diperlukan untuk menjawabnya. Catatan galat teknis di server kami jaga agar tidak memuat kata sandi, token, maupun isi data yang Anda kirim.
Kami menggunakan pemroses data berikut: Cloudflare (hosting situs, basis data, penyimpanan gambar, dan catatan galat) dan Resend (pengiriman email: alamat email, nama, tautan verifikasi atau atur ulang kata sandi, serta isi pertanyaan dan jawabannya). Server mereka dapat berada di luar Indonesia; kami hanya menggunakan penyedia yang memberikan tingkat pelindungan data yang setara atau lebih tinggi, sesuai Pasal 56 UU Nomor 27 Tahun 2022. Bila halaman Kontak menampilkan peta Google Maps, Google menerima alamat IP Anda saat peta dimuat dan dapat memasang cookie-nya sendiri.
Meskipun demikian, tidak ada sistem yang sepenuhnya bebas risiko. Bila terjadi kegagalan pelindungan data pribadi, kami akan memberitahukannya kepada Anda sesuai ketentuan peraturan perundang-undangan.

5. Masa Retensi
Data akun, riwayat kalkulator, data anak dan pengukurannya, pertanyaan, dan komentar disimpan selama akun Anda aktif. Data seorang anak beserta seluruh pengukuran dan catatan imunisasinya dapat Anda hapus sendiri kapan saja di Anak Saya; data itu langsung terhapus dari basis data kami, dan salinan cadangan otomatis di penyedia server terhapus dengan sendirinya paling lama 30 hari kemudian.
Penghapusan akun belum dapat dilakukan sendiri di situs; kirim permintaan ke email kami di bawah ini. Paling lama 30 hari sejak permintaan diterima, kami menghapus akun Anda beserta riwayat kalkulator, data anak dan pengukurannya, aktivitas membaca, komentar, dan pertanyaan yang pernah Anda kirim, kecuali bila kami wajib menyimpannya lebih lama berdasarkan ketentuan hukum.
Pertanyaan dan pesan dari pengunjung tanpa akun dihapus otomatis 2 tahun setelah perubahan terakhirnya (dikirim atau dijawab).
Catatan perubahan oleh admin dihapus otomatis 1 tahun setelah dicatat. Bila akun seorang admin dihapus, catatannya tetap memuat nama admin tersebut, tanpa tautan ke akunnya, sampai masa 1 tahun itu berakhir.

6. Hak Anda sebagai Subjek Data Pribadi
Sesuai UU No. 27 Tahun 2022, Anda berhak untuk:
a. Mendapatkan informasi tentang tujuan dan dasar pemrosesan data Anda.
b. Mengakses dan memperoleh salinan data pribadi Anda. Pengukuran dan catatan imunisasi anak dapat Anda unduh sendiri sebagai berkas CSV di Anak Saya.
c. Memperbarui atau memperbaiki data yang tidak akurat. Nama dan nomor telepon dapat Anda ubah sendiri melalui dasbor, begitu pula data anak dan pengukurannya di Anak Saya.
d. Meminta penghapusan data pribadi Anda.
e. Menarik kembali persetujuan pemrosesan data. Untuk data anak, cukup hapus data anak tersebut di Anak Saya.
f. Mengajukan keberatan atas pemrosesan tertentu.
Permintaan dapat dikirim ke email kami di bawah ini dan akan kami tanggapi dalam waktu yang wajar sesuai ketentuan yang berlaku.

7. Cookie dan Penyimpanan di Perangkat Anda
Bidanku hanya menggunakan cookie yang diperlukan: cookie sesi agar Anda tetap masuk ke akun (berlaku sampai peramban ditutup, atau 30 hari bila Anda memilih "Ingat saya", beserta satu cookie penanda pilihan tersebut); cookie singkat (paling lama satu jam) yang membawa pesan pemberitahuan atau sapaan setelah masuk ke halaman berikutnya, atau mengingat alamat email yang menunggu verifikasi; cookie pilihan Hemat data (berlaku satu tahun) yang hanya menyimpan apakah mode itu Anda nyalakan; cookie kalender (berlaku satu tahun sejak unduhan pertama) yang hanya berisi kode acak dan hanya dikirim saat Anda mengunduh rencana kehamilan ke kalender, agar unduhan berikutnya memperbarui jadwal yang sama di kalender Anda, bukan menambah salinannya; dan cookie penanda data (berlaku satu jam sejak terakhir diperbarui) yang hanya berisi penanda teknis tanpa data pribadi, dipasang selama Anda masuk ke akun dan setelah Anda mengirim formulir yang menampilkan pesan pemberitahuan, agar halaman berikutnya sudah menampilkan apa yang baru Anda simpan. Kami tidak menggunakan cookie pelacakan, analitik pihak ketiga, maupun iklan.
Bila JavaScript aktif, peramban Anda menyimpan salinan halaman offline dan halaman tanda bahaya, serta paling banyak 25 artikel yang Anda baca dalam 30 hari terakhir beserta gambarnya, agar tetap dapat dibuka tanpa sinyal. Kalkulator, Cek Pertumbuhan, dan panduan tumbuh kembang hanya disimpan bila Anda menekan "Simpan untuk offline" di halaman masing-masing. Beranda dan semua alat tersebut disimpan sekaligus hanya bila Anda menyalakan "Simpan semua alat untuk offline" di halaman /offline. Pilihan ini juga hanya disimpan di perangkat Anda. Salinan ini hanya ada di perangkat Anda, tidak dikirim kepada kami, dan tidak pernah berisi halaman akun, dasbor, atau data anak Anda; artikel yang Anda baca saat masuk ke akun tidak disimpan. Salinan artikel yang lebih lama dari 30 hari tidak lagi ditampilkan dan dihapus saat Anda membuka situs ini lagi. Artikel dan gambar yang tersimpan dapat Anda hapus di halaman /offline. Halaman yang Anda simpan satu per satu dapat dihapus dengan tombol "Hapus dari perangkat" di halaman itu; yang disimpan lewat "Simpan semua alat untuk offline" terhapus bila pilihan itu dimatikan. Semuanya (termasuk gambar di cache peramban) dapat dihapus dengan menghapus data situs di pengaturan peramban.

8. Data Anak
Layanan Bidanku ditujukan untuk orang dewasa: orang tua atau wali yang mencatat data anaknya sendiri. Data anak di Anak Saya hanya dapat dilihat, diubah, dan dihapus oleh pemilik akun, dan hanya digunakan untuk menghitung dan menampilkan pertumbuhan dan jadwal imunisasinya kepada Anda; data ini tidak ditampilkan kepada admin maupun bidan. Informasi tentang anak yang Anda tuliskan dalam pertanyaan hanya digunakan untuk menjawab pertanyaan tersebut. Cukup gunakan nama panggilan, dan mohon tidak mencantumkan identitas lengkap anak seperti NIK atau alamat.

9. Perubahan Kebijakan
Kami dapat memperbarui kebijakan ini dari waktu ke waktu. Perubahan penting akan diumumkan di situs ini, dan tanggal pembaruan di bagian atas akan disesuaikan.

10. Kontak
Untuk pertanyaan atau permintaan terkait data pribadi, hubungi kami melalui email info@bidanku.id.';
