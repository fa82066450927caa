// The performance budget of issue 15 (scripts/perf/budgets.mjs), measured the way `npm run bench`
// measures it (scripts/perf/first-view.mjs): a first-time reader's phone (360×740, JavaScript
// on, empty cache), every response of the load, sizes as gzip would send them. Each message
// carries the measured figure, so a failure says by how much.
import type { Browser, Cookie } from "@playwright/test";
import {
  BUDGETS,
  FIRST_ROUND_TRIP_PAGES,
  INTERACTIVE_PAGES,
  kb,
  LONGEST_ARTICLE_SQL,
  PUBLIC_PAGES,
  READING_PAGES,
} from "../../scripts/perf/budgets.mjs";
import { measureFirstView, PHONE } from "../../scripts/perf/first-view.mjs";
import { DEMO, e2eRows, expect, signIn, test } from "./support";

type FirstView = Awaited<ReturnType<typeof measureFirstView>>;

/** The seeded published article with the longest body (picked in the journeys' own D1). */
async function longestArticlePath() {
  const id = (await e2eRows(LONGEST_ARTICLE_SQL))[0]?.id;
  expect(id, "the seed has a published article").toBeDefined();
  return `/artikel/${id}`;
}

/** The budget lists name the long article ":article". */
const resolve = (paths: string[], article: string) => paths.map((path) => (path === ":article" ? article : path));

const clientIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** A phone's first view of `path` in a fresh context (with `cookies` when signed in). */
async function firstView(browser: Browser, path: string, cookies: Cookie[] = []): Promise<FirstView> {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  try {
    await context.addCookies(cookies);
    const view = await measureFirstView(await context.newPage(), path);
    expect(view.status, `${path} answered ${view.status}`).toBe(200);
    expect(new URL(view.url).pathname, `${path} ended at ${view.url}`).toBe(path);
    return view;
  } finally {
    await context.close();
  }
}

/** Signs in through /login in a context of its own and returns its cookies. */
async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": clientIp() },
  });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.waitForLoadState("networkidle");
  const cookies = (await context.cookies()).filter((cookie) => !cookie.name.endsWith("_toast"));
  await context.close();
  expect(cookies.map((cookie) => cookie.name).join(", "), `signing in ${account.email}`).toContain("session_token");
  return cookies;
}

const scriptList = (view: FirstView) =>
  view.scripts.map((url) => new URL(url).pathname.replace("/assets/", "")).join(", ") || "none";

const imageList = (view: FirstView) =>
  view.resources
    .filter((resource) => resource.kind === "image")
    .map((resource) => `${new URL(resource.url).pathname} ${kb(resource.sizes.gzip)} KB`)
    .join(", ") || "none";

/** Site CSS within budget and no web fonts, on every page measured. */
function expectLeanCss(path: string, view: FirstView) {
  expect
    .soft(
      view.siteCss.gzip,
      `${path}: site CSS is ${kb(view.siteCss.gzip)} KB gzip (files ${kb(view.css.gzip)} KB, inline <style> ${kb(view.inlineStyle.gzip)} KB); budget ${kb(BUDGETS.siteCss)} KB`,
    )
    .toBeLessThanOrEqual(BUDGETS.siteCss);
  expect.soft(view.fonts, `${path}: loads ${view.fonts.length} web font(s): ${view.fonts.join(", ")}`).toEqual([]);
  expect.soft(view.fontFace, `${path}: its CSS declares @font-face`).toBe(false);
}

test("/, /artikel and the long article fit HTML + render-blocking CSS in 14 KB; the article's whole first view in 60 KB", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const article = await longestArticlePath();
  for (const path of resolve(FIRST_ROUND_TRIP_PAGES, article)) {
    const view = await firstView(browser, path);
    expect
      .soft(
        view.htmlAndCss.gzip,
        `${path}: HTML + render-blocking CSS is ${kb(view.htmlAndCss.gzip)} KB gzip (HTML ${kb(view.html.gzip)} KB, CSS ${kb(view.renderBlockingCss.gzip)} KB); budget ${kb(BUDGETS.htmlAndCss)} KB, over by ${kb(Math.max(0, view.htmlAndCss.gzip - BUDGETS.htmlAndCss))} KB`,
      )
      .toBeLessThanOrEqual(BUDGETS.htmlAndCss);
    if (path === article) {
      expect
        .soft(
          view.total.gzip,
          `${path}: whole first view is ${kb(view.total.gzip)} KB gzip in ${view.requests} requests (HTML ${kb(view.html.gzip)}, CSS ${kb(view.css.gzip)}, JS ${kb(view.js.gzip)}, images ${kb(view.images.gzip)}, other ${kb(view.other.gzip)} KB; images: ${imageList(view)}); budget ${kb(BUDGETS.articleTotal)} KB, over by ${kb(Math.max(0, view.total.gzip - BUDGETS.articleTotal))} KB`,
        )
        .toBeLessThanOrEqual(BUDGETS.articleTotal);
    }
    expectLeanCss(path, view);
  }
});

test("reading pages load no JavaScript at all", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const path of resolve(READING_PAGES, await longestArticlePath())) {
    const view = await firstView(browser, path);
    expect
      .soft(
        view.scripts.length,
        `${path}: loads ${view.scripts.length} script(s), ${kb(view.js.gzip)} KB gzip (${scriptList(view)}); budget: none (inline scripts in the HTML: ${kb(view.inlineScript.gzip)} KB gzip)`,
      )
      .toBe(0);
    expectLeanCss(path, view);
  }
});

/**
 * The first view of every interactive page, signed in where the page needs it: measured once for
 * the two tests that read it (the worker keeps it; a retry in a new worker measures again).
 */
let interactive: Promise<[string, FirstView][]> | undefined;
function interactiveViews(browser: Browser): Promise<[string, FirstView][]> {
  interactive ??= measureInteractiveViews(browser);
  return interactive;
}

async function measureInteractiveViews(browser: Browser): Promise<[string, FirstView][]> {
  const member = await signedIn(browser, DEMO.member);
  const admin = await signedIn(browser, DEMO.admin);
  const cookiesFor: Record<string, Cookie[]> = { "/dashboard": member, "/dashboard/anak": member, "/admin": admin };
  const views: [string, FirstView][] = [];
  for (const path of INTERACTIVE_PAGES) views.push([path, await firstView(browser, path, cookiesFor[path])]);
  return views;
}

test("interactive pages load no render-blocking script", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [path, view] of await interactiveViews(browser)) {
    expect
      .soft(view.blockingScripts, `${path}: render-blocking scripts in <head>: ${view.blockingScripts.join(", ")}`)
      .toEqual([]);
    expectLeanCss(path, view);
  }
});

// React and React Router alone are about 108 KB gzip: these pages run the site's own small
// scripts instead (decision 042).
test("interactive pages load at most 100 KB of JavaScript", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [path, view] of await interactiveViews(browser)) {
    expect
      .soft(
        view.js.gzip,
        `${path}: loads ${kb(view.js.gzip)} KB gzip of JavaScript in ${view.scripts.length} script(s); budget ${kb(BUDGETS.interactiveJs)} KB, over by ${kb(Math.max(0, view.js.gzip - BUDGETS.interactiveJs))} KB`,
      )
      .toBeLessThanOrEqual(BUDGETS.interactiveJs);
  }
});

test("an anonymous request to a public page takes at most 2 D1 round trips", async ({ request }) => {
  test.setTimeout(60_000);
  for (const path of resolve(PUBLIC_PAGES, await longestArticlePath())) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${path} answered ${response.status()}`).toBe(200);
    const header = response.headers()["x-d1-round-trips"];
    const cache = response.headers()["x-cache"] ?? response.headers()["cf-cache-status"];
    // Served from the edge cache, a page runs no Worker code and so carries no count.
    const trips = header === undefined && cache?.toUpperCase() === "HIT" ? 0 : Number(header);
    expect.soft(header !== undefined || cache !== undefined, `${path}: no X-D1-Round-Trips header`).toBe(true);
    expect
      .soft(
        trips,
        `${path}: ${header ?? "no"} D1 round trip(s) (${response.headers()["x-d1-queries"] ?? "?"} queries${cache ? `, cache ${cache}` : ""}); budget ${BUDGETS.d1RoundTrips}`,
      )
      .toBeLessThanOrEqual(BUDGETS.d1RoundTrips);
  }
});
