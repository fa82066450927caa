import { data, redirect } from "react-router";
import { z } from "~/schemas/zod";
import { parseArticleId, SHARE_PLATFORMS, shareUrl } from "~/domain/articles";
import { incrementShares, publicArticleTitle } from "~/server/articles.server";
import { hitClientRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
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
  const { env } = context.cloudflare;
  const db = getDb(env);
  const now = new Date();
  // Repeated shares from one address count a few times at most, so the number stays honest;
  // the reader is still sent on to the network.
  const limit = await hitClientRateLimit(env, RATE_LIMITS.share, request, { suffix: `:${id}` });
  const shared = limit.allowed ? await incrementShares(db, id, now) : null;
  const title = shared?.title ?? (await publicArticleTitle(db, id, now));
  if (title === null) throw data(null, { status: 404 });
  const shares = shared?.shares ?? null;

  const articleUrl = `${siteOrigin(env, request)}/artikel/${id}`;
  const target = shareUrl(platform as (typeof SHARE_PLATFORMS)[number], articleUrl, title);
  if (js) return Response.json({ shares, url: target }, { headers: { "Cache-Control": "no-store" } });
  return redirect(target ?? `/artikel/${id}`, 303);
}
