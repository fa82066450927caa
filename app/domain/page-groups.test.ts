import { describe, expect, it } from "vitest";
import { groupsOfPage, groupTag } from "./page-groups";

describe("groupsOfPage", () => {
  it("puts an article page in its own group, the articles' and the site's", () => {
    expect(groupsOfPage("/artikel/12")).toEqual(["site", "articles", "article:12"]);
    expect(groupsOfPage("/artikel/12/")).toEqual(["site", "articles", "article:12"]);
  });

  it("puts what lists articles in the articles' group", () => {
    expect(groupsOfPage("/")).toEqual(["site", "articles", "home"]);
    expect(groupsOfPage("/artikel")).toEqual(["site", "articles", "qa"]);
    // The sitemap also shows the legal pages' dates.
    expect(groupsOfPage("/sitemap")).toEqual(["site", "articles", "growth", "qa", "pages"]);
    expect(groupsOfPage("/sitemap.xml")).toEqual(["site", "articles", "growth", "qa", "pages"]);
  });

  it("puts Tanya Jawab in its own group; an answer page shows related articles too (issue 39)", () => {
    expect(groupsOfPage("/tanya-jawab")).toEqual(["site", "qa"]);
    expect(groupsOfPage("/tanya-jawab/5")).toEqual(["site", "articles", "qa"]);
  });

  it("keeps the growth pages and every other page apart", () => {
    expect(groupsOfPage("/tumbuh-kembang")).toEqual(["site", "growth"]);
    expect(groupsOfPage("/tumbuh-kembang/cek")).toEqual(["site", "growth"]);
    expect(groupsOfPage("/tumbuh-kembang-lain")).toEqual(["site", "pages"]);
    expect(groupsOfPage("/kalkulator")).toEqual(["site", "pages"]);
    expect(groupsOfPage("/kebijakan-privasi")).toEqual(["site", "pages"]);
  });

  it("gives an address that is no article id no article group", () => {
    expect(groupsOfPage("/artikel/0")).toEqual(["site", "pages"]);
    expect(groupsOfPage("/artikel/abc")).toEqual(["site", "pages"]);
    expect(groupsOfPage("/artikel/2147483648")).toEqual(["site", "pages"]);
    expect(groupsOfPage("/artikel/2147483647")).toEqual(["site", "articles", "article:2147483647"]);
  });
});

describe("groupTag", () => {
  it("names the site's group with the tag every stored page carries", () => {
    expect(groupTag("site")).toBe("bidanku-pages");
    expect(groupTag("article:7")).toBe("bidanku-article-7");
    expect(groupTag("growth")).toBe("bidanku-growth");
  });

  it("gives every group a tag of its own", () => {
    const groups = ["site", "articles", "home", "growth", "qa", "pages", "article:1", "article:12"] as const;
    expect(new Set(groups.map(groupTag)).size).toBe(groups.length);
    expect(groupTag("pages")).toBe("bidanku-other-pages");
  });
});
