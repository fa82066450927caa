import { z } from "~/schemas/zod";
import { MAX_COMMENT_LENGTH } from "~/domain/articles";
import { cleanMultiline } from "./auth";
import { deleteSchema } from "./form";

export const commentSchema = z.object({
  content: z
    .string()
    .transform(cleanMultiline)
    .pipe(z.string().max(MAX_COMMENT_LENGTH, `Komentar maksimal ${MAX_COMMENT_LENGTH} karakter`)),
});

export const deleteCommentSchema = deleteSchema("commentId");
