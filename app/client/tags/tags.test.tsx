// @vitest-environment happy-dom
import type { FieldMetadata } from "@conform-to/react";
import { selector } from "../names";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MAX_TAGS } from "~/domain/articles";
import { TAGS_ENTRY, TAGS_LIST, TAGS_REMOVE } from "./contract";
import { mountTagInput } from "./script";
import { TagInput, TagList } from "./Tags";

// The tags' widget test (decision 062): the chips the browser's script makes, tag by tag, from
// the server's <template> are the chips the server renders for the same tags.

function server(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  document.body.replaceChildren(host);
  return host.firstElementChild as HTMLElement;
}

/** Markup with attributes in name order and runs of whitespace as one space. */
function markup(node: Node | null): string {
  if (!node) return "(none)";
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ");
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(" ");
  const children = node instanceof HTMLTemplateElement ? node.content.childNodes : node.childNodes;
  return `<${node.localName} ${attributes}>${[...children].map(markup).join("")}</${node.localName}>`;
}

/** The part of useRecipeForm's field the widget reads. */
function field(initialValue: string) {
  return { id: "tags", name: "tags", initialValue, errors: undefined } as unknown as FieldMetadata<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
    any,
    string[]
  >;
}

const list = (widget: HTMLElement) => widget.querySelector(selector(TAGS_LIST));
const entryOf = (widget: HTMLElement) => widget.querySelector<HTMLInputElement>(selector(TAGS_ENTRY))!;

function type(widget: HTMLElement, text: string, key = "Enter") {
  const entry = entryOf(widget);
  entry.value = text;
  entry.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}

/** What a form around the widget would post as `tags`. */
function postedTags(widget: HTMLElement): string[] {
  const form = document.createElement("form");
  widget.replaceWith(form);
  form.append(widget);
  return new FormData(form).getAll("tags").map(String);
}

describe("the chips", () => {
  const cases: [string, string[], string[]][] = [
    ["one by one", ["gizi", "trimester 1"], ["gizi", "trimester 1"]],
    ["a repeat is added once", ["Nifas", "demam", "nifas"], ["Nifas", "demam"]],
    ["nothing", [], []],
    [
      "at most the limit",
      Array.from({ length: MAX_TAGS + 2 }, (_, at) => `tag ${at}`),
      Array.from({ length: MAX_TAGS }, (_, at) => `tag ${at}`),
    ],
  ];
  for (const [label, typed, tags] of cases) {
    it(`the script's chips, typed ${label}, are the server's`, () => {
      const widget = server(<TagInput label="Tag" field={field("")} />);
      mountTagInput(widget);
      for (const text of typed) type(widget, text);
      const expected = server(<TagList tags={tags} />);
      expect(markup(list(widget))).toBe(markup(expected));
    });
  }

  it("the server's chips for a sent-back value are the script's from the same value", () => {
    const widget = server(<TagInput label="Tag" field={field("gizi, trimester 1")} />);
    const before = markup(list(widget));
    mountTagInput(widget);
    expect(markup(list(widget))).toBe(before);
    expect(entryOf(widget).value).toBe("");
    expect(postedTags(widget)).toEqual(["gizi, trimester 1"]);
  });

  it("a chip's button removes it, Backspace in an empty box the last one, a comma adds", () => {
    const widget = server(<TagInput label="Tag" field={field("gizi, trimester 1, asi")} />);
    mountTagInput(widget);
    widget.querySelectorAll<HTMLButtonElement>(selector(TAGS_REMOVE))[1]!.click();
    expect(markup(list(widget))).toBe(markup(server(<TagList tags={["gizi", "asi"]} />)));
    const after = widget;
    document.body.replaceChildren(after);
    type(after, "", "Backspace");
    type(after, "imunisasi", ",");
    expect(markup(list(after))).toBe(markup(server(<TagList tags={["gizi", "imunisasi"]} />)));
  });

  it("posts the same comma-separated field with the script as without it", () => {
    const typed = server(<TagInput label="Tag" field={field("gizi, trimester 1")} />);
    expect(postedTags(typed)).toEqual(["gizi, trimester 1"]);
    const chips = server(<TagInput label="Tag" field={field("")} />);
    mountTagInput(chips);
    type(chips, "gizi");
    type(chips, "trimester 1");
    expect(postedTags(chips)).toEqual(["gizi, trimester 1"]);
  });
});
