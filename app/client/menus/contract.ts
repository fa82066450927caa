/** The names the menus' server markup (Navbar.tsx, ConfirmDelete.tsx) and ./script.ts share. */

/**
 * The top bar's menus, its `<details>` (one open at a time, closed by a link): a selector, not an
 * attribute, since every page carries the bar and app.css already finds them so (decision 058).
 */
export const MENU_TOP_BAR = "header details";
/** A delete confirmation (`<details>`). */
export const MENU_CONFIRM = "data-confirm";
