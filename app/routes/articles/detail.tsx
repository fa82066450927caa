import { getFormProps } from "@conform-to/react";
import type { z } from "zod";
import { data, Form, href, Link, redirect, useActionData } from "react-router";
import { ArticleBody } from "~/components/ArticleBody";
import { notFoundBoundary } from "~/components/NotFoundPanel";
import { ShareButtons } from "~/client/share/ShareButtons";
import { SHARE_COUNT } from "~/client/share/contract";
import { attr } from "~/client/names";
import { STATIC_PAGE } from "~/components/static-page";
import { SubmitButton, useRecipeForm } from "~/components/forms";
import { FALLBACK_ARTICLE_IMAGE, MAX_COMMENT_LENGTH, parseArticleId } from "~/domain/articles";
import { formatDateTime } from "~/domain/dates";
import { medicalWebPageJsonLd } from "~/domain/medical-review";
import { avatarInitial } from "~/domain/names";
import { mayDeleteComment } from "~/domain/permissions";
import { messages, SITE_NAME } from "~/messages";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { commentSchema, deleteCommentSchema } from "~/schemas/comments";
import { firstError, formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { loadArticlePage, publicArticleTitle, publishedLabel } from "~/server/articles.server";
import { sendCount } from "~/server/reading-counts.server";
import { addComment, deleteComment } from "~/server/comments.server";
import { getDb } from "~/server/db.server";
import { dispatchIntent } from "~/server/editor-action.server";
import { deny, requireUser } from "~/server/guards.server";
import { publicPage, siteOrigin } from "~/server/http.server";
import { getSessionUser } from "~/server/session.server";
import { sanitizeArticleHtml } from "~/server/sanitize.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/detail";
import { readForm } from "~/server/forms.server";
import { limitSubmission, RATE_LIMITS } from "~/server/rate-limit.server";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { loggable } from "~/server/log.server";

function notFound(): never {
  throw data({ message: messages.articles.notFound }, { status: 404 });
}

export const headers = publicPage;
export const handle = STATIC_PAGE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, ctx } = context.cloudflare;
  const id = parseArticleId(params.id);
  if (id === null) notFound();
  const db = getDb(env);
  const now = new Date();
  // Only a GET is a reading: a HEAD (link checkers, monitors) fetches no page (decision 031). The
  // page only reads: the reading (and a signed-in reader's reading list) goes on the counts queue
  // after the answer (decision 067).
  const [page, user] = await Promise.all([loadArticlePage(db, id, now), getSessionUser(context, request)]);
  if (!page) notFound();
  if (request.method === "GET") {
    ctx.waitUntil(sendCount(env, { kind: "view", article: id }));
    if (user) ctx.waitUntil(sendCount(env, { kind: "read", article: id, user: user.id }));
  }

  const { article } = page;
  const origin = siteOrigin(env, request);
  return {
    article: {
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      content: await sanitizeArticleHtml(article.content),
      category: article.category,
      imageUrl: article.imageUrl,
      tags: article.tags,
      authorName: article.authorName,
      date: publishedLabel(article.publishedAt),
      publishedIso: article.publishedAt?.toISOString() ?? null,
      updatedIso: article.updatedAt.toISOString(),
      views: article.views,
      shares: article.shares,
      review: article.review,
    },
    url: `${origin}/artikel/${article.id}`,
    commentConstraint: formConstraint(commentSchema),
    imageUrl: new URL(article.imageUrl || FALLBACK_ARTICLE_IMAGE, origin).href,
    comments: page.comments.map((comment) => ({
      id: comment.id,
      displayName: comment.displayName.trim() || "Pengguna",
      content: comment.content,
      time: formatDateTime(comment.createdAt),
      canDelete: mayDeleteComment(user, comment),
    })),
    related: page.related,
    signedIn: Boolean(user),
  };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: `${messages.articles.notFound} | ${SITE_NAME}` }];
  const { article, url, imageUrl } = page;
  return [
    { title: `${article.title} | ${SITE_NAME}` },
    { name: "description", content: article.excerpt },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "id_ID" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.excerpt },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "675" },
    ...(article.publishedIso ? [{ property: "article:published_time", content: article.publishedIso }] : []),
    { property: "article:section", content: article.category },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: article.excerpt },
    { name: "twitter:image", content: imageUrl },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          {
            ...medicalWebPageJsonLd({
              url,
              name: article.title,
              description: article.excerpt,
              author: article.authorName,
              review: article.review,
              siteName: SITE_NAME,
              about: article.category,
            }),
            mainEntity: { "@id": `${url}#artikel` },
          },
          {
            "@type": "Article",
            "@id": `${url}#artikel`,
            headline: article.title,
            description: article.excerpt,
            image: [imageUrl],
            datePublished: article.publishedIso ?? undefined,
            dateModified: article.updatedIso,
            author: { "@type": "Person", name: article.authorName },
            publisher: { "@type": "Organization", name: SITE_NAME },
            mainEntityOfPage: { "@id": `${url}#halaman` },
            articleSection: article.category,
            keywords: article.tags.join(", "),
            inLanguage: "id-ID",
          },
        ],
      },
    },
  ];
};

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  const id = parseArticleId(params.id);
  if (id === null) notFound();
  const user = await requireUser(args);
  const db = getDb(env);
  const back = href("/artikel/:id", { id: String(id) });
  const formData = await readForm(request, "text");
  const sendComment = async () => {
    if ((await publicArticleTitle(db, id, new Date())) === null) notFound();
    const submission = parseSubmission(formData, commentSchema);
    if (submission.status !== "success") return refuse(submission);
    // An empty comment is ignored silently (SPEC section 5).
    if (!submission.value.content) return redirect(`${back}#komentar`);
    const limited = await limitSubmission(env, RATE_LIMITS.comment, user.id, submission);
    if (limited) return limited;
    let commentId: number;
    try {
      commentId = await addComment(db, user, id, submission.value.content);
    } catch (error) {
      console.error("Gagal mengirim komentar", loggable(error));
      return refuse(submission, {
        status: 500,
        formError: `${messages.comments.sendFailedTitle}: terjadi kesalahan. Silakan coba lagi.`,
      });
    }
    // Back to the new comment itself: it lands at the top of the screen, clear of the toast.
    return redirectWithToast(`${back}#komentar-${commentId}`, messages.comments.sent, { env, request });
  };

  const removeComment = async () => {
    const submission = parseSubmission(formData, deleteCommentSchema);
    const failed = (description: string) =>
      redirectWithToast(
        `${back}#komentar`,
        { title: messages.comments.deleteFailed, description, variant: "destructive" },
        { env, request },
      );
    if (submission.status !== "success") return failed(firstError(submission) ?? "Komentar tidak valid.");
    const result = await deleteComment(db, user, id, submission.value.commentId);
    if (result === "forbidden") deny(request);
    if (result === "not-found") return failed("Komentar tidak ditemukan.");
    return redirectWithToast(`${back}#komentar`, { title: messages.comments.deleted }, { env, request });
  };

  return dispatchIntent(formData, { comment: sendComment, "delete-comment": removeComment }, () => {
    throw data(null, { status: 400 });
  });
}

const COUNT_ICONS = {
  comments: "M4 5h16v11H8l-4 4V5Z",
  views: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  shares: "M16 6l-4-4-4 4m4-4v13M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7",
};

function CountIcon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

function Counts({ comments, views, shares }: { comments: number; views: number; shares: number }) {
  const item = "inline-flex items-center gap-1.5";
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600" aria-label="Statistik artikel">
      <li className={item}>
        <CountIcon path={COUNT_ICONS.comments} /> {comments} komentar
      </li>
      <li className={item}>
        <CountIcon path={COUNT_ICONS.views} /> {views} kali dilihat
      </li>
      <li className={item} data-testid="share-count">
        <CountIcon path={COUNT_ICONS.shares} /> <span {...attr(SHARE_COUNT)}>{shares}</span> kali dibagikan
      </li>
    </ul>
  );
}

export default function ArticleDetail({ loaderData }: Route.ComponentProps) {
  const { article, comments, related, signedIn, url, commentConstraint } = loaderData;
  const [commentForm, commentFields] = useRecipeForm<z.input<typeof commentSchema>>({
    lastResult: useActionData<typeof action>(),
    constraint: commentConstraint,
  });
  const commentError = commentFields.content.errors?.[0] ?? commentForm.errors?.[0];
  const loginBack = new URLSearchParams({ redirectTo: `/artikel/${article.id}#komentar` }).toString();

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        to="/artikel"
        className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline"
      >
        ← Kembali ke Artikel
      </Link>
      <ArticleBody
        article={article}
        counts={<Counts comments={comments.length} views={article.views} shares={article.shares} />}
      />

      <ShareButtons articleId={article.id} url={url} />

      {related.length > 0 ? (
        <section aria-labelledby="terkait-title" className="mt-12">
          <h2 id="terkait-title" className="text-xl font-bold text-stone-900">
            Artikel Terkait
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                {/* The card fills its grid cell, so all cards in a row are as tall as the tallest. */}
                <Link
                  to={href("/artikel/:id", { id: String(item.id) })}
                  className="group flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white hover:shadow-md"
                >
                  <ResponsiveImage
                    src={item.imageUrl}
                    sizes="(min-width: 640px) 240px, 100vw"
                    alt=""
                    width={1200}
                    height={675}
                    className="aspect-video w-full object-cover"
                  />
                  <span className="block p-3 text-sm font-semibold text-stone-900 group-hover:text-teal-800">
                    {item.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="komentar" aria-labelledby="komentar-title" className="mt-12 scroll-mt-24">
        <h2 id="komentar-title" className="text-xl font-bold text-stone-900">
          Komentar ({comments.length})
        </h2>
        {signedIn ? (
          <Form method="post" className="mt-4 space-y-3" preventScrollReset {...getFormProps(commentForm)}>
            <input type="hidden" name="intent" value="comment" />
            <label htmlFor="komentar-baru" className="sr-only">
              Komentar Anda
            </label>
            <textarea
              key={comments.length}
              id="komentar-baru"
              name={commentFields.content.name}
              rows={4}
              maxLength={commentFields.content.maxLength ?? MAX_COMMENT_LENGTH}
              placeholder="Tulis komentar Anda..."
              defaultValue={commentFields.content.initialValue as string | undefined}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? "komentar-error" : undefined}
              className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-700 sm:text-sm"
            />
            {commentError ? (
              <p id="komentar-error" role="alert" className="text-sm text-red-700">
                {commentError}
              </p>
            ) : null}
            <SubmitButton pendingLabel="Mengirim...">Kirim Komentar</SubmitButton>
          </Form>
        ) : (
          <p className="mt-4 rounded-lg border border-stone-200 bg-white p-4 text-stone-700">
            <Link to={`/login?${loginBack}`} className="font-semibold text-teal-800 underline">
              Masuk
            </Link>{" "}
            atau{" "}
            <Link to={`/register?${loginBack}`} className="font-semibold text-teal-800 underline">
              daftar
            </Link>{" "}
            untuk meninggalkan komentar.
          </p>
        )}

        {comments.length > 0 ? (
          <ol className="mt-6 space-y-4">
            {comments.map((comment) => (
              <li
                key={comment.id}
                id={`komentar-${comment.id}`}
                className="flex scroll-mt-24 gap-3 rounded-lg border border-stone-200 bg-white p-4"
              >
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal-100 font-bold text-teal-800"
                >
                  {avatarInitial(comment.displayName)}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-stone-900">{comment.displayName}</p>
                    <p className="text-xs text-stone-600">{comment.time}</p>
                  </div>
                  <p className="mt-1 whitespace-pre-line break-words text-stone-800">{comment.content}</p>
                  {comment.canDelete ? (
                    <div className="mt-1">
                      <ConfirmDelete
                        intent="delete-comment"
                        fields={{ commentId: String(comment.id) }}
                        question="Hapus komentar ini?"
                        what={`komentar dari ${comment.displayName}`}
                      />
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-6 text-stone-600">Belum ada komentar. Jadilah yang pertama!</p>
        )}
      </section>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: messages.articles.notFound,
  text: "Artikel yang Anda cari tidak ada atau sudah tidak tersedia.",
  backTo: "/artikel",
  backLabel: "Kembali ke Daftar Artikel",
});
