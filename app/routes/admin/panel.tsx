import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { adminShortcuts } from "~/domain/admin-pages";
import { describeChange } from "~/domain/audit";
import { formatInstantDate } from "~/domain/dates";
import { recentChanges } from "~/server/audit.server";
import { getDb } from "~/server/db.server";
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
  const changes = await recentChanges(getDb(args.context.cloudflare.env), 10);
  return {
    name: user.name,
    changes: changes.map((change) => ({
      text: describeChange(change),
      at: formatInstantDate(change.createdAt),
      iso: change.createdAt.toISOString(),
    })),
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
      <section aria-labelledby="perubahan-terakhir" className="mt-10">
        <h2 id="perubahan-terakhir" className="text-lg font-semibold text-stone-900">
          Perubahan Terakhir
        </h2>
        {loaderData.changes.length > 0 ? (
          <ol className="mt-3 max-h-80 divide-y divide-stone-200 overflow-auto rounded-lg border border-stone-200 bg-white">
            {loaderData.changes.map((change, index) => (
              <li key={index} className="px-4 py-2.5 text-sm text-stone-700">
                {change.text}{" "}
                <time dateTime={change.iso} className="text-stone-500">
                  · {change.at}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Belum ada perubahan yang tercatat.</p>
        )}
      </section>
    </AdminFrame>
  );
}
