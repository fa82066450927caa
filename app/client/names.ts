/**
 * Helpers for the widgets' contracts (app/client/<widget>/contract.ts): a `data-*` name is written
 * once, in the contract, and both the server's markup and the browser script use it from there.
 */

/** An attribute of the contract as a JSX prop (`{...attr(TOAST_CLOSE)}`), with its value. */
export const attr = (name: `data-${string}`, value = "") => ({ [name]: value });

/** A selector for elements carrying the attribute (with that value, if given). */
export const selector = (name: `data-${string}`, value?: string) =>
  value === undefined ? `[${name}]` : `[${name}="${value}"]`;
