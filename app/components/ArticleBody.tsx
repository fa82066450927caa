import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MedicalReview } from "~/domain/medical-review";
import { DangerSignsNotice, ReviewLine, SourceList } from "./MedicalReview";
import { ResponsiveImage } from "./ResponsiveImage";

export interface ArticleBodyData {
  category: string;
  title: string;
  authorName: string;
  /** The publish date as readers see it, or the spec's fallback. */
  date: string;
  publishedIso: string | null;
  imageUrl: string | null;
  /** Sanitized HTML. */
  content: string;
  tags: string[];
  review: MedicalReview;
}

/**
 * An article as readers see it: header, main image, content, the danger-signs notice, sources
 * and tags. The article page and the editor's preview both draw it, so the preview is exact.
 * `linkCategory` is off in the preview (a click there would leave the unsaved form).
 */
export function ArticleBody({
  article,
  counts,
  linkCategory = true,
  headingLevel = 1,
}: {
  article: ArticleBodyData;
  counts?: ReactNode;
  linkCategory?: boolean;
  /** The preview sits under the editor's own h1. */
  headingLevel?: 1 | 2;
}) {
  const badge = "inline-block rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-800";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <>
      <header className="mt-4">
        {linkCategory ? (
          <Link
            to={`/artikel?kategori=${encodeURIComponent(article.category)}`}
            className="inline-flex min-h-11 items-center hover:underline"
          >
            <span className={badge}>{article.category}</span>
          </Link>
        ) : (
          <span className={badge}>{article.category}</span>
        )}
        <Heading className="mt-3 break-words text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">
          {article.title}
        </Heading>
        <p className="mt-3 text-sm text-stone-700">
          Oleh <span className="font-semibold">{article.authorName}</span> ·{" "}
          <time dateTime={article.publishedIso ?? undefined}>{article.date}</time>
        </p>
        <ReviewLine review={article.review} />
        {counts ? <div className="mt-2">{counts}</div> : null}
      </header>

      <ResponsiveImage
        src={article.imageUrl}
        sizes="(min-width: 800px) 736px, 100vw"
        alt={article.title}
        width={1200}
        height={675}
        priority={headingLevel === 1}
        essential
        className="mt-6 aspect-video w-full rounded-xl object-cover"
      />

      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored article HTML is shown as the SPEC asks, after the allow-list sanitising on save and on load (decision 019). */}
      <div className="article-content mt-8" dangerouslySetInnerHTML={{ __html: article.content }} />

      <DangerSignsNotice text="Ada tanda bahaya pada kehamilan, persalinan, nifas, atau bayi? Jangan menunggu: segera ke fasilitas kesehatan." />

      <SourceList review={article.review} />

      {article.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tag">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded bg-stone-100 px-2.5 py-1 text-sm text-stone-700">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
