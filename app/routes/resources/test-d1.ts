import { data } from "react-router";
import { d1Totals } from "~/server/d1-counter.server";
import { sentCounts } from "~/server/reading-counts.server";
import type { Route } from "./+types/test-d1";

// What this isolate has sent to D1 since it started (round trips, statements, writes), counted
// by the Worker itself: requests, their background work, the cron and the counts queue alike.
// `npm run bench` reads it before and after its runs. Also the counts (readings, shares) this
// isolate put on the counts queue, for the tests. Only answers when ENABLE_TEST_ROUTES is
// "true", which only the local test runs set.
export function loader({ context }: Route.LoaderArgs) {
  if (context.cloudflare.env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
  return Response.json({ d1: { ...d1Totals }, counts: sentCounts }, { headers: { "Cache-Control": "no-store" } });
}
