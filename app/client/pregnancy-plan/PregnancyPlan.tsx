import { Link } from "react-router";
import { FORM_DOWNLOAD, FORM_PRINT } from "../forms/contract";
import { attr } from "../names";
import {
  PLAN_CALENDAR,
  PLAN_GROUP,
  PLAN_ITEM,
  PLAN_OFFLINE_MESSAGE,
  PLAN_OFFLINE_TITLE,
  PLAN_STATE,
  PLAN_STATE_BADGE,
  PLAN_TEMPLATE,
  planSlot,
} from "./contract";
import type { PlanItemView, PlanView } from "~/domain/plan-view";
import { SUGGESTED_DAYS_NOTE, VISIT_SPLIT_NOTE } from "~/domain/pregnancy-plan";
import { buttonClass } from "~/components/Button";
import { DANGER_SIGNS_LINK } from "~/components/nav-links";

// The pregnancy plan under an HPL result (issue 18, decision 048): every item with its dated
// window, where it stands today and its sources; a calendar file and a print of one A4 page.
// The calculators' script fills the same markup (PregnancyPlanTemplate) without a page load.

/** Where the calendar form posts (app/routes/calculators/calendar.tsx). */
export const CALENDAR_ACTION = "/kalkulator/kalender";

const STATE_STYLE: Record<PlanItemView["state"], string> = {
  past: "bg-stone-100 text-stone-700 border-stone-300",
  now: "bg-teal-700 text-white border-teal-700",
  later: "bg-white text-stone-800 border-stone-300",
};

function StateBadge({ state, label }: { state: PlanItemView["state"]; label: string }) {
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold print:border-0 print:p-0 print:text-[7pt] ${STATE_STYLE[state]}`}
      {...attr(PLAN_STATE_BADGE, state)}
    >
      {label}
    </span>
  );
}

/** One item; `skeleton` renders a badge of each state, for the script to keep the right one. */
function PlanItem({ item, skeleton = false }: { item: PlanItemView; skeleton?: boolean }) {
  return (
    <li
      {...attr(PLAN_ITEM, item.dangerSign ? "danger" : "plain")}
      {...attr(PLAN_STATE, item.state)}
      className={`break-inside-avoid rounded-lg border p-3 print:rounded-none print:border-0 print:border-b print:px-0 print:py-0.5 print:leading-tight ${item.dangerSign ? "border-red-300 bg-red-50" : "border-stone-200 bg-white"}`}
    >
      <h4 className="font-semibold text-stone-900" {...planSlot("title")}>
        {item.title}
      </h4>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm print:mt-0 print:text-[7.5pt]">
        <span className="font-medium text-stone-900" {...planSlot("when")}>
          {item.when}
        </span>
        {skeleton || item.until !== null ? (
          <span className="text-stone-700 print:hidden" {...planSlot("until")}>
            {item.until}
          </span>
        ) : null}
        {skeleton ? (
          (["past", "now", "later"] as const).map((state) => <StateBadge key={state} state={state} label="" />)
        ) : item.stateLabel ? (
          <StateBadge state={item.state} label={item.stateLabel} />
        ) : null}
      </p>
      <p className="mt-1 text-sm text-stone-700 print:mt-0 print:text-[6.5pt]" {...planSlot("detail")}>
        {item.detail}
      </p>
      {item.dangerSign ? (
        <p className="mt-1 text-sm print:hidden" {...planSlot("danger-link")}>
          <Link
            to={DANGER_SIGNS_LINK.to}
            className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
          >
            Lihat semua {DANGER_SIGNS_LINK.label}
          </Link>
        </p>
      ) : null}
      <p className="mt-1 text-xs text-stone-600 print:hidden">
        Sumber: <span {...planSlot("sources")}>{item.sources.map((n) => `[${n}]`).join(" ")}</span>
      </p>
    </li>
  );
}

/** The plan; `skeleton` renders every shape once, for the template the script fills. */
export function PregnancyPlanSection({
  view,
  skeleton = false,
  readOnly = false,
}: {
  view: PlanView;
  skeleton?: boolean;
  /** As the midwives see it (issue 38): the same plan, without her calendar, print and share buttons. */
  readOnly?: boolean;
}) {
  return (
    <section
      id="rencana"
      aria-labelledby="rencana-title"
      className={`${readOnly ? "" : "pregnancy-plan "}mt-10 scroll-mt-24 rounded-xl border border-teal-200 bg-teal-50/40 p-5 sm:p-6 print:mt-0 print:border-0 print:bg-white print:p-0 print:text-[7.5pt]`}
    >
      <h2 id="rencana-title" className="text-2xl font-bold text-stone-900 print:text-[12pt]">
        Rencana Kehamilan Anda
      </h2>
      <p className="mt-2 font-medium text-stone-900 print:mt-0.5 print:text-[8.5pt]" {...planSlot("status")}>
        {view.status}
      </p>
      <p className="mt-2 text-sm text-stone-700 print:mt-0.5 print:text-[7pt]">
        Jadwal minimal menurut Kemenkes: 6 kali periksa hamil, 2 kali di antaranya dengan dokter (trimester 1 dan 3).
        Tanggal adalah perkiraan dari HPL, dan tanggal saran hanya anjuran; ikuti jadwal dari bidan atau dokter Anda.
        Ada tanda bahaya? Segera ke fasilitas kesehatan, jangan menunggu jadwal.
      </p>
      <p className="mt-2 text-sm text-stone-700 print:hidden" data-testid="visit-split">
        {VISIT_SPLIT_NOTE}
      </p>
      <p className="mt-2 text-sm text-stone-700 print:hidden">{SUGGESTED_DAYS_NOTE}</p>
      {readOnly ? null : (
        <>
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            <form
              method="post"
              action={CALENDAR_ACTION}
              {...attr(PLAN_CALENDAR)}
              {...attr(FORM_DOWNLOAD)}
              {...attr(PLAN_OFFLINE_TITLE, "Kalender belum bisa dibuat")}
              {...attr(PLAN_OFFLINE_MESSAGE, "Anda sedang offline. Tekan Tambahkan ke kalender lagi saat online.")}
            >
              <input type="hidden" name="lastPeriod" value={view.lastPeriod} />
              <input type="hidden" name="cycleLength" value={String(view.cycleLength)} />
              <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                Tambahkan ke kalender
              </button>
            </form>
            <button
              type="button"
              {...attr(FORM_PRINT)}
              hidden
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Cetak rencana
            </button>
          </div>
          <p className="mt-3 text-sm print:hidden">
            <a
              href={view.share}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
              data-testid="whatsapp-share"
              {...planSlot("share")}
            >
              Kirim ke WhatsApp<span className="sr-only"> (rencana kehamilan; membuka WhatsApp)</span>
            </a>
            <span className="block text-xs text-stone-600">
              Berisi tanggal, tanpa nama. Anda bisa mengubahnya di WhatsApp sebelum dikirim.
            </span>
          </p>
        </>
      )}
      <div {...planSlot("groups")}>
        {view.groups.map((group) => (
          <div key={group.id} {...attr(PLAN_GROUP, group.id)} className="mt-6 print:mt-1.5">
            <h3 className="text-lg font-semibold text-teal-900 print:text-[9pt]" {...planSlot("heading")}>
              {group.heading}
            </h3>
            {group.note !== null ? (
              <p className="mt-1 text-sm text-stone-700 print:mt-0 print:text-[7pt]" {...planSlot("note")}>
                {group.note}
              </p>
            ) : null}
            <ol className="mt-2 space-y-2 print:mt-0.5 print:columns-3 print:gap-3 print:space-y-0">
              {skeleton
                ? [
                    <PlanItem key="plain" item={{ ...group.items[0]!, dangerSign: false }} skeleton />,
                    <PlanItem key="danger" item={{ ...group.items[0]!, dangerSign: true }} skeleton />,
                  ]
                : group.items.map((item) => <PlanItem key={item.id} item={item} />)}
            </ol>
          </div>
        ))}
      </div>
      <h3 className="mt-6 text-base font-semibold text-stone-900 print:hidden">Sumber</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-xs text-stone-700 print:hidden" {...planSlot("sources")}>
        {view.sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ol>
    </section>
  );
}

const EMPTY_ITEM: PlanItemView = {
  id: "",
  title: "",
  when: "",
  until: "",
  state: "later",
  stateLabel: "",
  detail: "",
  sources: [],
  dangerSign: false,
};

/** Every shape of the plan, for the calculators' script (./script.ts) to fill. */
export function PregnancyPlanTemplate() {
  const skeleton: PlanView = {
    status: "",
    groups: [{ id: "kehamilan", heading: "", note: "", items: [EMPTY_ITEM] }],
    sources: [""],
    lastPeriod: "" as PlanView["lastPeriod"],
    cycleLength: 28,
    share: "",
  };
  return (
    <template {...attr(PLAN_TEMPLATE)}>
      <PregnancyPlanSection view={skeleton} skeleton />
    </template>
  );
}
