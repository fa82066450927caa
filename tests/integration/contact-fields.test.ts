import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postForm } from "./helpers";

// Review of issue 12: findings that the existing question tests do not cover. Each test makes
// its own rows, found again by a unique email.

interface StoredMessage {
  name: string | null;
  topic: string;
}

function rowsByEmail(email: string) {
  return env.DB.prepare("SELECT name, topic FROM questions WHERE email = ? ORDER BY id")
    .bind(email)
    .all<StoredMessage>()
    .then((result) => result.results);
}

describe("the Contact form's one-line fields", () => {
  // A browser's <input type="text"> cannot hold a line break, so only a forged post sends one.
  // Before the fix, Ask Us stripped it from the name but the Contact form kept it: the name and
  // the subject reached the admin lists, the dashboard heading and the answer email's greeting
  // and intro line as several lines (review of issue 12).
  it("never stores a line break in the name or the subject (refused, or kept as one line)", async () => {
    const email = `review12-${crypto.randomUUID().slice(0, 12)}@contoh.id`;
    const response = await postForm("/kontak", {
      name: "Budi\r\nSantoso",
      email,
      subject: "Kerja sama\nBcc: korban@contoh.id",
      message: "Pesan biasa.",
      website: "",
    });
    // Kept, as one line: the breaks become spaces.
    expect(response.status).toBe(302);
    expect(await rowsByEmail(email)).toEqual([{ name: "Budi Santoso", topic: "Kerja sama Bcc: korban@contoh.id" }]);
  });
});
