import { PUBLIC_CACHE_CONTROL, siteOrigin } from "~/server/http.server";
import { buildRobotsTxt } from "~/server/sitemap.server";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.cloudflare.env, request);
  return new Response(buildRobotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
