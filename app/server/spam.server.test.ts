import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./spam.server";

const form = (fields: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("isHoneypotFilled", () => {
  it("lets a person's form through: field empty, blank or absent", () => {
    expect(
      isHoneypotFilled(
        form([
          ["email", "ibu@contoh.id"],
          ["website", ""],
        ]),
      ),
    ).toBe(false);
    expect(isHoneypotFilled(form([["website", "   \n"]]))).toBe(false);
    expect(isHoneypotFilled(form([["email", "ibu@contoh.id"]]))).toBe(false);
  });

  it("catches a bot that filled it, even once among several values or with a file", () => {
    expect(isHoneypotFilled(form([["website", "http://spam.example"]]))).toBe(true);
    expect(
      isHoneypotFilled(
        form([
          ["website", ""],
          ["website", "x"],
        ]),
      ),
    ).toBe(true);
    expect(isHoneypotFilled(form([["website", new Blob(["x"])]]))).toBe(true);
  });
});
