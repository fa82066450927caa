import { type AppLoadContext, data } from "react-router";
import { hasVisibleContent, parseArticleId, publishedAtFor } from "~/domain/articles";
import { calendarToday, formatInstantDate, todayInJakarta } from "~/domain/dates";
import { readMedicalReview, reviewIsStale } from "~/domain/medical-review";
import { messages } from "~/messages";
import { type ArticleInput, articleSchema } from "~/schemas/article";
import { deleteSchema, firstError, formConstraint, parseSubmission, refuse, replyToIntent } from "~/schemas/form";
import {
  type ArticleForEditor,
  articleImageChoices,
  categoryNames,
  chooseCategory,
  createArticle,
  deleteArticle,
  imageShownInContent,
  loadArticleForEditor,
  updateArticle,
} from "./article-editor.server";
import { getDb } from "./db.server";
import { SAVE_FAILED } from "./editor-action.server";
import { readForm } from "./forms.server";
import { requireAdminPage } from "./guards.server";
import { discardBody } from "./http.server";
import { deleteImage, replaceImage } from "./images.server";
import { sanitizeArticleHtml } from "./sanitize.server";
import { redirectWithToast } from "./toast.server";
import { loggable } from "~/server/log.server";

// The article editor's actions (issue 13): save (create or update), preview, and delete. Each
// runs the admin guard first; bad input comes back with every value kept; nothing is written
// by halves (the article, a new category and the audit rows are one batch; a new image is
// removed again if the batch fails).

interface Args {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
  /** The route's pattern: the admin page registry gives its role (decision 063). */
  pattern: string;
}

export const ADMIN_PANEL = "/admin";
export const articleEditPath = (id: number) => `/admin/artikel/edit/${id}`;

/** The article named in the URL, or a redirect to the panel with "Artikel tidak ditemukan.". */
export async function articleOr404(args: Args): Promise<ArticleForEditor> {
  const id = parseArticleId(args.params.id);
  const article = id === null ? null : await loadArticleForEditor(getDb(args.context.cloudflare.env), id);
  if (article) return article;
  if (args.request.method !== "GET" && args.request.method !== "HEAD") await discardBody(args.request);
  throw await redirectWithToast(ADMIN_PANEL, messages.articleEditor.notFound, {
    env: args.context.cloudflare.env,
    request: args.request,
  });
}

/** What both editor pages' loaders give the form: categories, images to pick, the latest review date, constraints. */
export async function articleEditorData(args: Pick<Args, "context">) {
  const db = getDb(args.context.cloudflare.env);
  const [categories, imageChoices] = await Promise.all([categoryNames(db), articleImageChoices(db)]);
  return { categories, imageChoices, latestDate: calendarToday().latest, constraint: formConstraint(articleSchema) };
}

/** A file input left empty sends a part with no name and no bytes: no new image chosen. */
const chosenFile = (image: unknown) =>
  image instanceof File && !(image.size === 0 && image.name === "") ? image : null;

const articleTexts = (value: { title: string; excerpt: string; content: string }) =>
  JSON.stringify([value.title, value.excerpt, value.content]);

/** The article as the preview shows it: exactly what readers would see after this save. */
function previewOf(
  value: ArticleInput,
  html: string,
  category: string,
  stored: ArticleForEditor | null,
  authorName: string,
) {
  const publishedAt = publishedAtFor(value.status, stored?.publishedAt, new Date());
  return {
    category,
    title: value.title,
    authorName,
    date: publishedAt ? formatInstantDate(publishedAt) : "Draft (belum terbit)",
    publishedIso: publishedAt?.toISOString() ?? null,
    imageUrl: stored?.imageUrl ?? null,
    content: html,
    tags: value.tags,
    review: readMedicalReview(value),
    excerpt: value.excerpt,
  };
}

/**
 * The create and edit pages' action. `stored` is the article being edited (null on create).
 * Intents: "delete" (edit only, after the confirm step), "preview", a list intent (add or
 * remove a source row without JavaScript), or save.
 */
export async function articleAction(args: Args, mode: "create" | "edit") {
  const user = await requireAdminPage(args);
  const stored = mode === "edit" ? await articleOr404(args) : null;
  const { request } = args;
  const { env } = args.context.cloudflare;
  const db = getDb(env);
  const toastArgs = { env, request };
  const formData = await readForm(request, "upload");

  if (formData.get("intent") === "delete" && stored) {
    // Through the form recipe, so a forged intent or a repeated field is refused, not deleted on.
    const confirmed = parseSubmission(formData, deleteSchema("articleId"));
    if (confirmed.status !== "success" || confirmed.value.articleId !== stored.id) {
      return redirectWithToast(
        articleEditPath(stored.id),
        {
          ...messages.articleEditor.deleteFailed,
          description: confirmed.status === "success" ? undefined : firstError(confirmed),
        },
        toastArgs,
      );
    }
    let removed: { imageUrl: string | null } | null;
    try {
      removed = await deleteArticle(db, user, stored.id);
    } catch (error) {
      console.error("Gagal menghapus artikel", loggable(error));
      return redirectWithToast(articleEditPath(stored.id), messages.articleEditor.deleteFailed, toastArgs);
    }
    if (removed && !(await imageShownInContent(db, removed.imageUrl))) await deleteImage(env, removed.imageUrl);
    return redirectWithToast(
      ADMIN_PANEL,
      removed ? messages.articleEditor.deleted : messages.articleEditor.notFound,
      toastArgs,
    );
  }

  const submission = parseSubmission(formData, articleSchema);
  if (submission.status === undefined) return replyToIntent(submission);
  if (submission.status !== "success") return refuse(submission);
  const value = submission.value;

  const html = sanitizeArticleHtml(value.content);
  if (!hasVisibleContent(html))
    return refuse(submission, { fieldErrors: { content: [messages.articleEditor.contentEmpty] } });
  const category = await chooseCategory(db, value);
  if (!category.ok) return refuse(submission, { fieldErrors: { [category.field]: [category.message] } });
  if (
    stored &&
    reviewIsStale(
      { ...stored, texts: articleTexts(stored) },
      { ...value, texts: articleTexts({ ...value, content: html }) },
      todayInJakarta(),
    )
  ) {
    return refuse(submission, { fieldErrors: { reviewedAt: [messages.articleEditor.reviewStale] } });
  }

  if (formData.get("intent") === "preview") {
    return data(
      {
        ...submission.reply(),
        preview: previewOf(value, html, category.name, stored, stored?.authorName ?? user.name),
      },
      { status: 200 },
    );
  }

  const write = {
    value,
    html,
    category,
    imageUrl: stored?.imageUrl ?? null,
    publishedAt: publishedAtFor(value.status, stored?.publishedAt, new Date()),
  };
  const file = chosenFile(value.image);
  let savedId = stored?.id ?? 0;
  let gone = false;
  try {
    if (!file && !stored) {
      return refuse(submission, { fieldErrors: { image: [messages.articleEditor.imageRequired] } });
    }
    if (!file && stored) {
      gone = !(await updateArticle(db, user, stored.id, write));
    } else {
      const result = await replaceImage(env, {
        file,
        kind: "article",
        // An image another article shows in its content stays in storage.
        oldUrl: stored && !(await imageShownInContent(db, stored.imageUrl)) ? stored.imageUrl : null,
        saveRow: async (imageUrl) => {
          if (stored) {
            gone = !(await updateArticle(db, user, stored.id, { ...write, imageUrl }));
            if (gone) throw new ArticleGone();
          } else savedId = await createArticle(db, user, { ...write, imageUrl });
        },
      });
      if (!result.ok) {
        const template = stored ? messages.articleEditor.replaceFailed : messages.articleEditor.uploadFailed;
        return refuse(submission, { fieldErrors: { image: [template.replace("{msg}", result.message)] } });
      }
    }
  } catch (error) {
    if (!(error instanceof ArticleGone)) {
      console.error("Gagal menyimpan artikel", loggable(error));
      return refuse(submission, { status: 500, formError: `${messages.articleEditor.failed}: ${SAVE_FAILED}` });
    }
  }
  if (gone) return redirectWithToast(ADMIN_PANEL, messages.articleEditor.notFound, toastArgs);
  return redirectWithToast(
    articleEditPath(savedId),
    stored ? messages.articleEditor.updated : messages.articleEditor.created,
    toastArgs,
  );
}

/** The article was deleted by someone else while this edit was open. */
class ArticleGone extends Error {}
