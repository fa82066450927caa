// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { canonical, mountMarkup } from "../same-markup.dom";
import { ReadList } from "./ReadList";
import { addReadItem, keptTitle } from "./script";

const read = [
  { href: "/artikel/12", title: "Tanda bahaya pada bayi baru lahir" },
  { href: "/artikel/3", title: 'ASI & MPASI: "kapan" mulai?' },
];

test("the list the script fills is the server's list of the same articles", () => {
  const section = mountMarkup(renderToStaticMarkup(<ReadList />));
  expect(section.querySelector("ul")!.children).toHaveLength(0);
  for (const item of read) addReadItem(section, item.href, item.title);
  const server = mountMarkup(renderToStaticMarkup(<ReadList items={read} />));
  expect(canonical(section.querySelector("ul")!.outerHTML)).toBe(canonical(server.querySelector("ul")!.outerHTML));
});

test("a kept page's title is its <title> without the site's name, entities decoded", () => {
  expect(keptTitle("<html><head><title>ASI &amp; MPASI | Bidanku</title></head></html>")).toBe("ASI & MPASI");
  expect(keptTitle("<p>no title</p>")).toBe("");
});
