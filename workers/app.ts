import { createRequestHandler } from "react-router";
import { countRoundTrips, type RoundTrips } from "~/server/d1-counter.server";
import { crossSiteRefusal, discardBody, finalizeResponse, isCrossSiteWrite } from "~/server/http.server";
import { deleteExpiredQuestions } from "~/server/questions.server";
import { deleteExpiredRateLimits } from "~/server/rate-limit.server";
import { missingSecrets } from "~/server/secrets.server";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
    };
  }
}

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const missing = missingSecrets(env);
    if (missing.length > 0) {
      // Refuse to run half-configured: sessions and toasts would fail on the first sign-in.
      console.error(`Missing or too short secrets: ${missing.join(", ")} (see README, "Deploy to Cloudflare")`);
      return new Response("Situs belum dikonfigurasi dengan benar. Silakan coba lagi nanti.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
      });
    }
    if (isCrossSiteWrite(request)) {
      await discardBody(request);
      return finalizeResponse(request, crossSiteRefusal());
    }
    if (env.ENABLE_TEST_ROUTES !== "true") {
      return finalizeResponse(request, await requestHandler(request, { cloudflare: { env, ctx } }));
    }
    // Test runs report how many D1 round trips the request took.
    const trips: RoundTrips = { count: 0 };
    const countedEnv = { ...env, DB: countRoundTrips(env.DB, trips) };
    const response = finalizeResponse(request, await requestHandler(request, { cloudflare: { env: countedEnv, ctx } }));
    response.headers.set("X-D1-Round-Trips", String(trips.count));
    return response;
  },

  /** The Cron Trigger in wrangler.toml (hourly): clears rate-limit counters whose window ended. */
  async scheduled(controller, env) {
    const deleted = await deleteExpiredRateLimits(env, controller.scheduledTime);
    console.log(`rate_limits: ${deleted} expired rows deleted`);
    const questionsDeleted = await deleteExpiredQuestions(env, controller.scheduledTime);
    if (questionsDeleted > 0) console.log(`questions: ${questionsDeleted} past retention deleted`);
    await (await import("~/server/mail.server")).purgeOldOutboxMail(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
