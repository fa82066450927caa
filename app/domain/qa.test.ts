import { describe, expect, it } from "vitest";
import { qaEntrySchema } from "~/schemas/qa";
import type { IsoDate } from "./dates";
import { identifyingDetails, parseQaId, publishRefusal, qaListHref, qaPageJsonLd } from "./qa";

const answered = {
  channel: "question" as const,
  userId: "akun-ibu",
  status: "answered" as const,
  statusMember: null,
  answer: "Jawaban",
  publishConsentAt: new Date("2026-11-01T00:00:00Z"),
  publishWithdrawnAt: null,
};

describe("publishRefusal", () => {
  it("allows an answered Ask Us question, closed or not, whose consent stands", () => {
    expect(publishRefusal(answered)).toBeNull();
    expect(publishRefusal({ ...answered, statusMember: "closed" })).toBeNull();
  });

  it("refuses without consent, after withdrawal, before an answer, a contact message, and without an account", () => {
    expect(publishRefusal({ ...answered, publishConsentAt: null })).toBe(
      "Penanya tidak mengizinkan pertanyaan ini diterbitkan.",
    );
    expect(publishRefusal({ ...answered, publishWithdrawnAt: new Date("2026-11-02T00:00:00Z") })).toBe(
      "Penanya sudah menarik izin publikasi.",
    );
    expect(publishRefusal({ ...answered, status: null, answer: null })).toBe("Pertanyaan ini belum dijawab.");
    expect(publishRefusal({ ...answered, status: "pending", answer: null })).toBe("Pertanyaan ini belum dijawab.");
    expect(publishRefusal({ ...answered, channel: "contact" })).toBe("Pesan kontak tidak diterbitkan di Tanya Jawab.");
    // A visitor's question, or one whose account is gone: nobody could withdraw the consent.
    expect(publishRefusal({ ...answered, userId: null })).toBe(
      "Hanya pertanyaan dari akun member yang dapat diterbitkan (izinnya dapat ditarik di dasbornya).",
    );
  });
});

describe("identifyingDetails", () => {
  const asker = {
    names: ["Sari Wulandari", "Ibu Sari W"],
    emails: ["sari.w@contoh.id", null],
    originalQuestion: "Bu bidan, saya Sari dari Cianjur.\nAnak saya batuk sejak kemarin, apa perlu ke puskesmas?",
  };
  const clean = {
    title: "Anak batuk, perlu ke puskesmas?",
    question: "Anak saya batuk sejak kemarin. Apakah perlu dibawa ke puskesmas?",
    answer: "Perhatikan napasnya.",
    sources: "Kementerian Kesehatan RI. Buku KIA. 2024. https://example.org/kia",
    reviewerName: "Bidan Rina Marlina",
    reviewerCredential: "S.Tr.Keb",
  };

  it("finds nothing in a properly edited version", () => {
    expect(identifyingDetails(asker, clean)).toEqual({});
  });

  it("finds the original question kept as it was, whatever its spacing or case, in any text", () => {
    const original = "bu bidan,  saya sari dari cianjur. anak saya batuk sejak kemarin, apa perlu ke puskesmas?";
    expect(Object.keys(identifyingDetails(asker, { ...clean, question: original }))).toEqual(["question"]);
    expect(
      Object.keys(identifyingDetails(asker, { ...clean, answer: `Pertanyaan: ${asker.originalQuestion}` })),
    ).toEqual(["answer"]);
  });

  it("finds any part of her names as a word, in every public field, and her email", () => {
    expect(identifyingDetails(asker, { ...clean, answer: "Halo Bu Wulandari, perhatikan napasnya." })).toEqual({
      answer: 'Teks ini masih memuat nama penanya ("wulandari"): hapus atau ganti.',
    });
    expect(identifyingDetails(asker, { ...clean, title: "Pertanyaan Bu Sari" })).toEqual({
      title: 'Teks ini masih memuat nama penanya ("sari"): hapus atau ganti.',
    });
    expect(identifyingDetails(asker, { ...clean, sources: "Ditanyakan oleh SARI.W@contoh.id" })).toEqual({
      sources: "Teks ini masih memuat email penanya: hapus.",
    });
    expect(identifyingDetails(asker, { ...clean, reviewerName: "Sari" })).toEqual({
      reviewerName: 'Teks ini masih memuat nama penanya ("sari"): hapus atau ganti.',
    });
  });

  it("finds her name however it is hidden: at a sentence's end, joined, in a link, with invisible or wide characters", () => {
    const found = (answer: string) => identifyingDetails(asker, { ...clean, answer }).answer;
    const message = 'Teks ini masih memuat nama penanya ("wulandari"): hapus atau ganti.';
    expect(found("Terima kasih, Bu Wulandari.")).toBe(message);
    expect(found("Salam untuk Sari-Wulandari")).toBe('Teks ini masih memuat nama penanya ("sari"): hapus atau ganti.');
    expect(found("https://example.org/wulandari.html")).toBe(message);
    expect(found("Bu Wulan\u200bdari")).toBe(message);
    expect(found("Bu Wulan\u00addari")).toBe(message);
    expect(found("Bu \uff37\uff55\uff4c\uff41\uff4e\uff44\uff41\uff52\uff49")).toBe(message);
    expect(found("Bu Wula\u0301ndari")).toBe(message);
    expect(found("Anak Wulandarinya sehat")).toBe(message);
    expect(found("Kirim ke sari.w%40contoh.id")).toBe("Teks ini masih memuat email penanya: hapus.");
    expect(found("Kirim ke sari.w [at] contoh.id")).toBe("Teks ini masih memuat email penanya: hapus.");
    // A name made only of common words is looked for whole.
    const sriAyu = { names: ["Sri Ayu"], emails: [], originalQuestion: "Asli" };
    expect(identifyingDetails(sriAyu, { ...clean, answer: "Halo Bu Sri Ayu." }).answer).toBe(
      'Teks ini masih memuat nama penanya ("sri ayu"): hapus atau ganti.',
    );
  });

  it("does not look for a name inside a longer word, for two-letter parts, or for forms of address", () => {
    // "sari" inside "saripati"; "W" is one letter; "Ibu" is how everyone is addressed.
    expect(identifyingDetails(asker, { ...clean, answer: "Saripati buah boleh. Ibu perlu minum." })).toEqual({});
    const putri = { names: ["Putri Ayu"], emails: [], originalQuestion: "Asli" };
    expect(identifyingDetails(putri, { ...clean, answer: "Putri Anda tampak sehat dan ayu." })).toEqual({});
    // A short address is not found inside a word ("a@b.id" in "kabidan").
    const short = { names: [], emails: ["a@b.id"], originalQuestion: "Asli" };
    expect(identifyingDetails(short, { ...clean, answer: "Tanyakan ke kabidan puskesmas." })).toEqual({});
  });
});

describe("addresses", () => {
  it("reads an answer's id from its address, and nothing else", () => {
    expect(parseQaId("7")).toBe(7);
    expect(parseQaId("0")).toBeNull();
    expect(parseQaId("1e3")).toBeNull();
    expect(parseQaId(undefined)).toBeNull();
  });

  it("writes the list's address with only the parameters it needs", () => {
    expect(qaListHref(null)).toBe("/tanya-jawab");
    expect(qaListHref("Tumbuh Kembang Bayi")).toBe("/tanya-jawab?kategori=Tumbuh+Kembang+Bayi");
    expect(qaListHref("Nifas", 3)).toBe("/tanya-jawab?kategori=Nifas&halaman=3");
    expect(qaListHref(null, 2)).toBe("/tanya-jawab?halaman=2");
  });
});

describe("qaPageJsonLd", () => {
  it("is a QAPage with one accepted answer by the site, and the page's review", () => {
    const page = qaPageJsonLd({
      url: "https://bidanku.id/tanya-jawab/3",
      title: "Bolehkah minum kopi saat hamil?",
      question: "Saya hamil 10 minggu. Bolehkah minum kopi?",
      answer: "Batasi kafein.",
      category: "Kehamilan",
      publishedIso: "2026-11-01T01:00:00.000Z",
      updatedIso: "2026-11-02T01:00:00.000Z",
      review: {
        reviewerName: "Rina",
        reviewerCredential: "S.Tr.Keb",
        reviewedAt: "2026-11-01" as IsoDate,
        sources: [{ citation: "WHO 2016" }],
      },
      siteName: "Bidanku",
    });
    expect(page).toMatchObject({
      "@type": "QAPage",
      lastReviewed: "2026-11-01",
      reviewedBy: { "@type": "Person", name: "Rina", honorificSuffix: "S.Tr.Keb" },
      citation: [{ "@type": "CreativeWork", name: "WHO 2016" }],
      mainEntity: {
        "@type": "Question",
        name: "Bolehkah minum kopi saat hamil?",
        text: "Saya hamil 10 minggu. Bolehkah minum kopi?",
        answerCount: 1,
        acceptedAnswer: {
          "@type": "Answer",
          text: "Batasi kafein.",
          url: "https://bidanku.id/tanya-jawab/3#jawaban",
          author: { "@type": "Organization", name: "Bidanku" },
        },
      },
    });
  });
});

describe("qaEntrySchema", () => {
  const base = {
    title: "Judul",
    question: "Pertanyaan",
    answer: "Jawaban",
    category: "Nifas",
  };

  it("keeps a draft without a review", () => {
    const parsed = qaEntrySchema.safeParse({ ...base, status: "draft" });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.status).toBe("draft");
  });

  it("publishes only with a reviewer, a date and a source", () => {
    const bare = qaEntrySchema.safeParse({ ...base, status: "published" });
    expect(bare.success).toBe(false);
    expect(bare.error?.issues.map((issue) => issue.path.join("."))).toEqual(["reviewerName", "reviewedAt", "sources"]);
    const whole = qaEntrySchema.safeParse({
      ...base,
      status: "published",
      reviewerName: "Bidan Rina",
      reviewedAt: "2026-11-01",
      sources: [{ citation: "Buku KIA 2024" }],
    });
    expect(whole.success).toBe(true);
  });

  it("refuses a category that is not an Ask Us topic", () => {
    expect(qaEntrySchema.safeParse({ ...base, category: "Gizi & Nutrisi" }).success).toBe(false);
  });
});
