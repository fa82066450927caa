import { data } from "react-router";
import { messages } from "~/messages";

// The child's id in a child page's address (issue 16, part 3; issue 35): only its owner sees it, so
// another member's child, none, or an id that cannot be one is the same 404.

/** The child's id, or null for anything that cannot be one. */
export function childIdOrNull(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

export function childNotFound(): never {
  throw data({ message: messages.children.notFound }, { status: 404 });
}

/** The id in the URL, or a 404 (a bad id is simply a child that does not exist). */
export function childIdFrom(param: string | undefined): number {
  return childIdOrNull(param) ?? childNotFound();
}
