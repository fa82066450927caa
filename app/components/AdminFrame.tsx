import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_PANEL_PATH } from "~/domain/admin-pages";

/**
 * The frame of every admin page: a way back to the panel, the title, one line on what the page
 * does, then the page. Editors put their form inside; list pages their table (whose panel has a
 * maximum height and scrolls, as the spec asks).
 */
export function AdminFrame({
  title,
  description,
  back = true,
  width = "wide",
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Show "Kembali ke Admin Panel" (every page except the panel itself). */
  back?: boolean;
  /** "wide" for tables and lists, "form" for a single editor form. */
  width?: "wide" | "form";
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto px-4 py-8 sm:py-10 ${width === "form" ? "max-w-3xl" : "max-w-6xl"}`}>
      {back ? (
        <Link
          to={ADMIN_PANEL_PATH}
          className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 hover:underline"
        >
          ← Kembali ke Admin Panel
        </Link>
      ) : null}
      <h1 className={`text-2xl font-bold text-stone-900 sm:text-3xl ${back ? "mt-1" : ""}`}>{title}</h1>
      {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
