import { escapeHtml } from "~/domain/html";
import { SITE_NAME } from "~/messages";
import type { MailMessage } from "./mail.server";

function layout(heading: string, paragraphs: string[], action: { label: string; url: string }, footnote: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html lang="id"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e;font-size:20px">${SITE_NAME}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#57534e">Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>
<p style="margin:16px 0 0;font-size:13px;color:#57534e">${escapeHtml(footnote)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Halo ${name},`;
  const intro = `Terima kasih telah mendaftar di ${SITE_NAME}. Silakan verifikasi alamat email Anda agar dapat masuk ke akun Anda.`;
  const footnote = "Tautan ini berlaku selama 24 jam. Jika Anda tidak merasa mendaftar, abaikan email ini.";
  return {
    to,
    subject: `Verifikasi email akun ${SITE_NAME} Anda`,
    text: `${greeting}\n\n${intro}\n\nBuka tautan berikut untuk memverifikasi email Anda:\n${url}\n\n${footnote}\n\nSalam hangat,\nTim ${SITE_NAME}`,
    html: layout("Verifikasi Email Anda", [greeting, intro], { label: "Verifikasi Email", url }, footnote),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const greeting = `Halo ${name},`;
  const intro = `Kami menerima permintaan untuk mengatur ulang password akun ${SITE_NAME} Anda.`;
  const footnote =
    "Tautan ini berlaku selama 1 jam dan hanya dapat dipakai sekali. Jika Anda tidak meminta ini, abaikan email ini; password Anda tidak berubah.";
  return {
    to,
    subject: `Atur ulang password ${SITE_NAME}`,
    text: `${greeting}\n\n${intro}\n\nBuka tautan berikut untuk membuat password baru:\n${url}\n\n${footnote}\n\nSalam hangat,\nTim ${SITE_NAME}`,
    html: layout("Atur Ulang Password", [greeting, intro], { label: "Buat Password Baru", url }, footnote),
  };
}
