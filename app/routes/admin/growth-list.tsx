import { data, Link } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { buttonClass } from "~/components/Button";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { listGrowthGuides } from "~/server/growth-editor.server";
import { requireAdminPage } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import type { Route } from "./+types/growth-list";

export const meta: Route.MetaFunction = () => [
  { title: `Panduan Tumbuh Kembang | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  return { guides: await listGrowthGuides(getDb(args.context.cloudflare.env)) };
}

/** The list has nothing to post; the guard still answers first. */
export async function action(args: Route.ActionArgs) {
  await requireAdminPage(args);
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}

export default function GrowthGuideList({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  return (
    <AdminFrame
      title="Panduan Tumbuh Kembang"
      description="Semua panduan per kelompok usia, dari yang termuda. Pilih satu untuk mengubahnya."
    >
      <section aria-labelledby="daftar-panduan" className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <h2 id="daftar-panduan" className="border-b border-stone-200 px-4 py-3 text-lg font-bold text-stone-900">
          Kelompok usia <span className="text-sm font-normal text-stone-600">({guides.length})</span>
        </h2>
        {guides.length > 0 ? (
          // The panel has a maximum height and scrolls (SPEC "Admin panel").
          <ul className="max-h-[32rem] divide-y divide-stone-100 overflow-y-auto" aria-label="Daftar panduan">
            {guides.map((guide) => (
              <li
                key={guide.id}
                data-testid="growth-guide-item"
                data-id={guide.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{guide.title}</span>
                  <span className="block break-all text-sm text-stone-600">{guide.id}</span>
                </span>
                <Link
                  to={`/admin/tumbuh-kembang/edit/${guide.id}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  Edit<span className="sr-only"> panduan {guide.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-sm text-stone-600">Belum ada panduan tumbuh kembang.</p>
        )}
      </section>
    </AdminFrame>
  );
}
