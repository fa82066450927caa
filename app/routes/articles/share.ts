import { data, redirect } from "react-router";
import { z } from "~/schemas/zod";
import { parseArticleId, SHARE_PLATFORMS, shareUrl } from "~/domain/articles";
import { publicArticleTitle } from "~/server/articles.server";
import { clientIp } from "~/server/rate-limit.server";
import { sendCount } from "~/server/reading-counts.server";
import { getDb } from "~/server/db.server";
import { siteOrigin } from "~/server/http.server";
import type { Route } from "./+types/share";
import { readSubmission } from "~/server/forms.server";

const shareSchema = z.object({
  platform: z.enum(SHARE_PLATFORMS as [string, ...string[]]),
  js: z.literal("1").optional(),
});

export function loader({ params }: Route.LoaderArgs) {
  const id = parseArticleId(params.id);
  return redirect(id === null ? "/artikel" : `/artikel/${id}`);
}

/**
 * Counts a share, then sends the reader on to the network (or, for the JavaScript buttons,
 * answers with the new count and the address). The count rises only when the article is public.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseArticleId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const submission = await readSubmission(request, shareSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { platform, js } = submission.value;
  const { env, ctx } = context.cloudflare;
  // Reads only; the share is counted through the counts queue (decision 067). Repeated shares of
  // one article from one address count 10 a minute at most (the Rate Limiting binding, per
  // Cloudflare location, no D1 write), so the number stays honest; the reader is still sent on
  // to the network. (Keyed by the IPv4 address or IPv6 /64: a holder of a whole IPv6 /48 can
  // raise a share count faster, decision 069.)
  const article = await publicArticleTitle(getDb(env), id, new Date());
  if (article === null) throw data(null, { status: 404 });
  const { success: counted } = await env.SHARE_LIMIT.limit({ key: `${clientIp(request)}:${id}` });
  if (counted) ctx.waitUntil(sendCount(env, { kind: "share", article: id }));
  // What the page shows next: the count with this share (the queue adds it within a minute).
  const shares = counted ? article.shares + 1 : null;
  const { title } = article;

  const articleUrl = `${siteOrigin(env, request)}/artikel/${id}`;
  const target = shareUrl(platform as (typeof SHARE_PLATFORMS)[number], articleUrl, title);
  if (js) return Response.json({ shares, url: target }, { headers: { "Cache-Control": "no-store" } });
  return redirect(target ?? `/artikel/${id}`, 303);
}
