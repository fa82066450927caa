import { formatLongDate, type IsoDate } from "~/domain/dates";
import { escapeHtml } from "~/domain/html";
import { type DueMail, groupedItems, type ReminderItem, remindFrom, windowPhrase } from "~/domain/reminders";
import { SITE_NAME } from "~/messages";
import type { MailMessage } from "./mail.server";

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  footnote: string,
  quotes: { label: string; text: string }[] = [],
) {
  const body =
    paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("") +
    quotes
      .map(
        (quote) =>
          `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(quote.label)}</p><div style="margin:0 0 16px;padding:12px;border-left:4px solid #0f766e;background:#f0fdfa;white-space:pre-line">${escapeHtml(quote.text)}</div>`,
      )
      .join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#57534e">Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  return `<!doctype html><html lang="id"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e;font-size:20px">${SITE_NAME}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>${body}${button}
<p style="margin:16px 0 0;font-size:13px;color:#57534e">${escapeHtml(footnote)}</p>
</div></body></html>`;
}

/**
 * Mail to an address nobody has proven yet (a registration) greets without a name: the name was
 * typed by whoever filled the form, and quoting it would let a stranger put their words in front
 * of anyone's inbox under our name (issue 14, item 3).
 */
const NEUTRAL_GREETING = "Halo,";

export function verificationEmail(to: string, url: string): MailMessage {
  const greeting = NEUTRAL_GREETING;
  const intro = `Terima kasih telah mendaftar di ${SITE_NAME}. Silakan verifikasi alamat email Anda agar dapat masuk ke akun Anda.`;
  const footnote = "Tautan ini berlaku selama 24 jam. Jika Anda tidak merasa mendaftar, abaikan email ini.";
  return {
    to,
    subject: `Verifikasi email akun ${SITE_NAME} Anda`,
    text: `${greeting}\n\n${intro}\n\nBuka tautan berikut untuk memverifikasi email Anda:\n${url}\n\n${footnote}\n\nSalam hangat,\nTim ${SITE_NAME}`,
    html: layout("Verifikasi Email Anda", [greeting, intro], { label: "Verifikasi Email", url }, footnote),
  };
}

/**
 * The reset link. `name` is the account's name when its address is verified (the owner wrote
 * it), null otherwise: then the greeting is neutral, like every mail to an unproven address.
 */
export function passwordResetEmail(to: string, name: string | null, url: string): MailMessage {
  const greeting = name?.trim() ? `Halo ${name.trim()},` : NEUTRAL_GREETING;
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

/**
 * Someone registered with an address that already has an account (issue 14, item 1): the site
 * answers the form as for a new address and tells the owner instead. No token, nothing the
 * stranger typed; plain links to sign in or to ask for a reset.
 */
export function registrationAttemptEmail(to: string, links: { loginUrl: string; resetUrl: string }): MailMessage {
  const greeting = NEUTRAL_GREETING;
  const intro = `Seseorang baru saja mencoba mendaftar di ${SITE_NAME} dengan alamat email ini. Alamat ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat dan akun Anda tidak berubah.`;
  const advice = "Jika itu Anda, silakan login. Jika Anda lupa password, atur ulang password Anda.";
  const footnote = "Jika bukan Anda, abaikan email ini. Jangan bagikan password Anda kepada siapa pun.";
  return {
    to,
    subject: `Percobaan pendaftaran dengan email Anda di ${SITE_NAME}`,
    text: `${greeting}\n\n${intro}\n\n${advice}\n\nLogin:\n${links.loginUrl}\n\nAtur ulang password:\n${links.resetUrl}\n\n${footnote}\n\nSalam hangat,\nTim ${SITE_NAME}`,
    html: layout(
      "Percobaan Pendaftaran",
      [greeting, intro, advice, `Atur ulang password: ${links.resetUrl}`],
      { label: "Login", url: links.loginUrl },
      footnote,
    ),
  };
}

/**
 * The answer to a question or contact message, to the email the asker gave (issue 12, item 5).
 * A member also gets a link to the dashboard, where the thread can be closed with a rating.
 * Every text the asker or the admin wrote is escaped in the HTML part.
 */
export function answerEmail(
  to: string,
  name: string | null,
  topic: string,
  question: string,
  answer: string,
  links: { dashboardUrl: string | null; dangerSignsUrl: string },
  updated = false,
): MailMessage {
  const { dashboardUrl, dangerSignsUrl } = links;
  const greeting = `Halo ${name?.trim() || "Bunda"},`;
  const intro = updated
    ? `Tim ${SITE_NAME} telah memperbarui jawaban untuk pertanyaan Anda tentang "${topic}". Jawaban terbaru ada di bawah.`
    : `Tim ${SITE_NAME} telah menjawab pertanyaan Anda tentang "${topic}".`;
  // The email travels without the site around it (it is forwarded, read weeks later): it carries
  // the same limits and the same "go now" as the site (disclaimer, danger-signs page).
  const safety = `Jawaban ini adalah informasi umum tanpa pemeriksaan langsung, bukan diagnosis atau resep. Bila muncul tanda bahaya pada ibu hamil, ibu nifas, atau bayi (misalnya perdarahan, kejang, sesak napas, demam tinggi, gerakan janin berkurang, bayi tidak mau menyusu), jangan menunggu: segera ke fasilitas kesehatan terdekat atau hubungi 119. Daftar tanda bahaya: ${dangerSignsUrl}`;
  const footnote = dashboardUrl
    ? "Anda dapat membaca jawaban ini kapan saja di dashboard, lalu menutup percakapan dan memberi ulasan."
    : "Email ini dikirim karena Anda mengirim pertanyaan atau pesan melalui situs kami. Jangan membalas email ini.";
  const link = dashboardUrl ? `\n\nBuka dashboard Anda untuk melihat percakapan:\n${dashboardUrl}` : "";
  return {
    to,
    subject: updated
      ? `Jawaban diperbarui untuk pertanyaan Anda di ${SITE_NAME}`
      : `Jawaban untuk pertanyaan Anda di ${SITE_NAME}`,
    text: `${greeting}\n\n${intro}\n\nPertanyaan Anda:\n${question}\n\nJawaban kami:\n${answer}\n\n${safety}${link}\n\n${footnote}\n\nSalam hangat,\nTim ${SITE_NAME}`,
    html: layout(
      updated ? "Jawaban Anda Diperbarui" : "Pertanyaan Anda Telah Dijawab",
      [greeting, intro],
      dashboardUrl ? { label: "Buka Dashboard", url: dashboardUrl } : null,
      footnote,
      [
        { label: "Pertanyaan Anda", text: question },
        { label: "Jawaban kami", text: answer },
        { label: "Penting", text: safety },
      ],
    ),
  };
}

/** A note repeated by the next items (three visits of one trimester) is said once, at the first. */
function withNotesOnce<T extends { note: string | null }>(lines: T[]): T[] {
  const seen = new Set<string>();
  return lines.map((l) => {
    if (!l.note) return l;
    if (seen.has(l.note)) return { ...l, note: null };
    seen.add(l.note);
    return l;
  });
}

/** What a missed dose or list says (only these two are ever named as missed). */
function lateText(item: ReminderItem): string {
  if (item.topic === "perkembangan") {
    return "Daftar ini belum diisi. Isi daftar untuk usia anak sekarang; bila ada kemampuan yang belum bisa, bawa anak ke bidan atau puskesmas.";
  }
  return `Jadwalnya ${formatLongDate(item.start)} sampai ${formatLongDate(item.end)} dan belum tercatat di Bidanku. Bila anak belum mendapatkannya, tetap datang: bawa Buku KIA ke bidan, posyandu, atau puskesmas untuk imunisasi kejar. Bila sudah, catat di Bidanku.`;
}

/** What a reminder mail needs beyond its items: where to link, and the signed way out. */
export interface ReminderMailLinks {
  origin: string;
  /** The page with a button (the link in the text). */
  unsubscribeUrl: string;
  /** Where a mail program posts its one-click unsubscribe (RFC 8058). */
  oneClickUrl: string;
}

/**
 * A reminder (issue 37, decision 075): the windows that open soon (or are open and not yet
 * mailed), then, on Monday, the doses and lists missed; each with whose it is, the dates and where
 * to go. Short, with the danger signs and a one-click way to stop (the `List-Unsubscribe` headers
 * and a signed link that needs no sign-in).
 */
export function reminderEmail(
  to: string,
  name: string,
  mail: DueMail,
  today: IsoDate,
  links: ReminderMailLinks,
): MailMessage & { headers: Record<string, string> } {
  const greeting = `Halo ${name.trim() || "Bunda"},`;
  const line = (item: ReminderItem, late: boolean) => ({
    head: `${item.who}: ${item.title}`,
    when: late ? lateText(item) : `Jadwal: ${windowPhrase(item, today)}.`,
    place: `Tempat: ${item.place}`,
    note: late ? null : (item.note ?? null),
    url: `${links.origin}${item.path}`,
  });
  const soon = groupedItems(mail.soon);
  const late = groupedItems(mail.late);
  const sections = [
    {
      heading: "Jadwal yang segera tiba atau sedang berjalan",
      lines: withNotesOnce(soon.map((item) => line(item, false))),
    },
    { heading: "Belum tercatat", lines: late.map((item) => line(item, true)) },
  ].filter((section) => section.lines.length > 0);
  const first = soon[0] ?? late[0]!;
  const count = soon.length + late.length;
  const subject =
    count === 1
      ? `Pengingat ${SITE_NAME}: ${first.title} (${first.who}), ${formatLongDate(remindFrom(first))}`
      : `Pengingat ${SITE_NAME}: ${count} jadwal, mulai ${formatLongDate(remindFrom(first))}`;
  const danger = `Tanda bahaya pada ibu hamil, ibu nifas, bayi, atau anak (misalnya perdarahan, kejang, sesak napas, demam tinggi, gerakan janin berkurang, bayi tidak mau menyusu) tidak menunggu jadwal: segera ke fasilitas kesehatan terdekat sekarang, atau hubungi 119. Daftar tanda bahaya: ${links.origin}/tanda-bahaya`;
  const settingsUrl = `${links.origin}/dashboard/pengingat`;
  const footnote = `Anda menerima email ini karena menyalakan pengingat di ${SITE_NAME}. Ubah pengingat: ${settingsUrl}`;
  const stop = `Berhenti menerima email pengingat (tanpa login): ${links.unsubscribeUrl}`;
  const text = [
    greeting,
    ...sections.map(
      (section) =>
        `${section.heading}:\n\n${section.lines.map((l) => `- ${l.head}\n  ${l.when}\n  ${l.place}${l.note ? `\n  ${l.note}` : ""}\n  ${l.url}`).join("\n\n")}`,
    ),
    danger,
    footnote,
    stop,
    `Salam hangat,\nTim ${SITE_NAME}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="id"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e;font-size:20px">${SITE_NAME}</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${sections
  .map(
    (section) =>
      `<h1 style="margin:0 0 12px;font-size:18px">${escapeHtml(section.heading)}</h1>${section.lines
        .map(
          (l) =>
            `<div style="margin:0 0 16px;padding:12px;border-left:4px solid #0f766e;background:#f0fdfa"><p style="margin:0 0 4px;font-weight:bold">${escapeHtml(l.head)}</p><p style="margin:0 0 4px">${escapeHtml(l.when)}</p><p style="margin:0 0 4px">${escapeHtml(l.place)}</p>${l.note ? `<p style="margin:0 0 4px;font-size:14px;color:#44403c">${escapeHtml(l.note)}</p>` : ""}<p style="margin:0"><a href="${escapeHtml(l.url)}" style="color:#0f766e">Lihat jadwal lengkap</a></p></div>`,
        )
        .join("")}`,
  )
  .join("")}
<p style="margin:16px 0;padding:12px;border-left:4px solid #b91c1c;background:#fef2f2">${escapeHtml(danger.replace(/ Daftar tanda bahaya: .*$/, " "))}<a href="${escapeHtml(`${links.origin}/tanda-bahaya`)}" style="color:#b91c1c">Daftar tanda bahaya</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#57534e">Anda menerima email ini karena menyalakan pengingat di ${SITE_NAME}. <a href="${escapeHtml(settingsUrl)}" style="color:#57534e">Ubah pengingat</a> · <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#57534e">Berhenti menerima email pengingat</a></p>
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
