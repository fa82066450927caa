import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { adminShortcuts } from "~/domain/admin-pages";
import { SITE_NAME } from "~/messages";
import { requireAdmin } from "~/server/guards.server";
import type { Route } from "./+types/panel";
import { privatePage } from "~/server/http.server";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Panel | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdmin(args);
  return {
    name: user.name,
    // One card per admin page this role may open (app/domain/admin-pages.ts).
    shortcuts: adminShortcuts(user.role).map(({ path, title, description }) => ({ path, title, description })),
  };
}

/** The panel has nothing to post; the guard still answers first, so nobody learns more than they may. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Admin Panel"
      back={false}
      description={`Halo, ${loaderData.name}. Kelola konten dan pengguna ${SITE_NAME} dari sini.`}
    >
      <nav aria-label="Pintasan admin">
        {loaderData.shortcuts.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.shortcuts.map((shortcut) => (
              <li key={shortcut.path}>
                <Link
                  to={shortcut.path}
                  className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-teal-600 hover:bg-teal-50"
                >
                  <span className="block font-semibold text-teal-800">{shortcut.title}</span>
                  <span className="mt-1 block text-sm text-stone-600">{shortcut.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-stone-600">
            Belum ada editor yang tersedia untuk peran Anda.
          </p>
        )}
      </nav>
    </AdminFrame>
  );
}
