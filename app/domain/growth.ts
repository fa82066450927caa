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

/** The age band of a guide label in months ("1-2-tahun" is 12-24), or null without one. */
export function guideAgeBand(label: string): { startMonths: number; endMonths: number } | null {
  const startMonths = guideAgeInMonths(label);
  if (startMonths === 99) return null;
  return { startMonths, endMonths: guideAgeEndInMonths(label) };
}
