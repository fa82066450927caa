import { z } from "zod";
import { MAX_COMMENT_LENGTH } from "~/domain/articles";
import { deleteSchema } from "./form";

/** Control and invisible characters go; line breaks and tabs stay. */
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}]/gu;

export const commentSchema = z.object({
  content: z
    .string()
    .transform((value) => value.replace(INVISIBLE, "").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(MAX_COMMENT_LENGTH, `Komentar maksimal ${MAX_COMMENT_LENGTH} karakter`)),
});

export const deleteCommentSchema = deleteSchema("commentId");
