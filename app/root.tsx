import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { DocumentStyles } from "./components/server-document";
import { CLIENT_SCRIPTS, INLINE_SCRIPTS } from "virtual:client-scripts";
import { type PageMode, pageMode, pageScripts } from "./components/static-page";
import { Footer } from "./components/Footer";
import { Navbar } from "./components/Navbar";
import { describeRateLimit, RateLimitBackLink, RateLimitNotice } from "./components/RateLimitNotice";
import { Toaster } from "./client/toast/Toaster";
import { GUARD_TITLES, messages, SITE_NAME } from "./messages";
import { getDb } from "./server/db.server";
import { FOOTER_DEFAULTS } from "./domain/site-settings";
import { loadSiteFrame } from "./server/settings.server";
import type { AccessDenied } from "./server/guards.server";
import { privatePage } from "./server/http.server";
import { getSessionUser } from "./server/session.server";
import { requestSavesData } from "./server/data-saver.server";
import { switchReturnPath } from "./domain/data-saver";
import { DataSaverContext } from "./components/ResponsiveImage";
import { InlineScript } from "./components/server-document";
import { readToast } from "./server/toast.server";
import { buttonClass } from "~/components/Button";

export const DEFAULT_DESCRIPTION =
  "Bidanku: informasi kebidanan, kehamilan, persalinan, menyusui, dan tumbuh kembang anak dari bidan, dalam bahasa Indonesia.";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installable app (issue 17, decision 047).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export const meta: Route.MetaFunction = ({ error }) =>
  // The error boundary sets its own title.
  error
    ? []
    : [
        { title: `${SITE_NAME} - Platform Kebidanan Terpercaya` },
        { name: "description", content: DEFAULT_DESCRIPTION },
      ];

// The root renders every error the routes do not catch themselves: this carries a thrown
// answer's own headers (Retry-After on 429) to the page, and keeps it private.
export const headers = privatePage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  const [frame, flash, user] = await Promise.all([
    loadSiteFrame(getDb(env)),
    readToast(env, request),
    getSessionUser(context, request),
  ]);
  return data(
    {
      footer: frame.footer,
      // The tool pages' medical reviews (issue 29), read with the footer: pages take theirs with usePageReview.
      reviews: frame.reviews,
      toast: flash.toast,
      user: user ? { name: user.name, role: user.role } : null,
      hemat: requestSavesData(request),
    },
    { headers: flash.headers },
  );
}

/**
 * A route whose `handle` says `ownToaster: true` renders the notification region itself (the
 * calculators: a visitor's result and its toast come in the answer to the post, not through the
 * flash cookie), so the page never has two regions with one name.
 */
function useRootToaster(): boolean {
  return !useMatches().some((match) => (match.handle as { ownToaster?: boolean } | undefined)?.ownToaster === true);
}

/** How this page is served (app/components/static-page.ts). */
function usePageMode(): PageMode {
  return pageMode(useMatches().map((match) => match.handle));
}

/** The enhancement script and the page's own scripts, for a page served without the framework. */
function PageScripts() {
  const scripts = pageScripts(useMatches().map((match) => match.handle));
  return (
    <>
      {["enhance" as const, ...scripts].map((name) => (
        <script key={name} type="module" src={CLIENT_SCRIPTS[name]} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const mode = usePageMode();
  const rootToaster = useRootToaster();
  const location = useLocation();
  const hemat = rootData?.hemat ?? false;
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {/* The stylesheet is inline: a page's first flight is the whole page (decision 039). */}
        <DocumentStyles />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#konten"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Langsung ke konten
        </a>
        <Navbar user={rootData?.user ?? null} />
        {rootToaster ? <Toaster toast={rootData?.toast ?? null} /> : null}
        <DataSaverContext.Provider value={hemat}>
          <main id="konten" className="flex-1">
            {children}
          </main>
        </DataSaverContext.Provider>
        <Footer
          info={rootData?.footer ?? FOOTER_DEFAULTS}
          hemat={hemat}
          here={switchReturnPath(location.pathname, location.search)}
        />
        {/* The offline layer (decisions 047, 066): the one script a reading page carries. */}
        <InlineScript code={INLINE_SCRIPTS["sw-register"]} />
        {mode === "enhanced" ? <PageScripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function isAccessDenied(value: unknown): value is AccessDenied {
  return typeof value === "object" && value !== null && "title" in value && "message" in value;
}

function describeError(error: unknown): { title: string; description: string } {
  if (isRouteErrorResponse(error)) {
    // The request guard (workers/app.ts) answers a refused JavaScript submission with its
    // Indonesian message as plain text; it is the best description there is.
    const guardText = typeof error.data === "string" && error.data.length < 300 ? error.data : null;
    const guardTitle = GUARD_TITLES[error.status as keyof typeof GUARD_TITLES];
    if (guardText && guardTitle) return { title: guardTitle, description: guardText };
    if (error.status === 404)
      return { title: messages.errors.notFoundTitle, description: messages.errors.notFoundDescription };
    if (error.status === 400 || error.status === 405 || error.status === 415) {
      return { title: messages.errors.badRequestTitle, description: messages.errors.badRequestDescription };
    }
    if (error.status === 403) {
      const denied = isAccessDenied(error.data) ? error.data : null;
      return {
        title: denied?.title ?? messages.access.deniedTitle,
        description: denied?.message ?? messages.access.deniedPage,
      };
    }
    if (error.status === 413) {
      const message = (error.data as { message?: unknown } | null)?.message;
      return {
        title: messages.errors.tooLargeTitle,
        description: typeof message === "string" ? message : messages.errors.badRequestDescription,
      };
    }
    if (error.status === 429) {
      const { title, message } = describeRateLimit(error.data);
      return { title, description: message };
    }
  }
  return { title: messages.errors.serverErrorTitle, description: messages.errors.serverErrorDescription };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const tooMany = isRouteErrorResponse(error) && error.status === 429;
  const location = useLocation();
  const { title, description } = describeError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <p className="text-6xl font-bold text-teal-700">{status}</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      {tooMany ? <RateLimitNotice message={description} /> : <p className="mt-3 text-stone-700">{description}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {tooMany ? <RateLimitBackLink to={`${location.pathname}${location.search}`} /> : null}
        <Link to="/" className={buttonClass()}>
          {messages.errors.backHome}
        </Link>
        {notFound ? (
          <Link to="/artikel" className={buttonClass({ variant: "secondary" })}>
            Baca Artikel
          </Link>
        ) : null}
      </div>
      {stack ? (
        <pre className="mt-8 overflow-x-auto rounded bg-stone-900 p-4 text-left text-xs text-stone-100">
          <code>{stack}</code>
        </pre>
      ) : null}
    </section>
  );
}
