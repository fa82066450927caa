/**
 * Helpers for the widgets' contracts (app/client/<widget>/contract.ts): a `data-*` name is written
 * once, in the contract, and both the server's markup and the browser script use it from there.
 */

/** An attribute of the contract as a JSX prop (`{...attr(TOAST_CLOSE)}`), with its value. */
export const attr = (name: `data-${string}`, value = "") => ({ [name]: value });

/** A selector for elements carrying the attribute (with that value, if given). */
export const selector = (name: `data-${string}`, value?: string) =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;

/** Puts `text` into the element `selector` finds under `root`, if there is one. */
export const setText = (root: ParentNode, selector: string, text: string) => {
  const element = root.querySelector(selector);
  if (element) element.textContent = text;
};

/** Where a template's text goes: `data-slot="<name>"`, the names typed by each widget's contract. */
export const SLOT = "data-slot";
export const slotAttr = <Name extends string>(name: Name) => attr(SLOT, name);
export const slotSelector = <Name extends string>(name: Name) => selector(SLOT, name);
