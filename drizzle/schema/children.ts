import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ChildSex, MeasurementPosition } from "../types";
import { users } from "./auth";
import { createdAt } from "./columns";

// A member's children and their measurements (issue 16, part 3): plain columns, no JSON. The
// limits below are the growth check's (app/domain/who/growth-check.ts: MEASUREMENT_LIMITS and
// GESTATION_WEEKS; tests/integration/schema.test.ts holds them against each other). What needs
// both tables (no measurement before the birth date, the 60 months of WHO's tables) is checked
// by the app, which scores every measurement before it stores it.

/**
 * A date-only column's own check: YYYY-MM-DD and a real calendar date. `is`, not `=`: date() of
 * an impossible date ("2025-13-01") is NULL, and a CHECK that comes out NULL lets the row in.
 */
export const isoDate = (column: unknown) =>
  sql`${column} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' and date(${column}) is ${column}`;

export const children = sqliteTable(
  "children",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A name or nickname, as the parent wants to see it (1-60 characters). */
    name: text("name").notNull(),
    sex: text("sex").$type<ChildSex>().notNull(),
    /** Date of birth, YYYY-MM-DD. */
    birthDate: text("birth_date").notNull(),
    /** Gestational age at birth in weeks, when known; under 37 the age is corrected. */
    gestationalWeeks: real("gestational_weeks"),
    createdAt: createdAt(),
  },
  (t) => [
    check("children_name_check", sql`length(trim(${t.name})) between 1 and 60`),
    check("children_sex_check", sql`${t.sex} in ('laki', 'perempuan')`),
    check("children_birth_date_check", isoDate(t.birthDate)),
    check(
      "children_gestational_weeks_check",
      sql`${t.gestationalWeeks} is null or ${t.gestationalWeeks} between 22 and 44`,
    ),
    index("children_user_id_idx").on(t.userId, t.birthDate),
  ],
);

export const childMeasurements = sqliteTable(
  "child_measurements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    childId: integer("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** Date of the measurement, YYYY-MM-DD. */
    measuredOn: text("measured_on").notNull(),
    weightKg: real("weight_kg"),
    /** Length (lying) or height (standing), as measured, before the 0.7 cm adjustment. */
    lengthCm: real("length_cm"),
    /** How the length was measured; present exactly when there is a length. */
    position: text("position").$type<MeasurementPosition>(),
    headCm: real("head_cm"),
    /** Mid-upper arm circumference (LiLA) in cm, from 6 months (issue 34). */
    armCm: real("arm_cm"),
    /** Pitting oedema of both feet: 1 found, 0 checked and none, null not checked (issue 34). */
    oedema: integer("oedema", { mode: "boolean" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("child_measurements_measured_on_check", isoDate(t.measuredOn)),
    check(
      "child_measurements_any_check",
      // A LiLA, or oedema found, is worth keeping alone (issue 34): it is what sends a child today.
      sql`${t.weightKg} is not null or ${t.lengthCm} is not null or ${t.headCm} is not null or ${t.armCm} is not null or ${t.oedema} is 1`,
    ),
    check("child_measurements_weight_check", sql`${t.weightKg} is null or ${t.weightKg} between 0.2 and 80`),
    check("child_measurements_length_check", sql`${t.lengthCm} is null or ${t.lengthCm} between 20 and 150`),
    check("child_measurements_head_check", sql`${t.headCm} is null or ${t.headCm} between 15 and 70`),
    check("child_measurements_arm_check", sql`${t.armCm} is null or ${t.armCm} between 5 and 35`),
    check("child_measurements_oedema_check", sql`${t.oedema} is null or ${t.oedema} in (0, 1)`),
    check(
      "child_measurements_position_check",
      sql`(${t.lengthCm} is null and ${t.position} is null) or (${t.lengthCm} is not null and coalesce(${t.position}, '') in ('lying', 'standing'))`,
    ),
    index("child_measurements_child_id_idx").on(t.childId, t.measuredOn),
  ],
);

/**
 * The doses a parent recorded for a child (issue 35, decision 072): the dose's id in the national
 * schedule (app/domain/immunisation.ts; the app refuses any other, as the schedule may grow), the
 * date it was given and, if the parent gives it, where. One record per dose and child.
 */
export const childImmunisations = sqliteTable(
  "child_immunisations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    childId: integer("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    dose: text("dose").notNull(),
    /** Date given, YYYY-MM-DD. */
    givenOn: text("given_on").notNull(),
    /** Where it was given (puskesmas, posyandu, clinic), 1-80 characters, or null. */
    place: text("place"),
    createdAt: createdAt(),
  },
  (t) => [
    check("child_immunisations_dose_check", sql`length(${t.dose}) between 1 and 20`),
    check("child_immunisations_given_on_check", isoDate(t.givenOn)),
    check("child_immunisations_place_check", sql`${t.place} is null or length(trim(${t.place})) between 1 and 80`),
    uniqueIndex("child_immunisations_child_dose_idx").on(t.childId, t.dose),
  ],
);

/**
 * A parent's development checks (issue 36, decision 073): the Buku KIA list of one age (the
 * checkpoint, in months) answered skill by skill on a day, and which age chose the list (the
 * corrected age of a preterm child until 24 months). The answers are one JSON object of skill id
 * (app/domain/development.ts) to "ya", "belum" or "hilang", validated by the app before it is
 * stored; the result is read from them, not stored.
 */
export const childDevelopmentChecks = sqliteTable(
  "child_development_checks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    childId: integer("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** Date of the check, YYYY-MM-DD. */
    checkedOn: text("checked_on").notNull(),
    /** The list answered: the age in months it belongs to. */
    checkpoint: integer("checkpoint").notNull(),
    ageUsed: text("age_used").$type<"koreksi" | "kronologis">().notNull(),
    answers: text("answers").notNull(),
    /** "Kehilangan kemampuan lain": a skill lost that is not in the list. */
    lostOther: integer("lost_other", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("child_development_checks_checked_on_check", isoDate(t.checkedOn)),
    check("child_development_checks_checkpoint_check", sql`${t.checkpoint} in (3, 6, 9, 12, 18, 24, 36, 48, 60, 72)`),
    check("child_development_checks_age_used_check", sql`${t.ageUsed} in ('koreksi', 'kronologis')`),
    check(
      "child_development_checks_answers_check",
      sql`length(${t.answers}) between 2 and 2000 and json_valid(${t.answers}) and json_type(${t.answers}) = 'object'`,
    ),
    check("child_development_checks_lost_other_check", sql`${t.lostOther} in (0, 1)`),
    index("child_development_checks_child_id_idx").on(t.childId, t.checkedOn),
  ],
);
