import { createRequestHandler } from "react-router";
import { countRoundTrips, d1Totals, noTrips, type RoundTrips } from "~/server/d1-counter.server";
import { keepBookmark, openSession, type RequestSession } from "~/server/d1-session.server";
import { sendCount, writeCounts } from "~/server/reading-counts.server";
import { createNonce } from "~/server/csp.server";
import { discardBody, finalizeResponse } from "~/server/http.server";
import { loggable } from "~/server/log.server";
import { runHourly } from "~/server/hourly.server";
import { checkRequest, limitWrite, refusalResponse } from "~/server/request-guard.server";
import { articleIdOfPath } from "~/domain/articles";
import {
  type CacheSlot,
  cacheSlot,
  CHANGED_GROUPS_HEADER,
  groupsChangedBy,
  imageCacheKey,
  mayStoreImage,
  storedImageAnswer,
  edgeCache,
  edgeCacheOn,
  mayStore,
  mayUseCache,
  purgePublicPages,
  readCachedPage,
  storePage,
  withFreshNonce,
} from "~/server/edge-cache.server";
import { missingSecrets } from "~/server/secrets.server";
import { requestSavesData } from "~/server/data-saver.server";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
    };
    /** This response's Content-Security-Policy nonce (entry.server.tsx puts it on inline scripts). */
    nonce: string;
  }
}

/**
 * The env a request's routes get: `DB` is this request's Sessions API session (decision 067) and,
 * in test runs, counts its D1 use into `trips` and the isolate's totals.
 */
function withSession(
  env: Env,
  request: Request,
  trips: RoundTrips,
  savedBookmark: string | null = null,
): { env: Env; open: RequestSession } {
  const open = openSession(env.DB, request, savedBookmark);
  const db = env.ENABLE_TEST_ROUTES === "true" ? countRoundTrips(open.db, trips, d1Totals) : open.db;
  return { env: { ...env, DB: db }, open };
}

/** The env of work outside a request (cron, queue): the primary, counted in test runs. */
function backgroundEnv(env: Env): Env {
  return env.ENABLE_TEST_ROUTES === "true" ? { ...env, DB: countRoundTrips(env.DB, d1Totals) } : env;
}

/** The request without If-None-Match and If-Modified-Since (the same GET, unconditional). */
function withoutValidators(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  return new Request(request.url, { method: request.method, headers });
}

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

let buildVersion: Promise<string> | undefined;

/** This deploy's build: part of every edge-cache key, so a deploy never serves pages of the last one. */
function deployedBuild(): Promise<string> {
  buildVersion ??= import("virtual:react-router/server-build").then((build) => build.assets.version);
  return buildVersion;
}

/**
 * Renders a stale stored page again, as an anonymous reader would get it, and stores it in the
 * same slot. This render counts the article's reading, as the route does for every GET.
 */
async function refreshPage(slot: CacheSlot, request: Request, env: Env, ctx: ExecutionContext): Promise<void> {
  const nonce = createNonce();
  const headers = new Headers({ Accept: request.headers.get("Accept") ?? "text/html" });
  // The data-saving variant is stored under its own key: render that one again (decision 047).
  if (requestSavesData(request)) headers.set("Save-Data", "on");
  const anonymous = new Request(request.url, { headers });
  try {
    const response = await requestHandler(anonymous, {
      cloudflare: { env: withSession(env, anonymous, noTrips(), slot.bookmark).env, ctx },
      nonce,
    });
    if (mayStore(finalizeResponse(anonymous, response.clone(), nonce))) await storePage(slot, response, nonce);
  } catch (error) {
    console.error("Gagal memperbarui halaman tersimpan", loggable(error));
  }
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const missing = missingSecrets(env);
    if (missing.length > 0) {
      // Refuse to run half-configured: sessions and toasts would fail on the first sign-in.
      console.error(`Missing or too short secrets: ${missing.join(", ")} (see README, "Deploy to Cloudflare")`);
      await discardBody(request);
      return finalizeResponse(
        request,
        new Response("Situs belum dikonfigurasi dengan benar. Silakan coba lagi nanti.", {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
        }),
        nonce,
      );
    }
    // The request guard (decision 037): method, origin, type and size first, then the rate
    // limit per client and kind of write. A refused request runs no route code.
    const refusal = checkRequest(request) ?? (request.method === "POST" ? await limitWrite(env, request) : null);
    if (refusal) {
      await discardBody(request);
      return finalizeResponse(request, refusalResponse(request, refusal, nonce), nonce);
    }
    // No page posts through the framework's `.data` addresses (decision 061): a write there would
    // run an action whose change the edge cache never hears of (issue 39's review).
    if (request.method !== "GET" && request.method !== "HEAD" && new URL(request.url).pathname.endsWith(".data")) {
      await discardBody(request);
      return finalizeResponse(
        request,
        new Response("Metode tidak diizinkan.", {
          status: 405,
          headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        }),
        nonce,
      );
    }
    const counting = env.ENABLE_TEST_ROUTES === "true";
    // Uploaded images are kept at the edge under their immutable keys (decision 068): a hit reads
    // neither R2 nor D1.
    const imageKey = edgeCacheOn(env) ? imageCacheKey(request) : null;
    if (imageKey) {
      const stored = await edgeCache().match(imageKey);
      if (stored) {
        const finished = finalizeResponse(request, await storedImageAnswer(stored, request), nonce);
        finished.headers.set("X-Cache", "HIT");
        return finished;
      }
    }
    // Anonymous readers get public pages from the edge cache when it has them (decision 040).
    const slot =
      edgeCacheOn(env) && mayUseCache(request) ? await cacheSlot(edgeCache(), request, await deployedBuild()) : null;
    if (slot) {
      const cached = await readCachedPage(slot);
      if (cached) {
        if (cached.state === "STALE") ctx.waitUntil(refreshPage(slot, request, env, ctx));
        else {
          // A hit runs no route: the reading is counted here, through the queue (decision 067).
          const article = articleIdOfPath(new URL(request.url).pathname);
          if (article !== null) ctx.waitUntil(sendCount(env, { kind: "view", article }));
        }
        const finished = finalizeResponse(request, await withFreshNonce(cached, nonce), nonce);
        finished.headers.set("X-Cache", cached.state);
        if (counting) {
          finished.headers.set("X-D1-Round-Trips", "0");
          finished.headers.set("X-D1-Queries", "0");
          finished.headers.set("X-D1-Writes", "0");
        }
        return finished;
      }
    }
    // Test runs report how many D1 round trips (and writes) the request took.
    const trips = noTrips();
    const { env: routeEnv, open } = withSession(env, request, trips, slot?.bookmark ?? null);
    let response: Response;
    try {
      response = keepBookmark(
        request,
        await requestHandler(request, { cloudflare: { env: routeEnv, ctx }, nonce }),
        open,
      );
    } finally {
      // A body no route read (a 405, a refusal inside an action) is drained, or local
      // `wrangler dev` answers the next requests on the connection with 503 and then stops.
      await discardBody(request);
    }
    // A save retires the stored pages that show what it changed, and only those (decision 068).
    if (edgeCacheOn(env)) {
      const groups = groupsChangedBy(request, response);
      await purgePublicPages(edgeCache(), new URL(request.url).origin, env, groups, open.session.getBookmark());
    }
    response.headers.delete(CHANGED_GROUPS_HEADER);
    if (imageKey && mayStoreImage(response)) {
      const copy = response.clone();
      ctx.waitUntil(edgeCache().put(imageKey, copy));
      response.headers.set("X-Cache", "MISS");
    }
    const stored = slot ? response.clone() : null;
    // Whether the page may be kept is decided as for a request without a validator: the reader's
    // own answer may be a 304 (decision 066), the stored copy must be the whole page.
    const storable =
      slot !== null &&
      mayStore(
        finalizeResponse(
          withoutValidators(request),
          new Response(null, { status: response.status, headers: response.headers }),
          nonce,
        ),
      );
    const finished = finalizeResponse(request, response, nonce);
    if (slot && stored && storable) {
      ctx.waitUntil(storePage(slot, stored, nonce));
      finished.headers.set("X-Cache", "MISS");
    } else await stored?.body?.cancel();
    if (counting) {
      // Tests wait for the page to be stored under this key.
      if (slot) finished.headers.set("X-Cache-Key", slot.key);
      finished.headers.set("X-D1-Round-Trips", String(trips.count));
      finished.headers.set("X-D1-Queries", String(trips.queries));
      finished.headers.set("X-D1-Writes", String(trips.writes));
      finished.headers.set("X-D1-Session", open.start);
    }
    return finished;
  },

  /**
   * The Cron Trigger in wrangler.toml (hourly): clears rate-limit counters whose window ended,
   * visitors' questions past retention, outbox mail older than a week, expired sign-in sessions
   * and verification tokens (decision 064), audit rows older than 12 months (decision 065) and
   * reminder mail records older than 12 months; then sends the reminders due (decision 075).
   */
  async scheduled(controller, workerEnv) {
    // A number when deployed; a test or a local trigger may hand in a Date.
    await runHourly(backgroundEnv(workerEnv), Number(controller.scheduledTime));
  },

  /**
   * The counts queue (wrangler.toml, decision 067): a batch of readings, shares and reading-list
   * entries written as sums in one D1 batch. A failure throws, and the queue delivers the batch
   * again (at most 5 times).
   */
  async queue(batch, env) {
    await writeCounts(
      backgroundEnv(env),
      batch.messages.map((message) => message.body),
    );
  },
} satisfies ExportedHandler<Env>;
