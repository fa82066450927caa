import { describe, expect, it } from "vitest";
import { missingSecrets } from "./secrets.server";

describe("missingSecrets", () => {
  it("names secrets that are absent or shorter than 32 characters", () => {
    const long = "x".repeat(32);
    expect(missingSecrets({ SESSION_SECRET: long, BETTER_AUTH_SECRET: long })).toEqual([]);
    expect(missingSecrets({ SESSION_SECRET: "short", BETTER_AUTH_SECRET: long })).toEqual(["SESSION_SECRET"]);
    expect(missingSecrets({})).toEqual(["SESSION_SECRET", "BETTER_AUTH_SECRET"]);
  });
});
