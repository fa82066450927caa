import { z } from "zod";
import { MAX_COMMENT_LENGTH } from "~/domain/articles";

/** Control and invisible characters go; line breaks and tabs stay. */
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}]/gu;

export const commentSchema = z.object({
  content: z
    .string()
    .transform((value) => value.replace(INVISIBLE, "").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(MAX_COMMENT_LENGTH, `Komentar maksimal ${MAX_COMMENT_LENGTH} karakter`)),
});

/** A delete is only carried out when its confirm step was answered "Ya, hapus" (ConfirmDelete). */
export const CONFIRM_REQUIRED = "Penghapusan belum dikonfirmasi. Tekan \"Ya, hapus\" untuk menghapus.";
export const deleteConfirmed = z.literal("ya", { error: CONFIRM_REQUIRED });

export const deleteCommentSchema = z.object({
  commentId: z.string().regex(/^[1-9]\d{0,9}$/, "Komentar tidak valid").transform(Number),
  confirm: deleteConfirmed,
});
