import { CARE_MESSAGES } from "~/domain/care";
import { z } from "~/schemas/zod";
import { checkbox } from "./auth";

// The consent form of /dashboard/bidan (issue 38, decision 078): share (the box ticked) or stop.

export const careConsentSchema = z
  .object({
    intent: z.enum(["bagikan", "hentikan"], { error: CARE_MESSAGES.intent }),
    setuju: checkbox,
  })
  .superRefine((value, ctx) => {
    if (value.intent === "bagikan" && !value.setuju) {
      ctx.addIssue({ code: "custom", path: ["setuju"], message: CARE_MESSAGES.consentRequired });
    }
  });

/** The midwife's forms on a member's page: a follow-up note, or an item marked done (or not) at the practice. */
export const CARE_NOTE_MAX = 280;
export const careActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("catatan"),
    catatan: z
      .string({ error: "Tulis catatan singkat." })
      // No control characters but line breaks, and no bidirectional overrides (text spoofing).
      .transform((text) => text.replace(/[\u202a-\u202e\u2066-\u2069]|(?![\n])\p{Cc}/gu, "").trim())
      .pipe(
        z
          .string()
          .min(1, "Tulis catatan singkat.")
          .max(CARE_NOTE_MAX, `Catatan paling banyak ${CARE_NOTE_MAX} karakter.`),
      ),
    // "Ibu" (the select's empty option) is no child; anything else must be a child's id.
    anak: z
      .union([z.literal("").transform(() => undefined), z.coerce.number().int().positive()], {
        error: "Pilih anak dari daftar.",
      })
      .optional(),
  }),
  z.object({
    intent: z.enum(["tandai", "batal"]),
    // One spelling per item: a child's number without leading zeros (as the items write it).
    jadwal: z
      .string()
      .regex(
        /^(hamil:(k[1-6]|kf[1-4]|kn[1-3])(:lahir)?|anak:[1-9]\d{0,9}:[a-z-]{3,20}:[\w-]{1,20})$/,
        "Jadwal tidak dikenali.",
      ),
  }),
]);
