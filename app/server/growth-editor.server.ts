import { eq } from "drizzle-orm";
import { babyGrowthData } from "~drizzle/schema";
import { asText } from "~/domain/json";
import { sortGuidesByAge } from "~/domain/growth";
import { readSources, reviewColumns } from "~/domain/medical-review";
import type { GrowthGuideInput } from "~/schemas/growth";
import type { SessionUser } from "./auth.server";
import { auditEntry } from "./audit.server";
import { loadGrowthGuide } from "./content.server";
import type { Db } from "./db.server";

// Data access of the growth guide editor (issue 13): the admin list, the editor's values, and the
// save (the UPDATE and its audit row in one batch).

export interface GuideListItem {
  id: string;
  title: string;
}

/** Every guide, youngest first (SPEC section 9), for the admin list. */
export async function listGrowthGuides(db: Db): Promise<GuideListItem[]> {
  const rows = await db.select({ id: babyGrowthData.id, title: babyGrowthData.title }).from(babyGrowthData);
  return sortGuidesByAge(rows).map((row) => ({ id: row.id, title: asText(row.title) || row.id }));
}

/** A guide as the editor shows it: its texts, author and review fields as stored, or null. */
export async function loadGuideForEditor(db: Db, id: string) {
  const [guide, row] = await Promise.all([
    loadGrowthGuide(db, id),
    db
      .select({
        author: babyGrowthData.author,
        reviewerName: babyGrowthData.reviewerName,
        reviewerCredential: babyGrowthData.reviewerCredential,
        reviewedAt: babyGrowthData.reviewedAt,
        sources: babyGrowthData.sources,
      })
      .from(babyGrowthData)
      .where(eq(babyGrowthData.id, id))
      .get(),
  ]);
  if (!guide || !row) return null;
  return {
    id: guide.id,
    title: guide.title,
    description: guide.description,
    milestones: guide.milestones,
    stimulasi: guide.stimulasi,
    redFlags: guide.redFlags,
    author: asText(row.author),
    reviewerName: asText(row.reviewerName),
    reviewerCredential: asText(row.reviewerCredential),
    reviewedAt: asText(row.reviewedAt),
    sources: readSources(row.sources).map((source) => ({ citation: source.citation, url: source.url ?? "" })),
  };
}

export type GuideForEditor = NonNullable<Awaited<ReturnType<typeof loadGuideForEditor>>>;

/** Writes the guide and its audit row in one batch. */
export async function saveGrowthGuide(db: Db, id: string, value: GrowthGuideInput, user: SessionUser) {
  await db.batch([
    db
      .update(babyGrowthData)
      .set({
        title: value.title,
        description: value.description,
        milestones: value.milestones,
        stimulasi: value.stimulasi,
        redFlags: value.redFlags,
        author: value.author,
        ...reviewColumns(value),
        updatedAt: new Date(),
      })
      .where(eq(babyGrowthData.id, id)),
    auditEntry(db, user, { action: "update", entity: "growth_guide", entityId: id }),
  ]);
}
