import { describe, expect, it } from "vitest";
import { contactSchema, footerSchema, heroSchema } from "./site-settings";

const MAP = "https://www.google.com/maps/embed?pb=!1m18!1m12";

describe("footerSchema", () => {
  it("turns empty fields into null and lower-cases the email", () => {
    expect(footerSchema.parse({ email: " Info@Bidan.ID ", phone: "", location: "  " })).toEqual({
      email: "info@bidan.id",
      phone: null,
      location: null,
    });
    expect(footerSchema.parse({})).toEqual({ email: null, phone: null, location: null });
  });

  it("refuses an address without a domain and a phone made of words", () => {
    const result = footerSchema.safeParse({ email: "a@b", phone: "telepon", location: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Format email tidak valid");
    expect(messages).toContain("Nomor telepon tidak valid");
  });
});

describe("heroSchema", () => {
  it("requires a title after trimming invisible characters, and keeps an empty subtitle as null", () => {
    expect(heroSchema.safeParse({ title: " \u200b " }).success).toBe(false);
    expect(heroSchema.parse({ title: " Halo ", subtitle: "" })).toMatchObject({ title: "Halo", subtitle: null });
    expect(heroSchema.safeParse({ title: "a".repeat(121) }).success).toBe(false);
  });
});

describe("contactSchema", () => {
  const base = { email: "", phone: "", location: "", operationalHours: "", faq: [] };

  it("accepts a Google Maps embed link or nothing, and refuses other links with the embed hint", () => {
    expect(contactSchema.parse({ ...base, mapLink: MAP }).mapLink).toBe(MAP);
    expect(contactSchema.parse({ ...base, mapLink: "" }).mapLink).toBeNull();
    for (const mapLink of ["https://www.google.com/maps/place/Jakarta", "http://www.google.com/maps/embed?pb=1"]) {
      const result = contactSchema.safeParse({ ...base, mapLink });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toContain("https://www.google.com/maps/embed?...");
    }
  });

  it("reads the switch as on only for 'on', and asks for a link when it is on", () => {
    expect(contactSchema.parse({ ...base, mapLink: MAP, showPracticeLocation: "on" }).showPracticeLocation).toBe(true);
    expect(contactSchema.parse({ ...base, mapLink: MAP }).showPracticeLocation).toBe(false);
    const result = contactSchema.safeParse({ ...base, showPracticeLocation: "on" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["mapLink"]);
  });

  it("normalises line breaks in the hours and drops incomplete FAQ entries", () => {
    const value = contactSchema.parse({
      ...base,
      operationalHours: "Senin\r\nSelasa ",
      faq: [
        { question: "Q?", answer: "A." },
        { question: "Tanpa jawaban", answer: " " },
      ],
    });
    expect(value.operationalHours).toBe("Senin\nSelasa");
    expect(value.faq).toEqual([{ question: "Q?", answer: "A." }]);
  });
});
