import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The product's route list (SPEC section 2), written out. Routes arrive with the issues that
// build them; anything else falls through to the not-found page.
export default [
  index("routes/public/home.tsx"),
  route("artikel", "routes/articles/list.tsx"),
  route("artikel/:id", "routes/articles/detail.tsx"),
  route("artikel/:id/bagikan", "routes/articles/share.ts"),
  route("tumbuh-kembang", "routes/growth/index.tsx"),
  route("tumbuh-kembang/cek", "routes/growth/check.tsx"),
  route("tumbuh-kembang/:ageGroup", "routes/growth/detail.tsx"),
  route("kalkulator", "routes/calculators/calculators.tsx"),
  route("kalkulator/simpan", "routes/calculators/save.ts"),
  route("tanda-bahaya", "routes/public/danger-signs.tsx"),
  route("tanya-kami", "routes/public/ask.tsx"),
  route("tentang-saya", "routes/public/about.tsx"),
  route("kontak", "routes/public/contact.tsx"),
  // One module for both legal texts; the ids stay the ones the two former files had.
  route("kebijakan-privasi", "routes/public/legal.tsx", { id: "routes/public/privacy-policy" }),
  route("disclaimer", "routes/public/legal.tsx", { id: "routes/public/disclaimer" }),

  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("registrasi-berhasil", "routes/auth/registration-success.tsx"),
  route("verifikasi-email", "routes/auth/verify-email.tsx"),
  route("email-terverifikasi", "routes/auth/email-verified.tsx"),
  route("lupa-password", "routes/auth/forgot-password.tsx"),
  route("atur-ulang-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.ts"),

  route("dashboard", "routes/member/dashboard.tsx"),

  route("admin", "routes/admin/panel.tsx"),
  route("admin/pengguna", "routes/admin/users.tsx"),
  route("admin/artikel/baru", "routes/admin/article-new.tsx"),
  route("admin/artikel/edit/:id", "routes/admin/article-edit.tsx"),
  route("admin/pesan", "routes/admin/messages.tsx"),
  route("admin/pesan/:id", "routes/admin/message.tsx"),
  route("admin/hero", "routes/admin/hero.tsx"),
  route("admin/pengaturan", "routes/admin/settings.tsx"),
  route("admin/kontak", "routes/admin/contact.tsx"),
  route("admin/panduan-tanya-jawab/edit", "routes/admin/qna-guidelines.tsx"),
  route("admin/layanan/edit", "routes/admin/services.tsx"),
  route("admin/tentang-saya/edit", "routes/admin/about.tsx"),
  route("admin/legal/edit/:pageId", "routes/admin/legal.tsx"),
  route("admin/tumbuh-kembang", "routes/admin/growth-list.tsx"),
  route("admin/tumbuh-kembang/edit/:id", "routes/admin/growth-edit.tsx"),

  route("sitemap", "routes/public/sitemap.tsx"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("gambar/*", "routes/resources/image.ts"),

  route("__test/toast", "routes/resources/test-toast.ts"),
  route("__test/error", "routes/resources/test-error.tsx"),
  route("__test/sanitize", "routes/resources/test-sanitize.ts"),
  route("__test/form", "routes/resources/test-form.tsx"),
  route("__test/upload", "routes/resources/test-upload.tsx"),
  route("__test/guard", "routes/resources/test-guard.tsx"),
  route("__test/rich-text", "routes/resources/test-rich-text.tsx"),
  route("__dev/outbox", "routes/resources/dev-outbox.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
