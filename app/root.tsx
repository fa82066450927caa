import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { DocumentStyles } from "./components/server-document";
import { shipsNoScripts } from "./components/static-page";
import { Footer } from "./components/Footer";
import { Navbar } from "./components/Navbar";
import { NavigationProgress } from "./components/NavigationProgress";
import { describeRateLimit, RateLimitBackLink, RateLimitNotice } from "./components/RateLimitNotice";
import { Toaster } from "./components/Toaster";
import { GUARD_TITLES, messages, SITE_NAME } from "./messages";
import { getDb } from "./server/db.server";
import { FOOTER_DEFAULTS } from "./domain/site-settings";
import { loadFooterInfo } from "./server/settings.server";
import type { AccessDenied } from "./server/guards.server";
import { privatePage } from "./server/http.server";
import { getSessionUser } from "./server/session.server";
import { readToast } from "./server/toast.server";
import { buttonClass } from "~/components/Button";

export const DEFAULT_DESCRIPTION =
  "Bidanku: informasi kebidanan, kehamilan, persalinan, menyusui, dan tumbuh kembang anak dari bidan, dalam bahasa Indonesia.";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

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
  const [footer, flash, user] = await Promise.all([
    loadFooterInfo(getDb(env)),
    readToast(env, request),
    getSessionUser(context, request),
  ]);
  return data(
    { footer, toast: flash.toast, user: user ? { name: user.name, role: user.role } : null },
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

/**
 * A route whose `handle` says `hydrate: false` is served as plain HTML, without any script. In a
 * browser that already runs the app (a link from another page), the scripts stay mounted, so
 * scroll restoration keeps working across that page.
 */
function useHydrates(): boolean {
  const scriptFree = useMatches().some((match) => shipsNoScripts(match.handle));
  return !scriptFree || typeof document !== "undefined";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrates = useHydrates();
  const rootToaster = useRootToaster();
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {/* A page without scripts inlines the stylesheet: its first flight is the whole page (decision 039). */}
        <DocumentStyles href={stylesheet} inline={!hydrates} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#konten"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Langsung ke konten
        </a>
        <NavigationProgress />
        <Navbar user={rootData?.user ?? null} />
        {rootToaster ? <Toaster toast={rootData?.toast ?? null} /> : null}
        <main id="konten" className="flex-1">
          {children}
        </main>
        <Footer info={rootData?.footer ?? FOOTER_DEFAULTS} />
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // A mark for journeys with JavaScript: they wait for it before clicking, so they never test
  // the no-JavaScript path by accident.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
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
