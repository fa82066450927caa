import { useActionData } from "react-router";
import type { PageHandle } from "~/components/static-page";
import { AdminFrame } from "~/components/AdminFrame";
import { ArticleEditor } from "~/components/ArticleEditor";
import { SITE_NAME } from "~/messages";
import { SOURCES_MAX } from "~/schemas/medical-review";
import { articleAction, articleEditorData } from "~/server/article-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/article-new";

const TITLE = "Artikel Baru";

/** The rich-text editor (TipTap) and the tags' chips are the page's own scripts (decision 062). */
export const handle = { scripts: ["editor", "tags"] } satisfies PageHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  return articleEditorData(args);
}

export const action = (args: Route.ActionArgs) => articleAction(args, "create");

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title={TITLE}
      width="form"
      description="Tulis artikel, pilih kategori dan gambar utama, lalu terbitkan atau simpan sebagai draft."
    >
      <ArticleEditor
        article={null}
        reply={useActionData<typeof action>()}
        constraint={loaderData.constraint}
        categories={loaderData.categories}
        latestDate={loaderData.latestDate}
        maxSources={SOURCES_MAX}
        imageChoices={loaderData.imageChoices}
      />
    </AdminFrame>
  );
}
