import { serializeIntent } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  dropIncomplete,
  fitsShape,
  formConstraint,
  imageField,
  listField,
  MAX_LIST_ROWS,
  ONE_IMAGE_MESSAGE,
  parseSubmission,
  refuse,
  type FormReply,
} from "./form";

const faqSchema = z.object({
  title: z
    .string({ error: "Judul wajib diisi" })
    .trim()
    .min(1, "Judul wajib diisi")
    .max(80, "Judul maksimal 80 karakter"),
  faq: listField(
    z.object({
      question: z.string().trim().max(200, "Pertanyaan maksimal 200 karakter"),
      answer: z.string().trim().max(10, "Jawaban maksimal 10 karakter"),
    }),
    { required: ["question", "answer"], max: 5, label: "FAQ" },
  ),
  tags: listField(z.string().trim().max(20)),
  password: z.string().optional(),
});

function body(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** What the action would throw for a body no form of ours sends. */
function thrownStatus(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("parseSubmission", () => {
  it("reads nested and repeated names into lists and objects", () => {
    const submission = parseSubmission(
      body([
        ["title", "Tanya jawab"],
        ["faq[0].question", "Kapan imunisasi?"],
        ["faq[0].answer", "Bulan 1"],
        ["tags", "bayi"],
        ["tags", "imunisasi"],
      ]),
      faqSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      title: "Tanya jawab",
      faq: [{ question: "Kapan imunisasi?", answer: "Bulan 1" }],
      tags: ["bayi", "imunisasi"],
    });
  });

  it("reports an error on its full path and gives every typed value back, passwords left out", () => {
    const long = "x".repeat(50_000);
    const submission = parseSubmission(
      body([
        ["title", long],
        ["faq[0].question", "Satu?"],
        ["faq[0].answer", "ya"],
        ["faq[1].question", "Dua?"],
        ["faq[1].answer", "jawaban yang terlalu panjang"],
        ["password", "rahasia"],
      ]),
      faqSchema,
    );
    const reply = refuse(submission).data as FormReply;
    expect(reply.error?.["faq[1].answer"]).toEqual(["Jawaban maksimal 10 karakter"]);
    expect(reply.error?.faq).toBeUndefined();
    expect(reply.error?.title).toEqual(["Judul maksimal 80 karakter"]);
    expect((reply.initialValue as { title: string }).title).toHaveLength(50_000);
    expect(reply.initialValue).not.toHaveProperty("password");
    expect(refuse(submission).init?.status).toBe(400);
  });

  it("carries one message for the whole form and server-side field messages in the same shape", () => {
    const submission = parseSubmission(body([["title", "Ok"]]), faqSchema);
    const reply = refuse(submission, {
      status: 429,
      formError: "Tunggu 5 menit.",
      fieldErrors: { title: ["Sudah dipakai"] },
    });
    expect(reply.init?.status).toBe(429);
    expect((reply.data as FormReply).error).toEqual({ "": ["Tunggu 5 menit."], title: ["Sudah dipakai"] });
  });

  it("adds and removes list rows on an intent, keeping every value and saving nothing", () => {
    const fields: [string, string][] = [
      ["title", "Judul"],
      ["faq[0].question", "A?"],
      ["faq[0].answer", "a"],
      ["faq[1].question", "B?"],
      ["faq[1].answer", "b"],
    ];
    const insert = parseSubmission(
      body([...fields, ["__intent__", serializeIntent({ type: "insert", payload: { name: "faq" } })]]),
      faqSchema,
    );
    expect(insert.status).toBeUndefined();
    const inserted = insert.reply().initialValue as { faq: unknown[]; title: string };
    expect(inserted.faq).toHaveLength(3);
    expect(inserted.title).toBe("Judul");
    const remove = parseSubmission(
      body([...fields, ["__intent__", serializeIntent({ type: "remove", payload: { name: "faq", index: 0 } })]]),
      faqSchema,
    );
    expect(remove.status).toBeUndefined();
    expect((remove.reply().initialValue as { faq: unknown[] }).faq).toEqual([{ question: "B?", answer: "b" }]);
  });

  it("answers 400, never a crash, to names and intents no form of ours sends", () => {
    const bad: [string, string][][] = [
      [["__proto__.polluted", "1"]],
      [["constructor.prototype.x", "1"]],
      [[`faq[${MAX_LIST_ROWS}].question`, "a"]],
      [["faq[99999999].question", "a"]],
      [["a b", "1"]],
      [["__intent__", "{not json"]],
      [["__intent__", JSON.stringify({ type: "insert" })]],
      [
        ["__intent__", serializeIntent({ type: "remove", payload: { name: "faq", index: 0 } })],
        ["__intent__", serializeIntent({ type: "remove", payload: { name: "faq", index: 0 } })],
      ],
      [
        ["title", "x"],
        ["__intent__", serializeIntent({ type: "insert", payload: { name: "title" } })],
      ],
    ];
    for (const entries of bad)
      expect(
        thrownStatus(() => parseSubmission(body(entries), faqSchema)),
        JSON.stringify(entries),
      ).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses every intent but a list's add or remove on a well-formed name (no walk into Array.prototype)", () => {
    const intent = (value: unknown): [string, string] => ["__intent__", JSON.stringify(value)];
    const forged: [string, string][][] = [
      [
        ["tags", "a"],
        ["tags", "b"],
        intent({ type: "update", payload: { name: ["tags", "__proto__", "polluted"], value: 1 } }),
      ],
      [["tags", "a"], ["tags", "b"], intent({ type: "insert", payload: { name: ["tags", "__proto__"] } })],
      [intent({ type: "update", payload: { name: "title", value: "x" } })],
      [intent({ type: "reset", payload: {} })],
      [intent({ type: "remove", payload: { name: "faq" } })],
      [intent({ type: "remove", payload: { name: "faq", index: MAX_LIST_ROWS } })],
      [intent({ type: "insert", payload: { name: "faq", defaultValue: { "[password": "1" } } })],
      [intent({ type: "insert", payload: { name: "faq", defaultValue: { x: { a: 1 } } } })],
      [intent({ type: "insert", payload: { name: "faq", extra: 1 } })],
      [["__state__", "{}"]],
      [[`a${"[9]".repeat(7)}`, "x"]],
      [[`a${".b".repeat(7)}`, "x"]],
    ];
    for (const entries of forged) {
      expect(
        thrownStatus(() => parseSubmission(body(entries), faqSchema)),
        JSON.stringify(entries),
      ).toBe(400);
    }
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof [].map).toBe("function");
  });

  it("still accepts the add and remove intents the list buttons send", () => {
    const insert = serializeIntent({
      type: "insert",
      payload: { name: "faq", defaultValue: { question: "", answer: "" } as never },
    });
    const remove = serializeIntent({ type: "remove", payload: { name: "faq", index: 0 } });
    for (const value of [insert, remove]) {
      const entries: [string, string][] = [
        ["faq[0].question", "A?"],
        ["faq[0].answer", "a"],
        ["__intent__", value],
      ];
      expect(parseSubmission(body(entries), faqSchema).status).toBeUndefined();
    }
  });
});

describe("parseSubmission and bodies no form of ours sends (issue 14)", () => {
  const listsOnly = z.object({ faq: faqSchema.shape.faq });

  it("answers 400 to a body with none of the schema's fields (an empty post clears nothing)", () => {
    expect(thrownStatus(() => parseSubmission(body([]), faqSchema))).toBe(400);
    expect(thrownStatus(() => parseSubmission(body([["lain", "x"]]), faqSchema))).toBe(400);
  });

  it("still reads a body with one of its fields, empty or not, and a lists-only form with no rows", () => {
    expect(parseSubmission(body([["password", ""]]), faqSchema).status).toBe("error");
    expect(parseSubmission(body([["faq[0].question", "T"]]), faqSchema).status).toBe("error");
    expect(parseSubmission(body([["title", "Judul"]]), faqSchema).status).toBe("success");
    expect(parseSubmission(body([]), listsOnly).status).toBe("success");
  });

  it("refuses two files in one image field with its message, and takes one file or none", () => {
    const schema = z.object({ title: z.string(), image: imageField });
    const withImages = (count: number) => {
      const data = body([["title", "Judul"]]);
      for (let i = 0; i < count; i++) data.append("image", new File(["x"], `${i}.png`, { type: "image/png" }));
      return data;
    };
    const two = parseSubmission(withImages(2), schema);
    expect(two.status).toBe("error");
    expect(two.status === "error" && two.error?.image).toEqual([ONE_IMAGE_MESSAGE]);
    expect(parseSubmission(withImages(1), schema).status).toBe("success");
    expect(parseSubmission(withImages(0), schema).status).toBe("success");
  });

  it("answers 400 to a file where a text goes, in a field or a list row", () => {
    const withFile = (name: string) => {
      const data = body([["title", "Judul"]]);
      data.append(name, new File(["isi"], "isi.txt", { type: "text/plain" }));
      return data;
    };
    expect(thrownStatus(() => parseSubmission(withFile("password"), faqSchema))).toBe(400);
    expect(thrownStatus(() => parseSubmission(withFile("faq[0].question"), faqSchema))).toBe(400);
  });
});

describe("dropIncomplete (the spec's list rules)", () => {
  it("drops empty items and keeps the rest in order", () => {
    expect(dropIncomplete(["Bidan", "  ", "", "Konselor laktasi"])).toEqual(["Bidan", "Konselor laktasi"]);
    expect(dropIncomplete(undefined)).toEqual([]);
    expect(dropIncomplete("satu")).toEqual(["satu"]);
    expect(dropIncomplete([{ item: " " }, { item: "S.Keb" }])).toEqual([{ item: "S.Keb" }]);
  });

  it("drops FAQ entries missing a question or an answer", () => {
    const entries = [
      { question: "Kapan?", answer: "" },
      { question: " ", answer: "Jawaban" },
      { question: "Apa?", answer: "Ini." },
      { question: "Tanpa jawaban" },
    ];
    expect(dropIncomplete(entries, ["question", "answer"])).toEqual([{ question: "Apa?", answer: "Ini." }]);
  });

  it("names the row the form shows when a kept row is refused after a dropped one", () => {
    const schema = z.object({ faq: faqSchema.shape.faq });
    const result = schema.safeParse({
      faq: [
        { question: "", answer: "" },
        { question: "Dua?", answer: "terlalu panjang sekali" },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["faq", 1, "answer"]]);
  });

  it("applies before the items are checked and caps the rows", () => {
    const schema = z.object({ faq: faqSchema.shape.faq });
    expect(schema.parse({ faq: [{ question: "", answer: "" }] })).toEqual({ faq: [] });
    const six = Array.from({ length: 6 }, (_, i) => ({ question: `Q${i}`, answer: "A" }));
    expect(schema.safeParse({ faq: six }).error?.issues[0]?.message).toBe("FAQ maksimal 5 butir");
  });
});

describe("formConstraint", () => {
  it("gives the browser the schema's required fields and lengths, per list row too", () => {
    const constraint = formConstraint(faqSchema);
    expect(constraint.title).toEqual({ required: true, minLength: 1, maxLength: 80 });
    expect(constraint["faq[].question"]).toEqual({ required: false, maxLength: 200 });
    expect(constraint.password?.required).toBe(false);
  });
});

describe("fitsShape", () => {
  const node = {
    type: "object",
    properties: {
      title: { type: "string" },
      faq: { type: "array", items: { type: "object", properties: { question: { type: "string" } } } },
      tags: { type: "array", items: { type: "string" } },
      image: {},
    },
  };
  it("accepts values shaped as the schema's fields, and missing ones", () => {
    expect(fitsShape({ title: "a", faq: [{ question: "q" }], tags: ["x", "y"], image: new File([], "a") }, node)).toBe(
      true,
    );
    expect(fitsShape({}, node)).toBe(true);
    expect(fitsShape({ faq: [undefined, { question: "q" }] }, node)).toBe(true);
  });
  it("refuses a list sent as one value, a text sent as a list or a group, and a row sent as text", () => {
    expect(fitsShape({ faq: "hello" }, node)).toBe(false);
    expect(fitsShape({ title: new File(["a"], "a.txt") }, node)).toBe(false);
    expect(fitsShape({ faq: [{ question: new File(["q"], "q.txt") }] }, node)).toBe(false);
    expect(fitsShape({ title: ["a", "b"] }, node)).toBe(false);
    expect(fitsShape({ title: { x: "a" } }, node)).toBe(false);
    expect(fitsShape({ faq: ["row"] }, node)).toBe(false);
    expect(fitsShape({ tags: [["x"]] }, node)).toBe(false);
  });
});
