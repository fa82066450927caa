import { Link } from "react-router";
import { DANGER_SIGNS_LINK } from "./nav-links";
import {
  type CalculationView,
  dangerQuestion,
  type ResultNote,
  type ResultRow,
  resultNotes,
  resultRows,
} from "~/domain/calculator-result";

export type { CalculationView };

function ResultBox({
  id,
  rows,
  notes,
  planLink = false,
  dangerQuestion,
}: {
  id?: string;
  /** The danger-sign question that fits the calculator (the template's is filled by the script). */
  dangerQuestion: string;
  rows: ResultRow[];
  notes: ResultNote[];
  /** An HPL result points to its pregnancy plan (issue 18), below the calculators. */
  planLink?: boolean;
}) {
  return (
    <div id={id} role="status" className="mt-5 scroll-mt-24 rounded-lg border border-teal-200 bg-teal-50 p-4">
      <h3 className="font-semibold text-teal-900">Hasil Perhitungan</h3>
      <dl className="mt-2 divide-y divide-teal-100">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] gap-3 py-2 text-sm">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="font-semibold text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p
          key={note.text}
          data-note={note.urgent ? "urgent" : "info"}
          className={`mt-2 text-sm ${note.urgent ? "rounded border border-red-300 bg-red-50 p-2 font-semibold text-red-900" : "text-stone-700"}`}
        >
          {note.text}
        </p>
      ))}
      {planLink ? (
        <p className="mt-2" data-plan-link="">
          <a href="#rencana" className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline">
            Lihat rencana kehamilan Anda
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-stone-700" data-slot="danger-question">
        {dangerQuestion}
      </p>
      {/* Its own line, a full tap target (decision 057): the question above is long on a phone. */}
      <p className="text-sm">
        <Link
          to={DANGER_SIGNS_LINK.to}
          className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
        >
          Lihat {DANGER_SIGNS_LINK.label}
        </Link>
      </p>
    </div>
  );
}

export function CalculatorResult({ view, id }: { view: CalculationView; id: string }) {
  return (
    <ResultBox
      id={id}
      rows={resultRows(view)}
      notes={resultNotes(view)}
      planLink={view.type === "hpl"}
      dangerQuestion={dangerQuestion(view.type)}
    />
  );
}

/**
 * The result box with one empty row and one note of each kind, for the page's script
 * (app/client/calculators.ts) to clone and fill: the browser's result is the server's markup.
 */
export function CalculatorResultTemplate() {
  return (
    <template data-result-template="">
      <ResultBox
        rows={[{ label: "", value: "" }]}
        notes={[
          { text: "urgent", urgent: true },
          { text: "info", urgent: false },
        ]}
        planLink
        dangerQuestion=""
      />
    </template>
  );
}
