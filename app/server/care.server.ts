import { and, desc, eq, isNull } from "drizzle-orm";
import { careConsents, careMarks, careNotes, careViews, children } from "~drizzle/schema";
import type { ChildSex, MeasurementPosition } from "~drizzle/types";
import { CARE_VIEWS_SHOWN } from "~/domain/care";
import { type CareFlag, currentMarks, triage, urgency } from "~/domain/care-list";
import { type CareChild, recordFlags, scoredRecord } from "~/domain/care-record";
import type { CalendarToday, IsoDate } from "~/domain/dates";
import type { GrowthTables } from "~/domain/who/zscore";
import { readChecks } from "./development.server";
import { type ChildFacts, childItems, pregnancyItems, type ReminderItem } from "~/domain/reminders";
import type { SessionUser } from "./auth.server";
import type { Db } from "./db.server";

// Ibu & anak binaan (issue 38, decision 078): a member's consent to share with the midwives.
// Every statement names the member in its own WHERE: a forged id reaches nothing.

/** Her consents, newest first (the standing one, if any, first), and the midwives' views of her data. */
export async function getCarePage(db: Db, userId: string) {
  const [consents, views, notes, marks, kids] = await db.batch([
    db
      .select({ grantedAt: careConsents.grantedAt, withdrawnAt: careConsents.withdrawnAt })
      .from(careConsents)
      .where(eq(careConsents.userId, userId))
      .orderBy(desc(careConsents.grantedAt), desc(careConsents.id))
      .limit(20),
    db
      .select({ viewerName: careViews.viewerName, createdAt: careViews.createdAt })
      .from(careViews)
      .where(eq(careViews.memberId, userId))
      .orderBy(desc(careViews.createdAt), desc(careViews.id))
      .limit(CARE_VIEWS_SHOWN),
    db
      .select({
        id: careNotes.id,
        authorName: careNotes.authorName,
        note: careNotes.note,
        childId: careNotes.childId,
        createdAt: careNotes.createdAt,
      })
      .from(careNotes)
      .where(eq(careNotes.memberId, userId))
      .orderBy(desc(careNotes.createdAt), desc(careNotes.id)),
    db
      .select({ itemKey: careMarks.itemKey, markedByName: careMarks.markedByName, createdAt: careMarks.createdAt })
      .from(careMarks)
      .where(eq(careMarks.memberId, userId))
      .orderBy(desc(careMarks.createdAt)),
    db.select({ id: children.id, name: children.name }).from(children).where(eq(children.userId, userId)),
  ]);
  const standing = consents.find((row) => row.withdrawnAt === null) ?? null;
  return { standing, consents, views, notes, marks, children: kids };
}

/**
 * Gives her consent (from now) or withdraws the standing one (from now). Giving it while one
 * stands, or withdrawing when none does, changes nothing; the unique index keeps one standing.
 */
export async function setCareConsent(db: Db, userId: string, share: boolean, now = new Date()): Promise<boolean> {
  if (!share) {
    // Withdrawn: the midwives' notes and marks on her go with it (UU 27/2022: data whose consent is
    // withdrawn is deleted); the record of who viewed her data stays, for her to see.
    const [rows] = await db.batch([
      db
        .update(careConsents)
        .set({ withdrawnAt: now })
        .where(and(eq(careConsents.userId, userId), isNull(careConsents.withdrawnAt)))
        .returning({ id: careConsents.id }),
      db.delete(careNotes).where(eq(careNotes.memberId, userId)),
      db.delete(careMarks).where(eq(careMarks.memberId, userId)),
    ]);
    return rows.length > 0;
  }
  const rows = await db
    .insert(careConsents)
    .values({ userId, grantedAt: now })
    .onConflictDoNothing()
    .returning({ id: careConsents.id });
  return rows.length > 0;
}

/**
 * The practice's marks on her items (newest first), for her own dashboard and child pages: a
 * statement for their batches. Withdrawing her consent deletes them, so none outlive it.
 */
export function careMarksQuery(db: Db, userId: string) {
  return db
    .select({ itemKey: careMarks.itemKey, markedByName: careMarks.markedByName, createdAt: careMarks.createdAt })
    .from(careMarks)
    .where(eq(careMarks.memberId, userId))
    .orderBy(desc(careMarks.createdAt), desc(careMarks.id));
}

// ---------------------------------------------------------------------------------------------
// The midwives' follow-up list

/** Members shown per page of the list (sorted by urgency across all of them first). */
export const CARE_PAGE_SIZE = 200;

/**
 * Measurements per child the list reads: two years of monthly weighings, enough for 2T and for a
 * fall across the lines within them; her page reads them all (decision 079).
 */
export const LIST_MEASUREMENTS = 24;

/** Only members whose consent stands; a withdrawn one is gone from the very next request. */
const STANDING = "SELECT user_id FROM care_consents WHERE withdrawn_at IS NULL";

export interface CareMemberRows {
  members: { id: string; name: string; email: string; phone: string | null; birth_date: string | null }[];
  hpl: { id: number; user_id: string; input_data: string; created_at: number }[];
  children: {
    id: number;
    user_id: string;
    name: string;
    sex: ChildSex;
    birth_date: string;
    gestational_weeks: number | null;
  }[];
  doses: { id: number; child_id: number; dose: string; given_on: string; place: string | null }[];
  /** Every development check, newest first. */
  checks: {
    id: number;
    child_id: number;
    checkpoint: number;
    checked_on: string;
    age_used: "koreksi" | "kronologis";
    answers: string;
    lost_other: number;
  }[];
  /** Every measurement, newest first. */
  measurements: {
    id: number;
    child_id: number;
    measured_on: string;
    weight_kg: number | null;
    length_cm: number | null;
    position: MeasurementPosition | null;
    head_cm: number | null;
    arm_cm: number | null;
    oedema: number | null;
  }[];
  questions: { user_id: string; waiting: number }[];
  marks: { member_id: string; item_key: string; marked_by_name: string; created_at: number }[];
  notes: { id: number; child_id: number | null; author_name: string; note: string; created_at: number }[];
}

/**
 * Every consenting member and everything her items and flags are made of, in one round trip
 * (decision 079: the list is sorted by urgency across all of them, so all are read; the number of
 * rows grows with the members, the round trips do not). `memberId` narrows it to one member (her
 * page), still only while she consents; `before` runs first in the same batch.
 */
export async function readCareMembers(
  db: D1Database,
  { memberId, before = [] }: { memberId?: string; before?: D1PreparedStatement[] } = {},
): Promise<CareMemberRows> {
  const page = memberId ? { sql: `${STANDING} AND user_id = ?`, values: [memberId] } : { sql: STANDING, values: [] };
  const inPage = `IN (${page.sql})`;
  const statement = (text: string) => db.prepare(text).bind(...page.values);
  const childrenOf = `SELECT id FROM children WHERE user_id ${inPage}`;
  const results = await db.batch([
    ...before,
    statement(
      `SELECT u.id, u.name, u.email, u.phone, s.birth_date FROM users u LEFT JOIN reminder_settings s ON s.user_id = u.id WHERE u.id ${inPage} ORDER BY u.name, u.id`,
    ),
    statement(
      `SELECT id, user_id, input_data, created_at FROM calculator_history WHERE id IN (SELECT max(id) FROM calculator_history WHERE calculator_type = 'hpl' AND user_id ${inPage} GROUP BY user_id)`,
    ),
    statement(
      `SELECT id, user_id, name, sex, birth_date, gestational_weeks FROM children WHERE user_id ${inPage} ORDER BY birth_date, id`,
    ),
    statement(
      `SELECT id, child_id, dose, given_on, place FROM child_immunisations WHERE child_id IN (${childrenOf}) ORDER BY given_on, id`,
    ),
    // Her page: every check and measurement, as her own pages read them. The list: what its items
    // and flags need, bounded per child whatever she stores (decision 079): the newest check of
    // each list (the newest of all is among them) and the newest LIST_MEASUREMENTS measurements.
    statement(
      memberId
        ? `SELECT id, child_id, checkpoint, checked_on, age_used, answers, lost_other FROM child_development_checks WHERE child_id IN (${childrenOf}) ORDER BY checked_on DESC, id DESC`
        : `SELECT id, child_id, checkpoint, checked_on, age_used, answers, lost_other FROM (SELECT *, row_number() OVER (PARTITION BY child_id, checkpoint ORDER BY checked_on DESC, id DESC) AS n FROM child_development_checks WHERE child_id IN (${childrenOf})) WHERE n = 1 ORDER BY checked_on DESC, id DESC`,
    ),
    statement(
      memberId
        ? `SELECT id, child_id, measured_on, weight_kg, length_cm, position, head_cm, arm_cm, oedema FROM child_measurements WHERE child_id IN (${childrenOf}) ORDER BY measured_on DESC, id DESC`
        : `SELECT id, child_id, measured_on, weight_kg, length_cm, position, head_cm, arm_cm, oedema FROM (SELECT *, row_number() OVER (PARTITION BY child_id ORDER BY measured_on DESC, id DESC) AS n FROM child_measurements WHERE child_id IN (${childrenOf})) WHERE n <= ${LIST_MEASUREMENTS} ORDER BY measured_on DESC, id DESC`,
    ),
    statement(
      `SELECT user_id, count(*) AS waiting FROM questions WHERE status = 'pending' AND user_id ${inPage} GROUP BY user_id`,
    ),
    statement(
      `SELECT member_id, item_key, marked_by_name, created_at FROM care_marks WHERE member_id ${inPage} ORDER BY created_at DESC`,
    ),
    // Notes only for one member's page (the list shows none).
    memberId
      ? statement(
          `SELECT id, child_id, author_name, note, created_at FROM care_notes WHERE member_id ${inPage} ORDER BY created_at DESC, id DESC LIMIT 50`,
        )
      : db.prepare("SELECT 1 WHERE 0"),
  ]);
  const [members, hpl, kids, doses, checks, measurements, questions, marks, notes] = results
    .slice(before.length)
    .map((result) => result.results);
  return {
    members: members as CareMemberRows["members"],
    hpl: hpl as CareMemberRows["hpl"],
    children: kids as CareMemberRows["children"],
    doses: doses as CareMemberRows["doses"],
    checks: checks as CareMemberRows["checks"],
    measurements: measurements as CareMemberRows["measurements"],
    questions: questions as CareMemberRows["questions"],
    marks: marks as CareMemberRows["marks"],
    notes: notes as CareMemberRows["notes"],
  };
}

/** A consenting member's page for a midwife: her rows and this view logged, in one round trip; null without consent. */
export async function openCareMember(
  db: D1Database,
  viewer: Pick<SessionUser, "id" | "name">,
  memberId: string,
  { log = true }: { log?: boolean } = {},
) {
  const rows = await readCareMembers(db, {
    memberId,
    before: [
      // Logged only while her consent stands (a withdrawn one shows nothing, so nothing was viewed),
      // and not for a HEAD request, which shows nobody anything.
      log
        ? db
            .prepare(
              `INSERT INTO care_views (member_id, viewer_id, viewer_name) SELECT ?, ?, ? WHERE EXISTS (${STANDING} AND user_id = ?)`,
            )
            .bind(memberId, viewer.id, viewer.name.trim() || "Bidan", memberId)
        : null,
    ].filter((statement): statement is D1PreparedStatement => statement !== null),
  });
  return rows.members.length === 1 ? rows : null;
}

/** A midwife's note on a consenting member (and one of her children, or none); false when refused. */
export async function addCareNote(
  db: D1Database,
  author: Pick<SessionUser, "id" | "name">,
  memberId: string,
  childId: number | null,
  note: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO care_notes (member_id, child_id, author_id, author_name, note) SELECT ?, ?, ?, ?, ? WHERE EXISTS (${STANDING} AND user_id = ?) AND (? IS NULL OR EXISTS (SELECT 1 FROM children WHERE id = ? AND user_id = ?))`,
    )
    .bind(memberId, childId, author.id, author.name.trim() || "Bidan", note, memberId, childId, childId, memberId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The child a "anak:<id>:..." key names; null for a pregnancy's key. */
const childOfKey = (key: string): number | null => {
  const match = /^anak:(\d+):/.exec(key);
  return match ? Number(match[1]) : null;
};

/** Marks one of her items done at the practice (or unmarks it); false when her consent does not stand. */
export async function setCareMark(
  db: D1Database,
  author: Pick<SessionUser, "id" | "name">,
  memberId: string,
  itemKey: string,
  done: boolean,
): Promise<boolean> {
  const result = done
    ? await db
        .prepare(
          // A child's item only for one of her children (the key's number). Marking again renews the
          // mark: a pregnancy's mark from before her current plan counts for nothing (currentMarks).
          `INSERT INTO care_marks (member_id, item_key, marked_by, marked_by_name) SELECT ?, ?, ?, ? WHERE EXISTS (${STANDING} AND user_id = ?) AND (? IS NULL OR EXISTS (SELECT 1 FROM children WHERE id = ? AND user_id = ?)) ON CONFLICT (member_id, item_key) DO UPDATE SET marked_by = excluded.marked_by, marked_by_name = excluded.marked_by_name, created_at = excluded.created_at`,
        )
        .bind(
          memberId,
          itemKey,
          author.id,
          author.name.trim() || "Bidan",
          memberId,
          childOfKey(itemKey),
          childOfKey(itemKey),
          memberId,
        )
        .run()
    : await db
        .prepare(`DELETE FROM care_marks WHERE member_id = ? AND item_key = ? AND EXISTS (${STANDING} AND user_id = ?)`)
        .bind(memberId, itemKey, memberId)
        .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Rows grouped by a key, in their order: one pass over the rows, whatever the number of members. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Each member's children (oldest first) with their records, by member id. */
export function careChildren(rows: CareMemberRows): Map<string, CareChild[]> {
  const dosesOf = groupBy(rows.doses, (row) => row.child_id);
  const checksOf = groupBy(rows.checks, (row) => row.child_id);
  const measurementsOf = groupBy(rows.measurements, (row) => row.child_id);
  const byMember = new Map<string, CareChild[]>();
  for (const row of rows.children) {
    const record: CareChild = {
      child: {
        id: row.id,
        name: row.name,
        sex: row.sex,
        birthDate: row.birth_date,
        gestationalWeeks: row.gestational_weeks,
      },
      measurements: (measurementsOf.get(row.id) ?? []).map((m) => ({
        id: m.id,
        measuredOn: m.measured_on,
        weightKg: m.weight_kg,
        lengthCm: m.length_cm,
        position: m.position,
        headCm: m.head_cm,
        armCm: m.arm_cm,
        oedema: m.oedema === null ? null : m.oedema === 1,
      })),
      doses: (dosesOf.get(row.id) ?? []).map((d) => ({ id: d.id, dose: d.dose, givenOn: d.given_on, place: d.place })),
      checks: readChecks(
        (checksOf.get(row.id) ?? []).map((c) => ({
          id: c.id,
          checkpoint: c.checkpoint,
          checkedOn: c.checked_on,
          ageUsed: c.age_used,
          answers: c.answers,
          lostOther: c.lost_other === 1,
        })),
      ),
    };
    const list = byMember.get(row.user_id);
    if (list) list.push(record);
    else byMember.set(row.user_id, [record]);
  }
  return byMember;
}

export interface CareEntry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  due: ReminderItem[];
  late: ReminderItem[];
  flags: CareFlag[];
  waitingQuestions: number;
  /** Her children by name and birth date, oldest first (the printed list names their ages). */
  children: { name: string; birthDate: string }[];
  /** She has a pregnancy plan that still gives items; she has children on record. */
  pregnant: boolean;
  withChildren: boolean;
  urgency: number;
}

/**
 * Each member's due and late items on `day` (pregnancy visits, doses, development lists) and her
 * children's flags, without what the practice marked done, most urgent first.
 */
export function careEntries(rows: CareMemberRows, day: CalendarToday, tables: GrowthTables): CareEntry[] {
  const { today } = day;
  const hplOf = new Map(rows.hpl.map((row) => [row.user_id, row]));
  const waitingOf = new Map(rows.questions.map((row) => [row.user_id, row.waiting]));
  const marksOf = groupBy(rows.marks, (row) => row.member_id);
  const childrenOf = careChildren(rows);
  return rows.members
    .map((member): CareEntry => {
      const hpl = hplOf.get(member.id);
      const pregnancy = hpl
        ? pregnancyItems(
            { input: JSON.parse(hpl.input_data), birthDate: (member.birth_date as IsoDate | null) ?? null },
            today,
          )
        : [];
      const items: ReminderItem[] = [...pregnancy];
      const flags: CareFlag[] = [];
      const records = childrenOf.get(member.id) ?? [];
      for (const record of records) {
        const facts: ChildFacts = {
          id: record.child.id,
          name: record.child.name,
          birthDate: record.child.birthDate as IsoDate,
          gestationalWeeks: record.child.gestationalWeeks,
          doses: record.doses,
          checks: record.checks,
          weighedOn: [],
        };
        items.push(...childItems(facts, ["imunisasi", "perkembangan"], today));
        flags.push(...recordFlags(record, scoredRecord(tables, record, day, true), today));
      }
      const marks = currentMarks(
        (marksOf.get(member.id) ?? []).map((m) => ({ itemKey: m.item_key, createdAt: m.created_at })),
        hpl?.created_at ?? null,
      );
      const marked = new Set(marks.map((m) => m.itemKey));
      const result = triage(items, marked, today);
      const open = flags.filter((flag) => !marked.has(flag.key));
      const waitingQuestions = waitingOf.get(member.id) ?? 0;
      return {
        id: member.id,
        name: member.name,
        email: member.email,
        phone: member.phone,
        ...result,
        flags: open,
        waitingQuestions,
        children: records.map((record) => ({ name: record.child.name, birthDate: record.child.birthDate })),
        pregnant: pregnancy.length > 0,
        withChildren: records.length > 0,
        urgency: urgency(result, open, waitingQuestions),
      };
    })
    .sort((a, b) => b.urgency - a.urgency || a.name.localeCompare(b.name, "id") || a.id.localeCompare(b.id));
}
