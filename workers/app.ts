import { createRequestHandler } from "react-router";
import { countRoundTrips, type RoundTrips } from "~/server/d1-counter.server";
import { createNonce } from "~/server/csp.server";
import { discardBody, finalizeResponse } from "~/server/http.server";
import { loggable } from "~/server/log.server";
import { deleteExpiredSessions, deleteExpiredVerifications, deleteOldAuditRows } from "~/server/housekeeping.server";
import { purgeOldOutboxMail } from "~/server/mail.server";
import { deleteExpiredQuestions } from "~/server/questions.server";
import { deleteExpiredRateLimits } from "~/server/rate-limit.server";
import { checkRequest, limitWrite, refusalResponse } from "~/server/request-guard.server";
import { countCachedRead } from "~/server/articles.server";
import {
  type CacheSlot,
  cacheSlot,
  changesPublicPages,
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
    const response = await requestHandler(anonymous, { cloudflare: { env, ctx }, nonce });
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
    const counting = env.ENABLE_TEST_ROUTES === "true";
    // Anonymous readers get public pages from the edge cache when it has them (decision 040).
    const slot =
      edgeCacheOn(env) && mayUseCache(request) ? await cacheSlot(edgeCache(), request, await deployedBuild()) : null;
    if (slot) {
      const cached = await readCachedPage(slot);
      if (cached) {
        if (cached.state === "STALE") ctx.waitUntil(refreshPage(slot, request, env, ctx));
        else ctx.waitUntil(countCachedRead(env, request));
        const finished = finalizeResponse(request, await withFreshNonce(cached, nonce), nonce);
        finished.headers.set("X-Cache", cached.state);
        if (counting) {
          finished.headers.set("X-D1-Round-Trips", "0");
          finished.headers.set("X-D1-Queries", "0");
        }
        return finished;
      }
    }
    // Test runs report how many D1 round trips the request took.
    const trips: RoundTrips = { count: 0, queries: 0 };
    const routeEnv = counting ? { ...env, DB: countRoundTrips(env.DB, trips) } : env;
    let response: Response;
    try {
      response = await requestHandler(request, { cloudflare: { env: routeEnv, ctx }, nonce });
    } finally {
      // A body no route read (a 405, a refusal inside an action) is drained, or local
      // `wrangler dev` answers the next requests on the connection with 503 and then stops.
      await discardBody(request);
    }
    if (edgeCacheOn(env) && changesPublicPages(request, response)) {
      await purgePublicPages(edgeCache(), new URL(request.url).origin, env);
    }
    const stored = slot ? response.clone() : null;
    const finished = finalizeResponse(request, response, nonce);
    if (slot && stored && mayStore(finished)) {
      ctx.waitUntil(storePage(slot, stored, nonce));
      finished.headers.set("X-Cache", "MISS");
    }
    if (counting) {
      // Tests wait for the page to be stored under this key.
      if (slot) finished.headers.set("X-Cache-Key", slot.key);
      finished.headers.set("X-D1-Round-Trips", String(trips.count));
      finished.headers.set("X-D1-Queries", String(trips.queries));
    }
    return finished;
  },

  /**
   * The Cron Trigger in wrangler.toml (hourly): clears rate-limit counters whose window ended,
   * visitors' questions past retention, outbox mail older than a week, expired sign-in sessions
   * and verification tokens (decision 064), and audit rows older than 12 months (decision 065).
   */
  async scheduled(controller, env) {
    const deleted = await deleteExpiredRateLimits(env, controller.scheduledTime);
    console.log(`rate_limits: ${deleted} expired rows deleted`);
    const questionsDeleted = await deleteExpiredQuestions(env, controller.scheduledTime);
    if (questionsDeleted > 0) console.log(`questions: ${questionsDeleted} past retention deleted`);
    await purgeOldOutboxMail(env, controller.scheduledTime);
    const sessionsDeleted = await deleteExpiredSessions(env, controller.scheduledTime);
    const tokensDeleted = await deleteExpiredVerifications(env, controller.scheduledTime);
    if (sessionsDeleted + tokensDeleted > 0) {
      console.log(`sessions: ${sessionsDeleted} expired deleted; verifications: ${tokensDeleted} expired deleted`);
    }
    const auditDeleted = await deleteOldAuditRows(env, controller.scheduledTime);
    if (auditDeleted > 0) console.log(`audit_log: ${auditDeleted} past retention deleted`);
  },
} satisfies ExportedHandler<Env>;
