import { z } from "~/schemas/zod";
import { listField } from "./form";

export const FAQ_MAX = 30;

/** The FAQ list of the contact page (SPEC: entries missing a question or an answer are dropped). */
export const faqSchema = z.object({
  faq: listField(
    z.object({
      question: z.string().trim().max(300, "Pertanyaan maksimal 300 karakter"),
      answer: z.string().trim().max(2000, "Jawaban maksimal 2000 karakter"),
    }),
    { required: ["question", "answer"], max: FAQ_MAX, label: "FAQ" },
  ),
});
