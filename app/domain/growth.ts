import { reviewIsStale } from "./medical-review";

/**
 * Months used to order a growth guide by its age label (SPEC section 9): a label containing
 * "bulan" uses its first number as months, "tahun" its first number times 12, anything else
 * (or a label without a number) 99, so it sorts last. "7-12-bulan" is 7, "1-2-tahun" is 12.
 */
export function guideAgeInMonths(label: string): number {
  const lower = label.toLowerCase();
  const first = /\d+/.exec(lower);
  if (!first) return 99;
  const value = Number(first[0]);
  if (lower.includes("bulan")) return value;
  if (lower.includes("tahun")) return value * 12;
  return 99;
}

/**
 * Months at the end of a label's range, to break ties of the spec's rule: "12-18-bulan" (18)
 * comes before "1-2-tahun" (24), though both start at 12 months. A single age is its own end.
 */
export function guideAgeEndInMonths(label: string): number {
  const start = guideAgeInMonths(label);
  if (start === 99) return 99;
  const numbers = label.match(/\d+/g)!.map(Number);
  const end = numbers[1] ?? numbers[0]!;
  return label.toLowerCase().includes("bulan") ? end : end * 12;
}

/** Guides youngest first (SPEC section 9); ties by the end of the range, then by label. */
export function sortGuidesByAge<T extends { id: string }>(guides: readonly T[]): T[] {
  return [...guides].sort(
    (a, b) =>
      guideAgeInMonths(a.id) - guideAgeInMonths(b.id) ||
      guideAgeEndInMonths(a.id) - guideAgeEndInMonths(b.id) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The age band of a guide id in months ("1-2-tahun" is 12-24, "6-bulan" is 6-6), or null unless
 * the id is exactly "N-bulan", "N-M-bulan", "N-tahun" or "N-M-tahun" with M not below N. Stricter
 * than the ordering rule on purpose: a mixed label such as "1-tahun-6-bulan" must never get the
 * WHO ranges of the wrong ages.
 */
export function guideAgeBand(id: string): { startMonths: number; endMonths: number } | null {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?-(bulan|tahun)$/.exec(id);
  if (!match) return null;
  const unit = match[3] === "tahun" ? 12 : 1;
  const startMonths = Number(match[1]) * unit;
  const endMonths = Number(match[2] ?? match[1]) * unit;
  return endMonths >= startMonths ? { startMonths, endMonths } : null;
}

/** The texts of a guide that a medical review vouches for. */
export interface GuideTexts {
  title: string;
  description: string;
  milestones: { motorik: string[]; kognitif: string[]; sosialEmosional: string[]; bahasa: string[] };
  stimulasi: string[];
  redFlags: string[];
}

const textsKey = (texts: GuideTexts) =>
  JSON.stringify([
    texts.title,
    texts.description,
    texts.milestones.motorik,
    texts.milestones.kognitif,
    texts.milestones.sosialEmosional,
    texts.milestones.bahasa,
    texts.stimulasi,
    texts.redFlags,
  ]);

/** Decision 011 for a growth guide: see `reviewIsStale`. True when the save must be refused. */
export function reviewNeedsRenewal(
  before: GuideTexts & { reviewedAt: string | null; reviewerName?: string | null },
  after: GuideTexts & { reviewerName: string; reviewedAt: string },
  today: string,
): boolean {
  return reviewIsStale({ ...before, texts: textsKey(before) }, { ...after, texts: textsKey(after) }, today);
}
