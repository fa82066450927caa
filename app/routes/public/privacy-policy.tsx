import { LegalPage } from "~/components/LegalPage";
import { SITE_NAME } from "~/messages";
import { legalPageResponse } from "~/server/content.server";
import { publicCacheHeaders } from "~/server/http.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/privacy-policy";

const FALLBACK_TITLE = "Kebijakan Privasi";

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data?.page.status === "ok" && data.page.title ? data.page.title : FALLBACK_TITLE;
  return [
    { title: `${title} | ${SITE_NAME}` },
    {
      name: "description",
      content: data?.description || `Kebijakan privasi ${SITE_NAME}: data yang kami kumpulkan dan hak Anda.`,
    },
  ];
};

export const headers = publicCacheHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return legalPageResponse(getDb(context.cloudflare.env), "privacy-policy");
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} fallbackTitle={FALLBACK_TITLE} />;
}
