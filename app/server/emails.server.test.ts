import { describe, expect, it } from "vitest";
import { passwordResetEmail, registrationAttemptEmail, verificationEmail } from "./emails.server";

const URL_ = "https://bidanku.id/verifikasi-email?token=abc";

describe("mail to an address nobody has proven yet", () => {
  it("greets the verification mail without any name", () => {
    const mail = verificationEmail("baru@contoh.id", URL_);
    expect(mail.text.startsWith("Halo,\n\n")).toBe(true);
    expect(mail.html).toContain('<p style="margin:0 0 16px">Halo,</p>');
    expect(mail.text).toContain(URL_);
  });

  it("names the account in a reset mail only when given a name (a verified address)", () => {
    expect(passwordResetEmail("a@contoh.id", "Bidan Ratna", URL_).text.startsWith("Halo Bidan Ratna,\n")).toBe(true);
    expect(passwordResetEmail("a@contoh.id", null, URL_).text.startsWith("Halo,\n")).toBe(true);
    expect(passwordResetEmail("a@contoh.id", "   ", URL_).text.startsWith("Halo,\n")).toBe(true);
  });

  it("tells the owner of a registered address about the attempt, with links but no token", () => {
    const mail = registrationAttemptEmail("pemilik@contoh.id", {
      loginUrl: "https://bidanku.id/login",
      resetUrl: "https://bidanku.id/lupa-password",
    });
    expect(mail.to).toBe("pemilik@contoh.id");
    expect(mail.subject).toBe("Percobaan pendaftaran dengan email Anda di Bidanku");
    expect(mail.text.startsWith("Halo,\n\n")).toBe(true);
    expect(mail.text).toContain("mencoba mendaftar");
    expect(mail.text).toContain("https://bidanku.id/login");
    expect(mail.text).toContain("https://bidanku.id/lupa-password");
    expect(mail.html).toContain('href="https://bidanku.id/login"');
    expect(mail.text).not.toContain("token");
  });
});
