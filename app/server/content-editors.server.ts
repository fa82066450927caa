import { asc, eq } from "drizzle-orm";
import { aboutPage, legalPages, qnaGuidelines, servicesInfo } from "~drizzle/schema";
import type { LegalPageId, QualificationItem, ServicePoint } from "~drizzle/types";
import { asRecord, asText, asTextList } from "~/domain/json";
import type { SessionUser } from "./auth.server";
import { auditEntry } from "./audit.server";
import type { Db } from "./db.server";

// Reading and saving the four content editors of issue 13. Readers here are for the editors
// (a D1 failure throws to the error page, so a form is never shown empty over stored content);
// the public pages read through content.server.ts. Every save is one db.batch with its audit row.

type Actor = Pick<SessionUser, "id" | "name">;

// ---------------------------------------------------------------------------------------------
// Q&A guidelines (row 1)

export type GuidelinesForm = {
  dos: string[];
  donts: string[];
  importantNote: string;
};

export async function loadGuidelinesForm(db: Db): Promise<GuidelinesForm> {
  const row = await db.select().from(qnaGuidelines).where(eq(qnaGuidelines.id, 1)).get();
  return {
    dos: asTextList(row?.dos),
    donts: asTextList(row?.donts),
    importantNote: asText(row?.importantNote),
  };
}

export async function saveGuidelines(db: Db, actor: Actor, value: GuidelinesForm) {
  const fields = {
    dos: value.dos,
    donts: value.donts,
    importantNote: value.importantNote || null,
    updatedAt: new Date(),
  };
  await db.batch([
    db
      .insert(qnaGuidelines)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: qnaGuidelines.id, set: fields }),
    auditEntry(db, actor, { action: "update", entity: "qna_guidelines" }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Services (the first row; the schema allows only id 1)

export type ServicesForm = {
  title: string;
  description: string;
  points: ServicePoint[];
};

export async function loadServicesForm(db: Db): Promise<ServicesForm> {
  const row = await db.select().from(servicesInfo).orderBy(asc(servicesInfo.id)).limit(1).get();
  const points = Array.isArray(row?.points) ? row.points : [];
  return {
    title: asText(row?.title),
    description: asText(row?.description),
    points: points
      .map((point) => asRecord(point))
      .map((point) => ({ title: asText(point.title), description: asText(point.description) }))
      .filter((point) => point.title !== "" || point.description !== ""),
  };
}

export async function saveServices(db: Db, actor: Actor, value: ServicesForm) {
  const fields = { title: value.title, description: value.description, points: value.points };
  // services_info holds one row and its CHECK makes it id 1: "update the first row, insert if
  // none" is an upsert of row 1.
  await db.batch([
    db
      .insert(servicesInfo)
      .values({ id: 1, ...fields, updatedAt: new Date() })
      .onConflictDoUpdate({ target: servicesInfo.id, set: { ...fields, updatedAt: new Date() } }),
    auditEntry(db, actor, { action: "update", entity: "services" }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// About page (single record, id 1)

export type AboutForm = {
  title: string;
  content: string;
  imageUrl: string | null;
  qualificationsTitle: string;
  qualifications: QualificationItem[];
};

/** The stored record, or null when none exists yet (the first save creates it). */
export async function loadAboutForm(db: Db): Promise<AboutForm | null> {
  const row = await db.select().from(aboutPage).where(eq(aboutPage.id, 1)).get();
  if (!row) return null;
  const list: unknown = row.qualificationsList;
  return {
    title: asText(row.title),
    content: asText(row.content),
    imageUrl: asText(row.imageUrl) || null,
    qualificationsTitle: asText(row.qualificationsTitle),
    qualifications: asTextList(Array.isArray(list) ? list.map((entry) => asRecord(entry).item) : []).map((item) => ({
      item,
    })),
  };
}

/**
 * Writes the about record: updates it if it exists, else creates it (one statement, an upsert of
 * row 1), with its audit row. `imageUrl` undefined keeps the stored image.
 */
export async function saveAbout(
  db: Db,
  actor: Actor,
  value: Omit<AboutForm, "imageUrl"> & { imageUrl?: string | null },
  existed: boolean,
) {
  const fields = {
    title: value.title,
    content: value.content,
    qualificationsTitle: value.qualificationsTitle || null,
    qualificationsList: value.qualifications,
    updatedAt: new Date(),
    ...(value.imageUrl === undefined ? {} : { imageUrl: value.imageUrl }),
  };
  await db.batch([
    db
      .insert(aboutPage)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: aboutPage.id, set: fields }),
    auditEntry(db, actor, { action: existed ? "update" : "create", entity: "about" }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Legal pages

export type LegalForm = {
  title: string;
  content: string;
};

export async function loadLegalForm(db: Db, id: LegalPageId): Promise<LegalForm> {
  const row = await db.select().from(legalPages).where(eq(legalPages.id, id)).get();
  return { title: asText(row?.title), content: asText(row?.content) };
}

export async function saveLegal(db: Db, actor: Actor, id: LegalPageId, value: LegalForm) {
  const fields = { title: value.title, content: value.content, updatedAt: new Date() };
  await db.batch([
    db
      .insert(legalPages)
      .values({ id, ...fields })
      .onConflictDoUpdate({ target: legalPages.id, set: fields }),
    auditEntry(db, actor, { action: "update", entity: "legal", entityId: id }),
  ]);
}
