import { Link, useActionData } from "react-router";
import type { PageHandle } from "~/components/static-page";
import { AdminFrame } from "~/components/AdminFrame";
import { ArticleEditor } from "~/components/ArticleEditor";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { SITE_NAME } from "~/messages";
import { SOURCES_MAX } from "~/schemas/medical-review";
import { articleAction, articleEditorData, articleOr404 } from "~/server/article-action.server";
import { publishedLabel } from "~/server/articles.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/article-edit";

/** The rich-text editor (TipTap) and the tags' chips are the page's own scripts (decision 062). */
export const handle = { scripts: ["editor", "tags"] } satisfies PageHandle;

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page ? `Edit ${page.article.title}` : "Edit Artikel"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const article = await articleOr404(args);
  return {
    article,
    published: article.publishedAt !== null && article.publishedAt <= new Date(),
    publishedText: article.publishedAt ? publishedLabel(article.publishedAt) : "Draft",
    ...(await articleEditorData(args)),
  };
}

export const action = (args: Route.ActionArgs) => articleAction(args, "edit");

export default function EditArticle({ loaderData }: Route.ComponentProps) {
  const { article, published, publishedText } = loaderData;
  return (
    <AdminFrame
      title="Edit Artikel"
      width="form"
      description={
        <>
          {publishedText}
          {published ? (
            <>
              {" · "}
              <Link to={`/artikel/${article.id}`} className="font-medium text-teal-800 underline">
                Lihat halaman publik
              </Link>
            </>
          ) : null}
        </>
      }
    >
      <ArticleEditor
        key={article.id}
        article={article}
        reply={useActionData<typeof action>()}
        constraint={loaderData.constraint}
        categories={loaderData.categories}
        latestDate={loaderData.latestDate}
        maxSources={SOURCES_MAX}
        imageChoices={loaderData.imageChoices}
      />
      <section aria-labelledby="hapus-artikel" className="mt-10 rounded-lg border border-red-200 bg-red-50/40 p-4">
        <h2 id="hapus-artikel" className="font-semibold text-stone-900">
          Hapus artikel
        </h2>
        <p className="mt-1 text-sm text-stone-700">Komentar dan catatan baca artikel ini ikut terhapus.</p>
        <div className="mt-2">
          <ConfirmDelete
            intent="delete"
            fields={{ articleId: String(article.id) }}
            question={`Hapus artikel "${article.title}"?`}
            what={`artikel ${article.title}`}
          />
        </div>
      </section>
    </AdminFrame>
  );
}
