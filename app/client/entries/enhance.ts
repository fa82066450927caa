/**
 * The site's enhancement script (decision 042), on every page but the reading pages: what
 * JavaScript adds to a page served without the framework. Every page works without it. Classes it
 * sets must already be in the page's HTML: the inline stylesheet only holds what the server's
 * HTML uses (app/server/critical-css.server.ts), so new elements are cloned from `<template>`s
 * the server renders.
 */
import { SCRIPTS_READY_MARK } from "../document";
import { mountForms } from "../forms/script";
import { mountMenus } from "../menus/script";
import { mountToasts } from "../toast/script";

mountForms();
mountToasts();
mountMenus();
// Journeys with JavaScript wait for this mark before they click (tests/e2e/support.ts). Set once
// every deferred script of the page (the calculators') has run, not just this one.
document.addEventListener("DOMContentLoaded", () => {
  document.documentElement.setAttribute(SCRIPTS_READY_MARK, "true");
});
