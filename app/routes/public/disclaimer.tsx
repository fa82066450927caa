import { LegalPage } from "~/components/LegalPage";
import { SITE_NAME } from "~/messages";
import { legalPageResponse } from "~/server/content.server";
import { publicCacheHeaders } from "~/server/http.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/disclaimer";

const FALLBACK_TITLE = "Disclaimer";

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data?.page.status === "ok" && data.page.title ? data.page.title : FALLBACK_TITLE;
  return [
    { title: `${title} | ${SITE_NAME}` },
    {
      name: "description",
      content:
        data?.description ||
        `Disclaimer ${SITE_NAME}: informasi bersifat edukatif dan tidak menggantikan konsultasi medis.`,
    },
  ];
};

export const headers = publicCacheHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return legalPageResponse(getDb(context.cloudflare.env), "disclaimer");
}

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} fallbackTitle={FALLBACK_TITLE} />;
}
