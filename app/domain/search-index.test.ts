import { describe, expect, it } from "vitest";
import {
  articleEntries,
  EXACT_IN_BODY,
  EXACT_IN_LEAD,
  EXACT_IN_TITLE,
  entryRowsJson,
  IN_BODY,
  IN_LEAD,
  IN_TITLE,
  textOfHtml,
} from "./search-index";

const article = {
  title: "Kehamilan Sehat",
  excerpt: "Ibu hamil perlu gizi.",
  category: "Kehamilan",
  tags: ["anemia"],
  html: "<p>Periksa <strong>kehamilan</strong> &amp; minum tablet besi.</p>",
};

describe("articleEntries", () => {
  const entries = articleEntries(article);

  it("gives each stem where it stands, and where it stands in exactly that form", () => {
    // "hamil": a stem of "Kehamilan" in the title, the category and the body, and as itself in the excerpt.
    expect(entries.get("hamil")).toBe(IN_TITLE | IN_LEAD | IN_BODY | EXACT_IN_LEAD);
    // "kehamilan" as written: title, category (lead), body.
    expect(entries.get("=kehamilan")).toBe(EXACT_IN_TITLE | EXACT_IN_LEAD | EXACT_IN_BODY);
    expect(entries.get("sehat")).toBe(IN_TITLE | EXACT_IN_TITLE);
    expect(entries.get("anemia")).toBe(IN_LEAD | EXACT_IN_LEAD);
    expect(entries.get("besi")).toBe(IN_BODY | EXACT_IN_BODY);
  });

  it("never indexes stop words or markup", () => {
    expect(entries.has("perlu")).toBe(false);
    expect(entries.has("strong")).toBe(false);
    expect(entries.has("amp")).toBe(false);
  });

  it("stores rows as [entry, weight, entry backwards]", () => {
    const rows = JSON.parse(entryRowsJson(new Map([["hamil", 5]])));
    expect(rows).toEqual([["hamil", 5, "limah"]]);
  });
});

describe("textOfHtml", () => {
  it("turns tags into spaces, block ends into line breaks, and entities into characters", () => {
    expect(textOfHtml("<p>A&amp;B</p><p>&lt;script&gt; &#65;&#x42;&nbsp;<b>c</b>d</p>")).toBe("A&B\n<script> AB c d");
    expect(textOfHtml("<h2>Judul</h2><ul><li>satu</li><li>dua</li></ul>")).toBe("Judul\nsatu\ndua");
    // An unknown name stays as written, an object member's name too.
    expect(textOfHtml("&constructor; &toString; &zzz;")).toBe("&constructor; &toString; &zzz;");
  });
});
