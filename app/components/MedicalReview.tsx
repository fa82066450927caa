import { Link } from "react-router";
import { formatLongDate } from "~/domain/dates";
import type { MedicalReview } from "~/domain/medical-review";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "./nav-links";

/** The medical reviewer and the review date, under a health page's byline. */
export function ReviewLine({ review }: { review: MedicalReview }) {
  return (
    <p className="mt-1 text-sm text-stone-700" data-testid="review-line">
      {review.reviewerName && review.reviewedAt ? (
        <>
          {"Ditinjau secara medis oleh "}
          <span className="font-semibold">
            {[review.reviewerName, review.reviewerCredential].filter(Boolean).join(", ")}
          </span>
          {" · Terakhir ditinjau "}
          <time dateTime={review.reviewedAt}>{formatLongDate(review.reviewedAt)}</time>
        </>
      ) : (
        "Belum ditinjau secara medis."
      )}
    </p>
  );
}

/** The numbered references at the bottom of a health page. */
export function SourceList({ review }: { review: MedicalReview }) {
  if (review.sources.length === 0) return null;
  return (
    <section aria-labelledby="referensi-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="referensi-title" className="text-lg font-bold text-stone-900">
        Referensi
      </h2>
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
    </section>
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
