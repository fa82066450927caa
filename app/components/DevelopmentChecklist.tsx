import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { ChoiceGroup } from "~/components/GrowthFields";
import { FormAlert, SubmitButton } from "~/components/forms";
import { DANGER_SIGNS_LINK } from "~/components/nav-links";
import {
  ANSWER_HINT,
  ANSWER_LABELS,
  ANSWERS,
  type DevelopmentLevel,
  LOST_OTHER_LEGEND,
  NOT_A_DIAGNOSIS,
  URGENT_NOTE,
} from "~/domain/development-check";
import { SEE_SOON, SEE_SOON_TITLE } from "~/domain/development-page";
import type { ChecklistView, DevelopmentGlanceView, ResultView } from "~/domain/development-view";
import { answerField } from "~/schemas/development";

// The development check's pieces (issue 36), the same on /perkembangan and on a child's page: the
// list as a plain form (a radio group per skill), the result, the band's activities and the next
// list, and the glance for the dashboard and the child's page. No script: every part works as HTML.

const ANSWER_OPTIONS = ANSWERS.map((value) => ({ value, label: ANSWER_LABELS[value] }));
const YES_NO = [
  { value: "ya", label: "Ya" },
  { value: "tidak", label: "Tidak" },
] as const;

/** Under a red-flag skill (ANSWER_HINT says what it means). */
export const RED_FLAG_TAG = "Penting";

/** What a refused post sent back: the values typed and a message per field. */
export interface ChecklistReply {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
}

export function ChecklistForm({
  list,
  action,
  reply,
  hidden,
  submitLabel,
  pendingLabel,
}: {
  list: ChecklistView;
  action: string;
  reply?: ChecklistReply;
  /** Fields the form sends besides the answers (an intent). */
  hidden?: Readonly<Record<string, string>>;
  submitLabel: string;
  pendingLabel: string;
}) {
  // A list that is no longer the one due (the hidden `checkpoint`) is said above the form: it is
  // no skill's missing answer, and the field has no place of its own to show a message.
  const formError = reply?.errors[""] ?? reply?.errors.checkpoint;
  // The numbers of the skills left unanswered, each a link to its question.
  const missing = reply
    ? list.items.flatMap((item, index) =>
        reply.errors[answerField(item.id)] ? [{ id: item.id, number: index + 1 }] : [],
      )
    : [];
  const lostOtherMissing = Boolean(reply?.errors.lostOther);
  return (
    <form method="post" action={action} className="mt-4 space-y-4" noValidate={false}>
      {formError ? <FormAlert title="Belum disimpan" message={formError} /> : null}
      {!formError && (missing.length > 0 || lostOtherMissing) ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Periksa kembali isian Anda: setiap pertanyaan perlu dijawab.</p>
          <p className="mt-1">
            Belum dijawab:{" "}
            {missing.map((item, index) => (
              <span key={item.id}>
                {index > 0 ? ", " : ""}
                <a href={`#soal-${item.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
                  nomor {item.number}
                </a>
              </span>
            ))}
            {lostOtherMissing ? (
              <>
                {missing.length > 0 ? ", " : ""}
                <a href="#soal-hilang" className="inline-flex min-h-11 items-center font-semibold underline">
                  pertanyaan terakhir
                </a>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <input type="hidden" name="checkpoint" value={list.months} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-stone-700">{ANSWER_HINT}</p>
      <ol className="space-y-3">
        {list.items.map((item, index) => {
          const name = answerField(item.id);
          return (
            <li
              key={item.id}
              id={`soal-${item.id}`}
              className={`scroll-mt-24 rounded-lg border bg-white p-3 ${reply?.errors[name] ? "border-red-400" : "border-stone-200"}`}
            >
              <ChoiceGroup
                legend={`${index + 1}. ${item.text}`}
                hint={
                  item.redFlag || item.hint ? (
                    <>
                      {item.redFlag ? (
                        <span className="mr-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                          {RED_FLAG_TAG}
                        </span>
                      ) : null}
                      {item.hint}
                    </>
                  ) : undefined
                }
                name={name}
                options={ANSWER_OPTIONS}
                value={reply?.values[name]}
                error={reply?.errors[name]}
              />
            </li>
          );
        })}
        <li
          id="soal-hilang"
          className={`scroll-mt-24 rounded-lg border bg-white p-3 ${lostOtherMissing ? "border-red-400" : "border-stone-200"}`}
        >
          <ChoiceGroup
            legend={LOST_OTHER_LEGEND}
            name="lostOther"
            options={YES_NO}
            value={reply?.values.lostOther}
            error={reply?.errors.lostOther}
          />
        </li>
      </ol>
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </form>
  );
}

const LEVEL_STYLE: Record<DevelopmentLevel, string> = {
  segera: "border-amber-400 bg-amber-50 text-amber-950",
  periksakan: "border-sky-300 bg-sky-50 text-sky-950",
  sesuai: "border-emerald-300 bg-emerald-50 text-emerald-950",
};

export function DevelopmentResult({ result, heading }: { result: ResultView; heading?: ReactNode }) {
  return (
    <div className={`rounded-xl border p-4 ${LEVEL_STYLE[result.level]}`} data-testid="development-result">
      {heading}
      <p className="text-lg font-bold" data-level={result.level}>
        {result.title}
      </p>
      <p className="mt-1 text-sm">{result.summary}</p>
      {result.lost.length > 0 || result.lostOther ? (
        <div className="mt-3">
          <p className="font-semibold">Kemampuan yang hilang</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {result.lost.map((text) => (
              <li key={text}>{text}</li>
            ))}
            {result.lostOther ? <li>Kemampuan lain yang dulu sudah bisa</li> : null}
          </ul>
          <p className="mt-1 text-sm">{result.regressionReason}</p>
        </div>
      ) : null}
      {result.flagged.length > 0 ? (
        <div className="mt-3">
          <p className="font-semibold">Belum bisa, dan perlu segera diperiksakan</p>
          <ul className="mt-1 list-disc space-y-2 pl-5 text-sm">
            {result.flagged.map((skill) => (
              <li key={skill.text}>
                {skill.text}
                <span className="block text-stone-700">{skill.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.notYet.length > 0 ? (
        <div className="mt-3">
          <p className="font-semibold">Belum bisa</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {result.notYet.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-sm">{result.action}</p>
      {result.level === "segera" ? <UrgentLine className="mt-2 text-sm" /> : null}
      <p className="mt-2 text-xs text-stone-700">{NOT_A_DIAGNOSIS}</p>
    </div>
  );
}

/** The Buku KIA's balita danger signs: not a matter of days but of now. */
export function UrgentLine({ className = "" }: { className?: string }) {
  return (
    <p className={`font-semibold text-red-800 ${className}`}>
      {URGENT_NOTE}{" "}
      <Link to={DANGER_SIGNS_LINK.to} className="underline">
        Lihat {DANGER_SIGNS_LINK.label}
      </Link>
    </p>
  );
}

/** When to see the midwife or doctor soon whatever the list says, then what the page adds. */
export function SeeSoonSection({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <section id="kapan" aria-labelledby="kapan-title" className={`scroll-mt-24 ${className}`}>
      <h2 id="kapan-title" className="text-xl font-bold text-stone-900">
        {SEE_SOON_TITLE}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800 marker:text-teal-700">
        {SEE_SOON.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <UrgentLine className="mt-3" />
      {children}
    </section>
  );
}

/** The band's activities at home, and the skills the child is learning now. */
export function StimulationSection({
  band,
  next,
  headingLevel = "h2",
}: {
  band: { label: string; stimulation: readonly string[] };
  next: ChecklistView | null;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <>
      <Heading id="stimulasi-title" className="text-xl font-bold text-stone-900">
        Stimulasi di rumah, usia {band.label}
      </Heading>
      <p className="mt-2 text-sm text-stone-700">
        Lakukan setiap hari dalam suasana aman, nyaman, dan menyenangkan, oleh orang tua maupun anggota keluarga lain.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800 marker:text-teal-700">
        {band.stimulation.map((activity) => (
          <li key={activity}>{activity}</li>
        ))}
      </ul>
      {next ? (
        <details className="mt-4 rounded-lg border border-stone-200 bg-white p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-teal-800">
            Yang sedang dipelajari: daftar usia {next.ageLabel}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {next.items.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** A child's development at a glance (dashboard, child's page). */
export function DevelopmentGlance({ glance, readOnly = false }: { glance: DevelopmentGlanceView; readOnly?: boolean }) {
  const page = href("/dashboard/anak/:id/perkembangan", { id: String(glance.childId) });
  return (
    <div className="space-y-1 text-sm" data-testid="development-glance">
      {glance.due ? (
        <p className="font-medium text-sky-950">
          Daftar perkembangan usia {glance.due.ageLabel}
          {glance.corrected ? " (usia koreksi)" : ""} belum diisi.{" "}
          {readOnly ? null : (
            <Link to={`${page}#cek`} className="inline-flex min-h-11 items-center text-teal-800 underline">
              Isi sekarang
            </Link>
          )}
        </p>
      ) : null}
      {glance.latest ? (
        <p className={glance.latest.level === "sesuai" ? "text-stone-700" : "font-medium text-amber-950"}>
          Cek terakhir ({glance.latest.date}, daftar usia {glance.latest.ageLabel}): {glance.latest.title}.
        </p>
      ) : null}
      {glance.next ? (
        <p className="text-stone-700">
          Daftar berikutnya: usia {glance.next.ageLabel}
          {glance.corrected && glance.next.corrected ? " (usia koreksi)" : ""}, mulai {glance.next.date}.
        </p>
      ) : null}
    </div>
  );
}
