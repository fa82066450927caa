import { and, eq } from "drizzle-orm";
import { comments } from "~drizzle/schema";
import { maskName } from "~/domain/names";
import { mayDeleteComment } from "~/domain/permissions";
import type { SessionUser } from "./auth.server";
import type { Db } from "./db.server";

/** Adds a comment under the author's masked name (SPEC section 9), so readers never see it in full. */
/** Stores a comment and returns its id (the page is sent back to it). */
export async function addComment(
  db: Db,
  user: Pick<SessionUser, "id" | "name">,
  articleId: number,
  content: string,
): Promise<number> {
  const row = await db
    .insert(comments)
    .values({
      articleId,
      userId: user.id,
      content,
      commenterDisplayName: maskName(user.name),
    })
    .returning({ id: comments.id })
    .get();
  return row.id;
}

export type DeleteCommentResult = "deleted" | "not-found" | "forbidden";

/** Deletes a comment of this article if the user wrote it or is an admin. */
export async function deleteComment(
  db: Db,
  user: Pick<SessionUser, "id" | "role">,
  articleId: number,
  commentId: number,
): Promise<DeleteCommentResult> {
  const comment = await db
    .select({ userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.articleId, articleId)))
    .get();
  if (!comment) return "not-found";
  if (!mayDeleteComment(user, comment)) return "forbidden";
  await db.delete(comments).where(eq(comments.id, commentId));
  return "deleted";
}
