import { and, desc, eq, isNull } from "drizzle-orm";
import { careConsents, careMarks, careNotes, careViews, children } from "~drizzle/schema";
import { triage, urgency } from "~/domain/care-list";
import type { IsoDate } from "~/domain/dates";
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
      .limit(200),
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

// ---------------------------------------------------------------------------------------------
// The midwives' follow-up list

/** Members read per page of the list: one D1 round trip each, whatever the number of members. */
export const CARE_PAGE_SIZE = 200;

/** Only members whose consent stands; a withdrawn one is gone from the very next request. */
const STANDING = "SELECT user_id FROM care_consents WHERE withdrawn_at IS NULL";

export interface CareMemberRows {
  members: { id: string; name: string; email: string; phone: string | null; birth_date: string | null }[];
  hpl: { id: number; user_id: string; input_data: string }[];
  children: { id: number; user_id: string; name: string; birth_date: string; gestational_weeks: number | null }[];
  doses: { id: number; child_id: number; dose: string; given_on: string }[];
  checks: { child_id: number; checkpoint: number; checked_on: string }[];
  questions: { user_id: string; waiting: number }[];
  marks: { member_id: string; item_key: string }[];
  total: number;
  notes: { id: number; child_id: number | null; author_name: string; note: string; created_at: number }[];
}

/**
 * One page of the consenting members (by account id) and everything their items are made of, in
 * one round trip. `memberId` narrows it to one member (her page), still only while she consents.
 */
export async function readCareMembers(
  db: D1Database,
  { offset = 0, memberId, before = [] }: { offset?: number; memberId?: string; before?: D1PreparedStatement[] } = {},
): Promise<CareMemberRows> {
  const page = memberId
    ? { sql: `${STANDING} AND user_id = ?`, values: [memberId] }
    : { sql: `${STANDING} ORDER BY user_id LIMIT ? OFFSET ?`, values: [CARE_PAGE_SIZE, offset] };
  const inPage = `IN (${page.sql})`;
  const statement = (text: string) => db.prepare(text).bind(...page.values);
  const childrenOf = `SELECT id FROM children WHERE user_id ${inPage}`;
  const results = await db.batch([
    ...before,
    statement(
      `SELECT u.id, u.name, u.email, u.phone, s.birth_date FROM users u LEFT JOIN reminder_settings s ON s.user_id = u.id WHERE u.id ${inPage} ORDER BY u.name, u.id`,
    ),
    statement(
      `SELECT id, user_id, input_data FROM calculator_history WHERE id IN (SELECT max(id) FROM calculator_history WHERE calculator_type = 'hpl' AND user_id ${inPage} GROUP BY user_id)`,
    ),
    statement(
      `SELECT id, user_id, name, birth_date, gestational_weeks FROM children WHERE user_id ${inPage} ORDER BY birth_date, id`,
    ),
    statement(`SELECT id, child_id, dose, given_on FROM child_immunisations WHERE child_id IN (${childrenOf})`),
    statement(
      `SELECT child_id, checkpoint, max(checked_on) AS checked_on FROM child_development_checks WHERE child_id IN (${childrenOf}) GROUP BY child_id, checkpoint`,
    ),
    statement(
      `SELECT user_id, count(*) AS waiting FROM questions WHERE status = 'pending' AND user_id ${inPage} GROUP BY user_id`,
    ),
    statement(`SELECT member_id, item_key FROM care_marks WHERE member_id ${inPage}`),
    db.prepare(`SELECT count(*) AS n FROM (${STANDING})`),
    statement(
      `SELECT id, child_id, author_name, note, created_at FROM care_notes WHERE member_id ${inPage} ORDER BY created_at DESC, id DESC LIMIT 50`,
    ),
  ]);
  const [members, hpl, kids, doses, checks, questions, marks, total, notes] = results.slice(before.length);
  return {
    members: members!.results as unknown as CareMemberRows["members"],
    hpl: hpl!.results as unknown as CareMemberRows["hpl"],
    children: kids!.results as unknown as CareMemberRows["children"],
    doses: doses!.results as unknown as CareMemberRows["doses"],
    checks: checks!.results as unknown as CareMemberRows["checks"],
    questions: questions!.results as unknown as CareMemberRows["questions"],
    marks: marks!.results as unknown as CareMemberRows["marks"],
    total: (total!.results[0] as { n: number }).n,
    notes: notes!.results as unknown as CareMemberRows["notes"],
  };
}

/** A consenting member's page for a midwife: her rows and this view logged, in one round trip; null without consent. */
export async function openCareMember(db: D1Database, viewer: Pick<SessionUser, "id" | "name">, memberId: string) {
  const rows = await readCareMembers(db, {
    memberId,
    before: [
      // Logged only while her consent stands (a withdrawn one shows nothing, so nothing was viewed).
      db
        .prepare(
          `INSERT INTO care_views (member_id, viewer_id, viewer_name) SELECT ?, ?, ? WHERE EXISTS (${STANDING} AND user_id = ?)`,
        )
        .bind(memberId, viewer.id, viewer.name.trim() || "Bidan", memberId),
    ],
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
          // A child's item only for one of her children (the key's number).
          `INSERT INTO care_marks (member_id, item_key, marked_by, marked_by_name) SELECT ?, ?, ?, ? WHERE EXISTS (${STANDING} AND user_id = ?) AND (? IS NULL OR EXISTS (SELECT 1 FROM children WHERE id = ? AND user_id = ?)) ON CONFLICT DO NOTHING`,
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

export interface CareEntry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  due: ReminderItem[];
  late: ReminderItem[];
  waitingQuestions: number;
  urgency: number;
}

/** Each member's due and late items on `today` (pregnancy visits, doses, development lists), most urgent first. */
export function careEntries(rows: CareMemberRows, today: IsoDate): CareEntry[] {
  const hplOf = new Map(rows.hpl.map((row) => [row.user_id, row]));
  const waitingOf = new Map(rows.questions.map((row) => [row.user_id, row.waiting]));
  return rows.members
    .map((member): CareEntry => {
      const items: ReminderItem[] = [];
      const hpl = hplOf.get(member.id);
      if (hpl) {
        items.push(
          ...pregnancyItems(
            { input: JSON.parse(hpl.input_data), birthDate: (member.birth_date as IsoDate | null) ?? null },
            today,
          ),
        );
      }
      for (const child of rows.children.filter((row) => row.user_id === member.id)) {
        const facts: ChildFacts = {
          id: child.id,
          name: child.name,
          birthDate: child.birth_date as IsoDate,
          gestationalWeeks: child.gestational_weeks,
          doses: rows.doses
            .filter((d) => d.child_id === child.id)
            .map((d) => ({ id: d.id, dose: d.dose, givenOn: d.given_on, place: null })),
          checks: rows.checks
            .filter((c) => c.child_id === child.id)
            .map((c) => ({ checkpoint: c.checkpoint, checkedOn: c.checked_on })),
          weighedOn: [],
        };
        items.push(...childItems(facts, ["imunisasi", "perkembangan"], today));
      }
      const marked = new Set(rows.marks.filter((m) => m.member_id === member.id).map((m) => m.item_key));
      const result = triage(items, marked, today);
      const waitingQuestions = waitingOf.get(member.id) ?? 0;
      return {
        id: member.id,
        name: member.name,
        email: member.email,
        phone: member.phone,
        ...result,
        waitingQuestions,
        urgency: urgency(result, waitingQuestions),
      };
    })
    .sort((a, b) => b.urgency - a.urgency || a.name.localeCompare(b.name, "id"));
}
