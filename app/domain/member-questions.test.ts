import { describe, expect, it } from "vitest";
import { answeredAt, type MemberQuestionRow, memberQuestionView } from "./member-questions";

const OWNER = { id: "u-owner", role: "member" };

const row = (overrides: Partial<MemberQuestionRow>): MemberQuestionRow => ({
  id: 7,
  userId: OWNER.id,
  topic: "Nifas",
  question: "Apakah normal?\nSudah dua minggu.",
  status: null,
  statusMember: null,
  answer: null,
  conversation: [],
  rating: null,
  review: null,
  reviewerDisplayName: null,
  publishConsentAt: null,
  publishWithdrawnAt: null,
  // 2026-03-04 05:06 UTC is 12.06 in Jakarta.
  createdAt: new Date("2026-03-04T05:06:00.000Z"),
  ...overrides,
});

const adminMessage = (timestamp: string) => ({ sender: "admin" as const, message: "Jawaban", timestamp });

describe("answeredAt", () => {
  it("is the newest admin message's time in Jakarta, or null without a readable one", () => {
    expect(answeredAt([adminMessage("2026-03-04T05:06:00.000Z")])).toBe("4 Maret 2026 pukul 12.06");
    expect(answeredAt([adminMessage("2026-03-04T05:06:00.000Z"), adminMessage("2026-03-05T17:30:00.000Z")])).toBe(
      "6 Maret 2026 pukul 00.30",
    );
    expect(answeredAt([adminMessage("bukan tanggal")])).toBeNull();
    expect(answeredAt([])).toBeNull();
    expect(answeredAt(null)).toBeNull();
  });
});

describe("memberQuestionView", () => {
  it("shows a waiting question with its label, no answer, deletable, not closable", () => {
    const view = memberQuestionView(row({ status: "pending", answer: "draf" }), OWNER);
    expect(view).toEqual({
      id: 7,
      topic: "Nifas",
      askedAt: "4 Maret 2026 pukul 12.06",
      question: "Apakah normal?\nSudah dua minggu.",
      state: "waiting",
      label: "Menunggu",
      answer: null,
      answeredAt: null,
      rating: null,
      review: null,
      reviewerName: null,
      mayClose: false,
      mayDelete: true,
      publish: null,
    });
  });

  it("says since when she allowed publishing, where it is published, and when she withdrew it (issue 39)", () => {
    // 2026-03-04 05:06 UTC and 2026-03-05 01:00 UTC: 12.06 and 08.00 in Jakarta.
    const allowed = row({ publishConsentAt: new Date("2026-03-04T05:06:00.000Z") });
    expect(memberQuestionView(allowed, OWNER).publish).toEqual({
      since: "4 Maret 2026 pukul 12.06",
      withdrawn: null,
      publicAnswerId: null,
    });
    // Published in Tanya Jawab (decision 081): her card links to it, until she withdraws.
    const published = row({ ...allowed, publicAnswerId: 7 });
    expect(memberQuestionView(published, OWNER).publish?.publicAnswerId).toBe(7);
    const withdrawn = row({ ...published, publishWithdrawnAt: new Date("2026-03-05T01:00:00.000Z") });
    expect(memberQuestionView(withdrawn, OWNER).publish).toEqual({
      since: "4 Maret 2026 pukul 12.06",
      withdrawn: "5 Maret 2026 pukul 08.00",
      publicAnswerId: null,
    });
  });

  it("shows an answered question with the answer and its time, closable by its owner only", () => {
    const answered = row({
      status: "answered",
      answer: "Normal.",
      conversation: [adminMessage("2026-03-05T01:00:00.000Z")],
    });
    expect(memberQuestionView(answered, OWNER)).toMatchObject({
      state: "answered",
      label: "Dijawab",
      answer: "Normal.",
      answeredAt: "5 Maret 2026 pukul 08.00",
      mayClose: true,
      mayDelete: false,
    });
    expect(memberQuestionView(answered, { id: "u-other", role: "member" }).mayClose).toBe(false);
  });

  it("shows a closed question with its rating, review and reviewer, and no action", () => {
    const closed = row({
      status: "answered",
      statusMember: "closed",
      answer: "Normal.",
      rating: 4,
      review: "Terima kasih",
      reviewerDisplayName: "Rina",
    });
    expect(memberQuestionView(closed, OWNER)).toMatchObject({
      state: "closed",
      label: "Selesai",
      answer: "Normal.",
      rating: 4,
      review: "Terima kasih",
      reviewerName: "Rina",
      mayClose: false,
      mayDelete: false,
    });
  });
});
