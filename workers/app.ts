import { createRequestHandler } from "react-router";
import { countRoundTrips, type RoundTrips } from "~/server/d1-counter.server";
import { crossSiteRefusal, finalizeResponse, isCrossSiteWrite } from "~/server/http.server";

declare module "react-router" {
  export interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
    };
  }
}

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    if (isCrossSiteWrite(request)) {
      // Read the body first: answering with it unread leaves the connection unusable locally.
      await request.arrayBuffer();
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
} satisfies ExportedHandler<Env>;
