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

/** Guides youngest first; equal ages keep a stable order by label. */
export function sortGuidesByAge<T extends { id: string }>(guides: readonly T[]): T[] {
  return [...guides].sort((a, b) => guideAgeInMonths(a.id) - guideAgeInMonths(b.id) || a.id.localeCompare(b.id));
}
