import { z } from "zod";
import { MAX_COMMENT_LENGTH } from "~/domain/articles";

export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .max(MAX_COMMENT_LENGTH, `Komentar maksimal ${MAX_COMMENT_LENGTH} karakter`),
});

export const deleteCommentSchema = z.object({
  commentId: z.string().regex(/^[1-9]\d{0,9}$/, "Komentar tidak valid").transform(Number),
});
