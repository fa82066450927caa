import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggable, loggablePath } from "./log.server";

const text = (value: unknown) => {
  const error = value as Error & { cause?: unknown };
  return [error.message, error.stack, String((error.cause as Error | undefined)?.message ?? "")].join("\n");
};

describe("an error as the logs keep it", () => {
  it("drops the values bound to a failed query and keeps the query and the database's reason", () => {
    const cause = new Error("D1_ERROR: CHECK constraint failed: children_name_check: SQLITE_CONSTRAINT");
    const failed = new DrizzleQueryError(
      'insert into "children" ("user_id", "name", "birth_date") values (?, ?, ?)',
      ["u-123", "Putri Ayu", "2025-01-02"],
      cause,
    );
    expect(text(failed)).toContain("Putri Ayu");
    const logged = loggable(failed);
    expect(text(logged)).not.toMatch(/Putri Ayu|u-123|2025-01-02/);
    expect(text(logged)).toContain('insert into "children"');
    expect(text(logged)).toContain("params: [3 hidden]");
    expect(text(logged)).toContain("children_name_check");
    expect((logged as Error).stack).toMatch(/\n\s+at /);
  });

  it("finds a failed query wrapped in another error's cause", () => {
    const inner = new DrizzleQueryError("select 1 where email = ?", ["ibu@contoh.id"], new Error("D1_ERROR"));
    const outer = new Error("Gagal", { cause: inner });
    const logged = loggable(outer) as Error;
    expect(logged.message).toBe("Gagal");
    expect(text(logged.cause)).not.toContain("ibu@contoh.id");
  });

  it("passes other errors and values as they are", () => {
    const plain = new TypeError("x is undefined");
    expect(loggable(plain)).toBe(plain);
    expect(loggable("teks")).toBe("teks");
    expect(loggable(null)).toBe(null);
  });
});

describe("a log line's text", () => {
  it("loses a failed query's values when an error's message is logged as text", () => {
    const inner = new DrizzleQueryError("select * from users where email = ?", ["ibu@contoh.id"], undefined);
    expect(inner.message).toContain("ibu@contoh.id");
    expect(loggable(inner.message)).toBe("Failed query: select * from users where email = ?\nparams: [hidden]");
    expect(loggable("Sesi kedaluwarsa")).toBe("Sesi kedaluwarsa");
  });

  it("keeps a wrapping error's own fields and cuts a cause chain that never ends", () => {
    const inner = new DrizzleQueryError("insert into x values (?)", ["rahasia"], new Error("D1_ERROR"));
    const outer = Object.assign(new Error("Gagal"), { status: 500, cause: inner });
    const logged = loggable(outer) as Error & { status?: number };
    expect(logged.status).toBe(500);
    expect(text(logged.cause)).not.toContain("rahasia");
    const loop = new Error("a");
    loop.cause = loop;
    expect(() => JSON.stringify(String(loggable(loop)))).not.toThrow();
  });
});

describe("loggablePath", () => {
  it("never keeps a calendar address's token, however the path is spelled (decision 077)", () => {
    const token = "Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC";
    for (const path of [
      `/pengingat/kalender/${token}.ics`,
      `/Pengingat/KALENDER/${token}.ics`,
      `/pengingat/%6Balender/${token}.ics`,
    ]) {
      expect(loggablePath(path)).toBe("/pengingat/kalender/[alamat]");
    }
    expect(loggablePath("/artikel/5")).toBe("/artikel/5");
  });
});
