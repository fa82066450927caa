import { Link } from "react-router";
import { attr } from "../names";
import { CALC_NOTE, CALC_PLAN_LINK, CALC_RESULT_TEMPLATE, calculatorSlot } from "./contract";
import { DANGER_SIGNS_LINK } from "~/components/nav-links";
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
          {...attr(CALC_NOTE, note.urgent ? "urgent" : "info")}
          className={`mt-2 text-sm ${note.urgent ? "rounded border border-red-300 bg-red-50 p-2 font-semibold text-red-900" : "text-stone-700"}`}
        >
          {note.text}
        </p>
      ))}
      {planLink ? (
        <p className="mt-2" {...attr(CALC_PLAN_LINK)}>
          <a href="#rencana" className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline">
            Lihat rencana kehamilan Anda
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-stone-700" {...calculatorSlot("danger-question")}>
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
 * (./script.ts) to clone and fill: the browser's result is the server's markup.
 */
export function CalculatorResultTemplate() {
  return (
    <template {...attr(CALC_RESULT_TEMPLATE)}>
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
