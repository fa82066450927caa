import { useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { ArticleEditor } from "~/components/ArticleEditor";
import { calendarToday } from "~/domain/dates";
import { SITE_NAME } from "~/messages";
import { articleSchema } from "~/schemas/article";
import { formConstraint } from "~/schemas/form";
import { SOURCES_MAX } from "~/schemas/medical-review";
import { articleAction } from "~/server/article-action.server";
import { articleImageChoices, categoryNames } from "~/server/article-editor.server";
import { getDb } from "~/server/db.server";
import { requireAdmin } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/article-new";

const TITLE = "Artikel Baru";

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const db = getDb(args.context.cloudflare.env);
  const [categories, imageChoices] = await Promise.all([categoryNames(db), articleImageChoices(db)]);
  return {
    categories,
    imageChoices,
    latestDate: calendarToday().latest,
    constraint: formConstraint(articleSchema),
  };
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
