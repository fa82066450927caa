import { Link, useRouteLoaderData } from "react-router";
import { formatLongDate } from "~/domain/dates";
import type { MedicalReview } from "~/domain/medical-review";
import { pageReview, type ReviewedPageKey } from "~/domain/page-reviews";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "./nav-links";

/**
 * The medical reviewer and the review date, under a health page's byline; nothing when the page
 * is not reviewed (issue 29: "Belum ditinjau" under a child's name read as "your child has not
 * been examined"). What that means is said where the sources are (SourceList).
 */
export function ReviewLine({ review }: { review: MedicalReview }) {
  if (!review.reviewerName || !review.reviewedAt) return null;
  return (
    <p className="mt-1 text-sm text-stone-700" data-testid="review-line">
      {"Ditinjau secara medis oleh "}
      <span className="font-semibold">{reviewerText(review)}</span>
      {" · Terakhir ditinjau "}
      <time dateTime={review.reviewedAt}>{formatLongDate(review.reviewedAt)}</time>
    </p>
  );
}

const reviewerText = (review: MedicalReview) =>
  [review.reviewerName, review.reviewerCredential].filter(Boolean).join(", ");

/** Said with the sources when nobody has reviewed the page's texts. */
export const NOT_REVIEWED = "Isi halaman ini belum ditinjau oleh tenaga kesehatan.";

/**
 * The page's review status and its numbered references, at the bottom of a health page: who
 * reviewed the page's texts and when, or that nobody has yet.
 */
export function SourceList({ review }: { review: MedicalReview }) {
  const reviewed = Boolean(review.reviewerName && review.reviewedAt);
  return (
    <section aria-labelledby="referensi-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="referensi-title" className="text-lg font-bold text-stone-900">
        Referensi
      </h2>
      <p className="mt-2 text-sm text-stone-700" data-testid="review-status">
        {reviewed ? (
          <>
            {"Isi halaman ini ditinjau oleh "}
            <span className="font-semibold">{reviewerText(review)}</span>
            {" pada "}
            <time dateTime={review.reviewedAt!}>{formatLongDate(review.reviewedAt!)}</time>.
          </>
        ) : (
          NOT_REVIEWED
        )}
      </p>
      {review.sources.length > 0 ? (
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm text-stone-700">
          {review.sources.map((source, index) => (
            <li key={index} className="break-words">
              {source.citation}
              {source.url ? (
                <>
                  {" "}
                  <a href={source.url} rel="nofollow noopener noreferrer" className="text-teal-800 underline">
                    Tautan
                    {/* Each link's name says which source it opens: a list of links is not ten "Tautan". */}
                    <span className="sr-only">{` referensi ${index + 1}: ${source.citation}`}</span>
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** A tool page's review (app/domain/page-reviews.ts), read by the root loader with the footer. */
export function usePageReview(key: ReviewedPageKey): MedicalReview {
  const root = useRouteLoaderData("root") as { reviews?: Partial<Record<ReviewedPageKey, MedicalReview>> } | undefined;
  return root?.reviews?.[key] ?? pageReview(null, key);
}

/** A page's review as the root loader read it (with the footer), for a meta function's structured data. */
export function rootPageReview(matches: readonly ({ id: string; data?: unknown } | undefined)[], key: ReviewedPageKey) {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { reviews?: Partial<Record<ReviewedPageKey, MedicalReview>> }
    | undefined;
  return root?.reviews?.[key] ?? pageReview(null, key);
}

/** The page's own sections as tiles under its title (the danger signs, the immunisation schedule). */
export function SectionTiles({
  sections,
  columns = "sm:grid-cols-3",
}: {
  sections: readonly { id: string; short: string }[];
  columns?: string;
}) {
  return (
    <nav aria-label="Bagian halaman" className="mt-6">
      <ul className={`grid grid-cols-2 gap-2 text-sm ${columns}`}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-3 py-2 text-center font-medium text-teal-800 hover:bg-teal-50"
            >
              {section.short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A short, always-visible way to the danger-signs page from any health content. */
export function DangerSignsNotice({ text }: { text: string }) {
  return (
    <aside
      aria-label="Tanda bahaya"
      className="mt-8 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <p>
        <strong className="font-semibold">{text}</strong>{" "}
        <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-red-800 underline">
          Lihat {DANGER_SIGNS_LINK.label}
        </Link>{" "}
        · Darurat:{" "}
        <a href={`tel:${EMERGENCY_NUMBER}`} className="font-semibold text-red-800 underline">
          telepon {EMERGENCY_NUMBER}
        </a>
      </p>
    </aside>
  );
}
