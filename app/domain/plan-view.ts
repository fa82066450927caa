// What the pregnancy plan says on a page (issue 18): the server renders it with React
// (app/components/PregnancyPlan.tsx) and the calculators' script fills the page's own markup with
// it, so both say the same.
import { CYCLE_DEFAULT, CYCLE_MAX, CYCLE_MIN, hplTooOld } from "./calculators";
import { formatLongDate, type IsoDate, parseIsoDate } from "./dates";
import { planShareText, whatsappShareUrl } from "./whatsapp-share";
import {
  formatWindow,
  PLAN_SOURCES,
  pregnancyPlan,
  type PlanGroup,
  RECOUNT_NOTE,
  type PlanSource,
  type PregnancyPlan,
  windowState,
} from "./pregnancy-plan";

export const PLAN_GROUP_HEADINGS: Record<PlanGroup, string> = {
  kehamilan: "Selama hamil",
  persiapan: "Persiapan persalinan",
  nifas: "Setelah melahirkan: Ibu (masa nifas)",
  bayi: "Setelah melahirkan: bayi baru lahir",
};

export type PlanState = "past" | "now" | "later";

export interface PlanItemView {
  id: string;
  title: string;
  when: string;
  /** A visit with suggested days: until when it still counts (not printed: one A4 page). */
  until: string | null;
  state: PlanState;
  stateLabel: string;
  detail: string;
  /** Numbers in the plan's source list. */
  sources: number[];
  dangerSign: boolean;
}

export interface PlanView {
  status: string;
  /** Each group's heading and items; `note` under the heading (after birth: the dates are estimates). */
  groups: { id: PlanGroup; heading: string; note: string | null; items: PlanItemView[] }[];
  sources: string[];
  /** For the calendar form: what the plan was made from. */
  lastPeriod: IsoDate;
  cycleLength: number;
  /** "Kirim ke WhatsApp": the share address of the plan's short text (decision 074). */
  share: string;
}

/** Before birth, a visit or test whose window has passed is still owed: say so. */
const OWED = new Set(["k1", "k2", "k3", "lab-t1", "td"]);

function stateLabel(id: string, state: PlanState, dangerSign: boolean): string {
  // A danger sign is not a task with a time: its window is its badge-less date line.
  if (dangerSign) return "";
  if (state === "now") return "Sekarang";
  if (state === "later") return "Nanti";
  return OWED.has(id) ? "Sudah lewat. Belum? Segera periksakan diri." : "Sudah lewat";
}

/**
 * The plan as the page shows it on `today`. `origin`: the site's address for the danger-signs link
 * in the WhatsApp text, or null when there is none to trust.
 */
export function planView(plan: PregnancyPlan, origin: string | null = null): PlanView {
  const sourceOrder: PlanSource[] = [];
  const numberOf = (source: PlanSource) => {
    if (!sourceOrder.includes(source)) sourceOrder.push(source);
    return sourceOrder.indexOf(source) + 1;
  };
  const groups = (Object.keys(PLAN_GROUP_HEADINGS) as PlanGroup[]).map((group) => ({
    id: group,
    heading: PLAN_GROUP_HEADINGS[group],
    note: group === "nifas" || group === "bayi" ? RECOUNT_NOTE : null,
    items: plan.items
      .filter((item) => item.group === group)
      .map((item): PlanItemView => {
        const windowNow = windowState(item.window, plan.today);
        // A visit whose trimester has begun but whose suggested days are ahead is "later", and may
        // be done earlier (decision 077).
        // K1 stays "now": as early as possible once she knows.
        const early =
          windowNow === "now" &&
          item.id !== "k1" &&
          item.suggested !== undefined &&
          plan.today < item.suggested.window.start;
        const state = early ? "later" : windowNow;
        return {
          id: item.id,
          title: item.title,
          when: item.suggested
            ? `Saran: ${formatWindow(item.suggested.window)} (${item.suggested.label.replace("usia kehamilan ", "")}).`
            : formatWindow(item.window),
          until: item.suggested ? `Masih terhitung sampai ${formatLongDate(item.window.end)}.` : null,
          state,
          stateLabel: early ? "Nanti, boleh lebih awal" : stateLabel(item.id, state, item.dangerSign === true),
          detail: item.detail,
          sources: item.sources.map(numberOf),
          dangerSign: item.dangerSign === true,
        };
      }),
  }));
  const age = `${plan.weeks} minggu ${plan.days} hari`;
  // Past the due date she may well have given birth: no pregnancy age, both cases said.
  const status = plan.pastDueDate
    ? `HPL ${formatLongDate(plan.dueDate)} sudah lewat. Bila belum melahirkan, segera periksakan diri ke bidan atau dokter hari ini. Bila sudah, ikuti kunjungan nifas dan kunjungan bayi baru lahir di bawah.`
    : plan.adjustedLastPeriod > plan.today
      ? `Karena siklus haid Ibu ${plan.cycleLength} hari, usia kehamilan baru mulai dihitung pada ${formatLongDate(plan.adjustedLastPeriod)}. HPL: ${formatLongDate(plan.dueDate)}.`
      : `Usia kehamilan hari ini ${age} (trimester ${plan.trimester}). HPL: ${formatLongDate(plan.dueDate)}.`;
  const view = {
    status,
    groups,
    sources: sourceOrder.map((source) => PLAN_SOURCES[source]),
    lastPeriod: plan.lastPeriod,
    cycleLength: plan.cycleLength,
  };
  return { ...view, share: whatsappShareUrl(planShareText(status, planShareItems(view), origin)) };
}

/**
 * The plan of a member's saved HPL calculation (its stored input), on `today`; null when the
 * input is unreadable or the last period is older than the HPL calculator takes (44 weeks,
 * decision 013), where the whole plan could no longer be opened, unless `anyAge` (the reminders,
 * once a birth date counts the visits after birth). Rows saved before the cycle was asked for are
 * 28 days.
 */
export function savedPlan(input: unknown, today: IsoDate, options: { anyAge?: boolean } = {}): PregnancyPlan | null {
  if (typeof input !== "object" || input === null) return null;
  const { lastPeriod, cycleLength } = input as { lastPeriod?: unknown; cycleLength?: unknown };
  const date = parseIsoDate(lastPeriod);
  if (!date) return null;
  const cycle =
    typeof cycleLength === "number" &&
    Number.isInteger(cycleLength) &&
    cycleLength >= CYCLE_MIN &&
    cycleLength <= CYCLE_MAX
      ? cycleLength
      : CYCLE_DEFAULT;
  return !options.anyAge && hplTooOld(date, cycle, today) ? null : pregnancyPlan(date, cycle, today);
}

/** The dashboard's glance at a plan: where the pregnancy stands and what comes next. */
/** The visits and tests whose window has passed and that are still owed (before birth), then the glance's items. */
export function planShareItems(view: Pick<PlanView, "groups" | "status">, count = 4): PlanItemView[] {
  const owed = view.groups
    .flatMap((group) => group.items)
    .filter((item) => item.state === "past" && OWED.has(item.id) && !item.dangerSign);
  return [...owed, ...planGlance(view, count).next];
}

export function planGlance(
  view: Pick<PlanView, "groups" | "status">,
  count = 4,
): { status: string; next: PlanItemView[] } {
  const items = view.groups.flatMap((group) => group.items).filter((item) => !item.dangerSign && item.state !== "past");
  const now = items.filter((item) => item.state === "now");
  return { status: view.status, next: [...now, ...items.filter((item) => item.state === "later")].slice(0, count) };
}
