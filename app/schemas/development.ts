import { ANSWERS, type Answer } from "~/domain/development-check";
import type { Checkpoint } from "~/domain/development";
import { z } from "~/schemas/zod";
import { deleteSchema } from "./form";

// The development check's form (issue 36): one radio group per skill of the list (`a_<skill id>`),
// the question on other skills lost, and the list's age, which must be the list the page showed.

export const DEVELOPMENT_MESSAGES = {
  answer: "Pilih Ya, Belum, atau Tidak lagi.",
  lostOther: "Pilih Ya atau Tidak.",
  listChanged:
    "Usia anak sudah masuk daftar yang lain sejak halaman ini dibuka. Jawaban Anda belum disimpan: isi daftar yang baru di bawah.",
  full: "Cek perkembangan anak ini sudah terlalu banyak. Hapus cek lama yang tidak diperlukan, lalu coba lagi.",
} as const;

export const answerField = (id: string) => `a_${id}`;

const answer = z.enum(ANSWERS, { error: DEVELOPMENT_MESSAGES.answer });
const yesNo = z.enum(["ya", "tidak"], { error: DEVELOPMENT_MESSAGES.lostOther });

/** The answers to one list, read into skill ids. */
export function developmentCheckSchema(checkpoint: Checkpoint) {
  const shape: Record<string, typeof answer> = {};
  for (const milestone of checkpoint.milestones) shape[answerField(milestone.id)] = answer;
  return z
    .object({
      checkpoint: z.literal(String(checkpoint.months), { error: DEVELOPMENT_MESSAGES.listChanged }),
      lostOther: yesNo,
      ...shape,
    })
    .transform((values) => {
      const answers: Record<string, Answer> = {};
      for (const milestone of checkpoint.milestones) {
        answers[milestone.id] = (values as Record<string, string>)[answerField(milestone.id)] as Answer;
      }
      return { checkpoint: checkpoint.months, answers, lostOther: values.lostOther === "ya" };
    });
}

export const deleteCheckSchema = deleteSchema("checkId");
