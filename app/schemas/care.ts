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
