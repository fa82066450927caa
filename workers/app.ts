import { createRequestHandler } from "react-router";
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
    const response = await requestHandler(request, { cloudflare: { env, ctx } });
    return finalizeResponse(request, response);
  },
} satisfies ExportedHandler<Env>;
