/**
 * For the widget tests (app/client/<widget>/*.test.tsx, in happy-dom): markup as one canonical
 * string, so the browser script's result and the server's render compare equal when they are the
 * same DOM: attributes sorted, `class` words sorted, whitespace between tags dropped and runs of
 * it in text collapsed, boolean attributes written bare. Templates' contents are included.
 */
export function canonical(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return serialise(template.content);
}

function serialise(node: Node): string {
  let out = "";
  for (const child of node.childNodes) {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? "").replace(/\s+/g, " ");
      if (text.trim()) out += text;
    } else if (child.nodeType === 1) {
      const element = child as Element;
      const name = element.tagName.toLowerCase();
      const attributes = [...element.attributes]
        .map(({ name: key, value }) =>
          key === "class" ? [key, value.split(/\s+/).filter(Boolean).sort().join(" ")] : [key, value],
        )
        .sort(([a], [b]) => (a! < b! ? -1 : 1))
        .map(([key, value]) => (value === "" ? ` ${key}` : ` ${key}="${value}"`))
        .join("");
      const inner = element instanceof HTMLTemplateElement ? serialise(element.content) : serialise(element);
      out += `<${name}${attributes}>${inner}</${name}>`;
    }
  }
  return out;
}

/** The server's markup put into the document, returning its first element. */
export function mountMarkup(html: string): HTMLElement {
  document.body.innerHTML = html;
  const first = document.body.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error("no element in the markup");
  return first;
}
