import { isRouteErrorResponse, Link } from "react-router";
import { SITE_NAME } from "~/messages";
import { buttonClass } from "./Button";

interface NotFoundText {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A page's own "not found" answer, inside the frame, with the way back. */
export function NotFoundPanel({ title, text, backTo, backLabel }: NotFoundText) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-700">{text}</p>
      <Link to={backTo} className={buttonClass({ className: "mt-8" })}>
        {backLabel}
      </Link>
    </div>
  );
}

/**
 * A route's error boundary for "this item does not exist": a thrown 404 shows the route's own
 * panel (keeping the status), anything else goes on to the root boundary.
 * Use as `export const ErrorBoundary = notFoundBoundary({ ... })`.
 */
export function notFoundBoundary(text: NotFoundText) {
  return function NotFoundBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel {...text} />;
    throw error;
  };
}
