import { getDb } from "~/server/db.server";
import { PUBLIC_CACHE_CONTROL, siteOrigin } from "~/server/http.server";
import { buildSitemapXml, loadSitemapContent } from "~/server/sitemap.server";
import type { Route } from "./+types/sitemap-xml";
import { loggable } from "~/server/log.server";

// sitemaps.org XML for crawlers, built from D1 on each (cache-missing) request.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  try {
    const content = await loadSitemapContent(getDb(env));
    return new Response(buildSitemapXml(siteOrigin(env, request), content), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
    });
  } catch (error) {
    // A sitemap without the articles would tell crawlers they are gone; 503 asks them to retry.
    console.error("Gagal membuat sitemap.xml", loggable(error));
    return new Response("Peta situs sementara tidak tersedia. Silakan coba lagi nanti.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "300",
      },
    });
  }
}
