import { data } from "react-router";
import siteCss from "~/app.css?inline";
import type { Route } from "./+types/test-stylesheet";

// The whole site stylesheet, for tests/e2e/critical-css.nojs.spec.ts: pages carry only their cut
// of it (decision 039), and since no page links it any more (decision 061) no file of the build
// holds it whole. Only answers when ENABLE_TEST_ROUTES is "true", which only the local test runs set.
export function loader({ context }: Route.LoaderArgs) {
  if (context.cloudflare.env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
  return new Response(siteCss, { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-store" } });
}
