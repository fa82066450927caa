import { useLocation } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { LegalPage } from "~/components/LegalPage";
import { SITE_NAME } from "~/messages";
import { legalPageResponse } from "~/server/content.server";
import { publicPage } from "~/server/http.server";
import { getDb } from "~/server/db.server";
import type { LegalPageId } from "~drizzle/types";
import type { Route } from "./+types/legal";

/**
 * The two stored legal texts share one route module; `app/routes.ts` mounts it at both paths
 * and the page is told apart by the path (the ids are fixed by the schema's check).
 */
const LEGAL_PAGES: Record<string, { id: LegalPageId; fallbackTitle: string; description: string }> = {
  "/kebijakan-privasi": {
    id: "privacy-policy",
    fallbackTitle: "Kebijakan Privasi",
    description: `Kebijakan privasi ${SITE_NAME}: data yang kami kumpulkan dan hak Anda.`,
  },
  "/disclaimer": {
    id: "disclaimer",
    fallbackTitle: "Disclaimer",
    description: `Disclaimer ${SITE_NAME}: informasi bersifat edukatif dan tidak menggantikan konsultasi medis.`,
  },
};

/** The legal page shown at a path; route matching ignores letter case and a trailing slash. */
function legalPageAt(pathname: string) {
  const page = LEGAL_PAGES[pathname.toLowerCase().replace(/\/+$/, "")];
  if (!page) throw new Response(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const page = legalPageAt(location.pathname);
  const title = data?.page.status === "ok" && data.page.title ? data.page.title : page.fallbackTitle;
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: data?.description || page.description },
  ];
};

export const headers = publicPage;
export const handle = STATIC_PAGE;

export function loader({ context, request }: Route.LoaderArgs) {
  return legalPageResponse(getDb(context.cloudflare.env), legalPageAt(new URL(request.url).pathname).id);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <LegalPage page={loaderData.page} fallbackTitle={legalPageAt(pathname).fallbackTitle} />;
}
