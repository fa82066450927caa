import { messages } from "~/messages";
import { TextWithBreaks } from "./TextWithBreaks";

export type LegalPageData =
  | { status: "ok"; title: string; content: string; updated: string; updatedIso: string }
  | { status: "failed" };

/**
 * A stored legal text (privacy policy, disclaimer): title, last-updated date and the content
 * with its line breaks; or the spec's failure text when the record could not be loaded.
 */
export function LegalPage({ page, fallbackTitle }: { page: LegalPageData; fallbackTitle: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">
          {page.status === "ok" && page.title ? page.title : fallbackTitle}
        </h1>
        {page.status === "ok" ? (
          <p className="mt-2 text-sm text-stone-600">
            Terakhir diperbarui: <time dateTime={page.updatedIso}>{page.updated}</time>
          </p>
        ) : null}
      </header>
      {page.status === "ok" ? (
        <TextWithBreaks
          text={page.content}
          className="mt-8 break-words rounded-xl border border-stone-200 bg-white p-5 leading-relaxed text-stone-800 shadow-sm sm:p-8"
        />
      ) : (
        <p role="alert" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
          {messages.content.legalLoadFailed}
        </p>
      )}
    </article>
  );
}
