/** The names the menus' server markup (Navbar.tsx, ConfirmDelete.tsx) and ./script.ts share. */
/** A top-bar menu (`<details>`): one open at a time, closed by a link. */
export const MENU_TOP_BAR = "data-menu";
/** A delete confirmation (`<details>`). */
export const MENU_CONFIRM = "data-confirm";
