import { describe, expect, it } from "vitest";
import { loginSchema, profileSchema, registerSchema } from "./auth";
import { parseForm } from "./form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const validRegistration = {
  name: "  Siti Aminah ",
  email: "Siti@Contoh.ID",
  phone: "0812-3456-7890",
  password: "rahasia1",
  confirmPassword: "rahasia1",
  terms: "on",
};

describe("registerSchema", () => {
  it("accepts a valid registration, trimming and lower-casing", () => {
    const result = parseForm(form(validRegistration), registerSchema);
    expect(result).toEqual({
      success: true,
      data: {
        name: "Siti Aminah",
        email: "siti@contoh.id",
        phone: "0812-3456-7890",
        password: "rahasia1",
        confirmPassword: "rahasia1",
        terms: true,
      },
    });
  });

  it("uses the spec's password messages and never echoes passwords", () => {
    const short = parseForm(
      form({ ...validRegistration, password: "12345", confirmPassword: "12345" }),
      registerSchema,
    );
    expect(short.success).toBe(false);
    if (!short.success) {
      expect(short.errors.password).toBe("Password minimal 6 karakter");
      expect(short.values).not.toHaveProperty("password");
      expect(short.values).not.toHaveProperty("confirmPassword");
      expect(short.values.email).toBe("Siti@Contoh.ID");
    }
    const mismatch = parseForm(form({ ...validRegistration, confirmPassword: "lainnya1" }), registerSchema);
    expect(mismatch.success === false && mismatch.errors.confirmPassword).toBe(
      "Password dan konfirmasi password tidak sama",
    );
  });

  it("requires the terms, a name and a valid email; caps lengths", () => {
    const result = parseForm(
      form({ ...validRegistration, terms: "", name: " ", email: "bukan-email" }),
      registerSchema,
    );
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.terms).toMatch(/menyetujui/);
      expect(result.errors.name).toBe("Nama wajib diisi");
      expect(result.errors.email).toBe("Format email tidak valid");
    }
    const long = parseForm(form({ ...validRegistration, name: "a".repeat(101) }), registerSchema);
    expect(long.success === false && long.errors.name).toBe("Nama maksimal 100 karakter");
  });

  it("requires a phone number at registration and rejects nonsense", () => {
    const empty = parseForm(form({ ...validRegistration, phone: "" }), registerSchema);
    expect(empty.success === false && empty.errors.phone).toBe("Nomor telepon wajib diisi");
    const bad = parseForm(form({ ...validRegistration, phone: "<script>" }), registerSchema);
    expect(bad.success === false && bad.errors.phone).toBe("Nomor telepon tidak valid");
  });
});

describe("names", () => {
  it("do not count invisible characters as a name", () => {
    const invisible = parseForm(form({ name: "\u200b\u200e\u0007", phone: "" }), profileSchema);
    expect(invisible.success === false && invisible.errors.name).toBe("Nama wajib diisi");
    const mixed = parseForm(form({ name: "Ani\u200b Lestari\u202e", phone: "" }), profileSchema);
    expect(mixed.success && mixed.data.name).toBe("Ani Lestari");
  });

  it("give back at most a few thousand characters of what was typed", () => {
    const huge = parseForm(form({ name: "a".repeat(100_000), phone: "" }), profileSchema);
    expect(huge.success === false && huge.values.name!.length).toBe(4000);
  });
});

describe("loginSchema and profileSchema", () => {
  it("reads remember-me as a boolean", () => {
    const on = parseForm(form({ email: "a@contoh.id", password: "x", remember: "on" }), loginSchema);
    const off = parseForm(form({ email: "a@contoh.id", password: "x" }), loginSchema);
    expect(on.success && on.data.remember).toBe(true);
    expect(off.success && off.data.remember).toBe(false);
  });

  it("ignores fields the profile form does not own, such as a forged role", () => {
    const result = parseForm(form({ name: "Ani", phone: "", role: "super_admin", email: "x@y.id" }), profileSchema);
    expect(result).toEqual({ success: true, data: { name: "Ani", phone: null } });
  });
});
