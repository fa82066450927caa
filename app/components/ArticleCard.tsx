import { useContext } from "react";
import { Link } from "react-router";
import { type ArticleCardData, TAGS_ON_CARD } from "~/domain/articles";
import type { TextPiece } from "~/domain/search-query";
import { DataSaverContext, ResponsiveImage } from "./ResponsiveImage";

/** Text with the words a search matched in <mark> (React escapes every piece). */
function Marked({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.match ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-current">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * One article in a grid: image, category, "Featured" badge, title, excerpt, author, date, tags.
 * In search results (`marks`), the matched words are marked in the title, and the excerpt gives
 * way to the passage where the words stand.
 */
export function ArticleCard({
  article,
  eager = false,
  marks,
}: {
  article: ArticleCardData;
  eager?: boolean;
  marks?: { title: readonly TextPiece[]; snippet: readonly TextPiece[] | null };
}) {
  // Saving data, the card goes without its picture, and without the link that only holds it.
  const savingData = useContext(DataSaverContext);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {savingData ? null : (
        <Link to={`/artikel/${article.id}`} tabIndex={-1} aria-hidden="true" className="block bg-teal-50">
          <ResponsiveImage
            src={article.imageUrl}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={1200}
            height={675}
            eager={eager}
            className="aspect-video w-full object-cover"
          />
        </Link>
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-teal-50 px-2.5 py-1 text-teal-800">{article.category}</span>
          {article.featured ? (
            <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-800">Featured</span>
          ) : null}
        </div>
        <h3 className="mt-3 break-words text-lg font-semibold leading-snug text-stone-900">
          <Link to={`/artikel/${article.id}`} className="hover:text-teal-800 hover:underline">
            {marks ? <Marked pieces={marks.title} /> : article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">
          {marks?.snippet ? <Marked pieces={marks.snippet} /> : article.excerpt}
        </p>
        {/* The line may break before "· date", never inside it or after the dot. */}
        <p className="mt-3 text-xs text-stone-600">
          {article.authorName} <span className="whitespace-nowrap">· {article.date}</span>
        </p>
        {article.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tag">
            {article.tags.slice(0, TAGS_ON_CARD).map((tag) => (
              <li key={tag} className="rounded bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
