import { selector } from "../names";
import { MENU_CONFIRM, MENU_TOP_BAR } from "./contract";

/**
 * The top bar's <details> menus (one open at a time, closed by a link) and the delete
 * confirmations: closed by Escape (focus back on the summary), a tap outside or focus moving out
 * (decision 058).
 */
export function mountMenus(root: Document = document) {
  const menuList = [...root.querySelectorAll<HTMLDetailsElement>(MENU_TOP_BAR)];
  const closable = [...menuList, ...root.querySelectorAll<HTMLDetailsElement>(`details${selector(MENU_CONFIRM)}`)];
  for (const menu of menuList) {
    menu.addEventListener("toggle", () => {
      if (menu.open) for (const other of menuList) if (other !== menu && !other.contains(menu)) other.open = false;
    });
    menu.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) menu.open = false;
    });
  }
  const close = (event: Event) => {
    for (const menu of closable) {
      if (!menu.open) continue;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") continue;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) menu.open = false;
    }
  };
  root.addEventListener("click", close);
  root.addEventListener("keydown", close);
  root.addEventListener("focusin", close);
}
