import { describe, expect, it } from "vitest";
import type { Actor } from "./permissions";
import {
  askerLabel,
  groupByState,
  mayActOnQuestion,
  type QuestionAction,
  type QuestionFacts,
  questionExcerpt,
  questionState,
  reviewerName,
  STATE_LABELS,
} from "./questions";

// The status rules, checked against a table written by hand from SPEC section 4 (states and who
// moves a question between them), section 6 (roles) and decision 026 (a member deletes their
// own question while it waits). Nothing below is computed with the module under test.

const OWNER_ID = "u-owner";

/** The question's four stored shapes: waiting (no status, or "pending"), answered, closed. */
const STATES = {
  "waiting (null)": { status: null, statusMember: null },
  "waiting (pending)": { status: "pending", statusMember: null },
  answered: { status: "answered", statusMember: null },
  closed: { status: "answered", statusMember: "closed" },
} as const satisfies Record<string, Pick<QuestionFacts, "status" | "statusMember">>;
type StateName = keyof typeof STATES;

/**
 * Who asks. The question always belongs to OWNER_ID; "admin owner" and "super_admin owner" are
 * staff who asked it themselves from their own account.
 */
const ACTORS = {
  visitor: null,
  owner: { id: OWNER_ID, role: "member" },
  "other member": { id: "u-other", role: "member" },
  admin: { id: "u-admin", role: "admin" },
  super_admin: { id: "u-super", role: "super_admin" },
  "admin owner": { id: OWNER_ID, role: "admin" },
  "super_admin owner": { id: OWNER_ID, role: "super_admin" },
} as const satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;
const ACTOR_ORDER = Object.keys(ACTORS) as ActorName[];

// One row per (state, action); one letter per actor in ACTOR_ORDER:
//   visitor | owner | other member | admin | super_admin | admin owner | super_admin owner
// "Y" allowed, "." refused.
const EXPECTED: Record<StateName, Record<QuestionAction, string>> = {
  "waiting (null)": {
    // An admin answers a waiting question; the asker may delete it while it waits.
    reply: "...YYYY",
    editReply: ".......",
    close: ".......",
    clearReview: ".......",
    delete: ".Y...YY",
  },
  "waiting (pending)": {
    reply: "...YYYY",
    editReply: ".......",
    close: ".......",
    clearReview: ".......",
    delete: ".Y...YY",
  },
  answered: {
    // An admin may edit the reply while not closed; only the asker closes; no more deleting.
    reply: ".......",
    editReply: "...YYYY",
    close: ".Y...YY",
    clearReview: ".......",
    delete: ".......",
  },
  closed: {
    // No more replies or edits; only a super_admin clears the rating and review.
    reply: ".......",
    editReply: ".......",
    close: ".......",
    clearReview: "....Y.Y",
    delete: ".......",
  },
};

describe("mayActOnQuestion: every state x action x actor", () => {
  for (const [stateName, facts] of Object.entries(STATES) as [StateName, (typeof STATES)[StateName]][]) {
    for (const [action, row] of Object.entries(EXPECTED[stateName]) as [QuestionAction, string][]) {
      it(`${stateName}: ${action}`, () => {
        expect(row).toHaveLength(ACTOR_ORDER.length);
        const question: QuestionFacts = { ...facts, userId: OWNER_ID };
        const got = ACTOR_ORDER.map((name) => (mayActOnQuestion(action, ACTORS[name], question) ? "Y" : ".")).join("");
        expect(got).toBe(row);
      });
    }
  }

  it("lets nobody close or delete a visitor's question (no user_id), not even a visitor", () => {
    const visitorQuestion = (state: StateName): QuestionFacts => ({ ...STATES[state], userId: null });
    for (const name of ACTOR_ORDER) {
      expect(mayActOnQuestion("close", ACTORS[name], visitorQuestion("answered")), name).toBe(false);
      expect(mayActOnQuestion("delete", ACTORS[name], visitorQuestion("waiting (null)")), name).toBe(false);
    }
    // Staff still answer it.
    expect(mayActOnQuestion("reply", ACTORS.admin, visitorQuestion("waiting (null)"))).toBe(true);
  });

  it("gives an unknown stored role no staff rights", () => {
    const stranger = { id: "u-x", role: "owner" };
    const waiting: QuestionFacts = { ...STATES["waiting (null)"], userId: OWNER_ID };
    const closed: QuestionFacts = { ...STATES.closed, userId: OWNER_ID };
    expect(mayActOnQuestion("reply", stranger, waiting)).toBe(false);
    expect(mayActOnQuestion("clearReview", stranger, closed)).toBe(false);
    expect(mayActOnQuestion("reply", undefined, waiting)).toBe(false);
  });
});

describe("questionState", () => {
  it("reads the stored columns as the spec's three states", () => {
    expect(questionState({ status: null, statusMember: null })).toBe("waiting");
    expect(questionState({ status: "pending", statusMember: null })).toBe("waiting");
    expect(questionState({ status: "answered", statusMember: null })).toBe("answered");
    expect(questionState({ status: "answered", statusMember: "closed" })).toBe("closed");
    // Closed is decided by the member's column alone.
    expect(questionState({ status: null, statusMember: "closed" })).toBe("closed");
  });

  it("labels them Menunggu, Dijawab, Selesai", () => {
    expect(STATE_LABELS).toEqual({ waiting: "Menunggu", answered: "Dijawab", closed: "Selesai" });
  });
});

describe("groupByState", () => {
  it("puts each row in its list, lists in the order waiting, answered, closed, rows in the given order", () => {
    const rows = [
      { id: 1, status: "answered", statusMember: "closed" },
      { id: 2, status: null, statusMember: null },
      { id: 3, status: "answered", statusMember: null },
      { id: 4, status: "pending", statusMember: null },
      { id: 5, status: "answered", statusMember: "closed" },
      { id: 6, status: "answered", statusMember: null },
    ] as const;
    const groups = groupByState(rows);
    expect(Object.keys(groups)).toEqual(["waiting", "answered", "closed"]);
    expect(groups.waiting.map((row) => row.id)).toEqual([2, 4]);
    expect(groups.answered.map((row) => row.id)).toEqual([3, 6]);
    expect(groups.closed.map((row) => row.id)).toEqual([1, 5]);
  });

  it("gives three empty lists for no rows", () => {
    expect(groupByState([])).toEqual({ waiting: [], answered: [], closed: [] });
  });
});

describe("reviewerName", () => {
  it("is the profile name, trimmed, or Member when there is none", () => {
    expect(reviewerName("Rina Anggraini")).toBe("Rina Anggraini");
    expect(reviewerName("  Rina  ")).toBe("Rina");
    expect(reviewerName("")).toBe("Member");
    expect(reviewerName("   ")).toBe("Member");
    expect(reviewerName(null)).toBe("Member");
    expect(reviewerName(undefined)).toBe("Member");
  });
});

describe("askerLabel", () => {
  it("names the asker's account by its role as the interface names roles, or says there is none", () => {
    expect(askerLabel("member")).toBe("akun Member");
    expect(askerLabel("admin")).toBe("akun Admin");
    expect(askerLabel("super_admin")).toBe("akun Super Admin");
    expect(askerLabel(null)).toBe("pengunjung tanpa akun");
    expect(askerLabel("hacker")).toBe("pengunjung tanpa akun");
  });
});

describe("questionExcerpt", () => {
  it("keeps a short text whole, on one line", () => {
    expect(questionExcerpt("  Apakah boleh\n\nminum kopi?\t", 40)).toBe("Apakah boleh minum kopi?");
  });
  it("cuts a long text after a whole word, within the limit, with an ellipsis", () => {
    const text = "Apakah boleh minum kopi saat hamil trimester pertama?";
    expect(questionExcerpt(text, 30)).toBe("Apakah boleh minum kopi saat…");
    expect(Array.from(questionExcerpt(text, 30)).length).toBeLessThanOrEqual(30);
    expect(questionExcerpt("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });
  it("drops invisible control and direction marks, and never splits an emoji", () => {
    expect(questionExcerpt("Halo\u202Eevil\u0000 teks", 40)).toBe("Halo evil teks");
    expect(questionExcerpt("🤰🤰🤰🤰", 3)).toBe("🤰🤰…");
  });
});
