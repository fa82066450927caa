import { data, Link } from "react-router";
import { SITE_NAME } from "~/messages";
import { requireAdmin } from "~/server/guards.server";
import type { Route } from "./+types/panel";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Panel | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Shortcuts to the editors that exist; each later editor adds itself here. */
const SHORTCUTS = [{ to: "/admin/pengguna", label: "Manajemen Pengguna", superAdminOnly: true }] as const;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdmin(args);
  const isSuperAdmin = user.role === "super_admin";
  return {
    name: user.name,
    shortcuts: SHORTCUTS.filter((s) => !s.superAdminOnly || isSuperAdmin).map(({ to, label }) => ({ to, label })),
  };
}

/** The panel has nothing to post; the guard still answers first, so nobody learns more than they may. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Admin Panel</h1>
      <p className="mt-1 text-stone-600">
        Halo, {loaderData.name}. Kelola konten dan pengguna {SITE_NAME} dari sini.
      </p>
      <nav aria-label="Pintasan admin" className="mt-8">
        {loaderData.shortcuts.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.shortcuts.map((shortcut) => (
              <li key={shortcut.to}>
                <Link
                  to={shortcut.to}
                  className="block rounded-lg border border-stone-200 bg-white p-4 font-semibold text-teal-800 shadow-sm hover:border-teal-600 hover:bg-teal-50"
                >
                  {shortcut.label}
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
    </div>
  );
}
