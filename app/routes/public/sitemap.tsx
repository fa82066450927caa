import { data, Link } from "react-router";
import { STATIC_PAGE } from "~/components/static-page";
import { DANGER_SIGNS_LINK, LEGAL_LINKS, MAIN_NAV, QA_PAGE_LINK } from "~/components/nav-links";
import { DEVELOPMENT_PAGE_LINK } from "~/domain/development-page";
import { IMMUNISATION_PAGE_LINK } from "~/domain/immunisation-page";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { PRIVATE_CACHE_CONTROL, publicPage } from "~/server/http.server";
import { loadSitemapContent } from "~/server/sitemap.server";
import type { Route } from "./+types/sitemap";
import { loggable } from "~/server/log.server";

const ACCOUNT_LINKS = [
  { to: "/login", label: "Login" },
  { to: "/register", label: "Daftar" },
  { to: "/dashboard", label: "Dashboard" },
] as const;

// The footer's legal list ends with this very page; linking a page to itself adds nothing here.
const LEGAL_PAGE_LINKS = LEGAL_LINKS.filter((link) => link.to !== "/sitemap");

export const meta: Route.MetaFunction = () => [
  { title: `Peta Situs | ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Peta situs Bidanku: semua halaman, artikel kebidanan, dan panduan tumbuh kembang anak usia 0-5 tahun dalam satu daftar.",
  },
];

// A degraded page (D1 failed) says so in its loader headers, so that no cache keeps it around.
export const headers = publicPage;
export const handle = STATIC_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const content = await loadSitemapContent(getDb(context.cloudflare.env));
    return data({
      articles: content.articles.map(({ id, title }) => ({ id, title })),
      answers: content.answers.map(({ id, title }) => ({ id, title })),
      guides: content.guides.map(({ id, title }) => ({ id, title })),
      failed: false,
    });
  } catch (error) {
    // The fixed links are still worth showing when D1 is down.
    console.error("Gagal memuat konten peta situs", loggable(error));
    return data(
      { articles: [], answers: [], guides: [], failed: true },
      { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
    );
  }
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center break-words text-teal-800 underline-offset-2 hover:text-teal-950 hover:underline";

function LinkGroup({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="mt-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="mt-3 text-sm text-stone-600">{children}</p>;
}

const LOAD_FAILED = "Daftar ini tidak dapat dimuat saat ini. Silakan coba lagi nanti.";

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { articles, answers, guides, failed } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Peta Situs</h1>
      <p className="mt-1 text-stone-600">Semua halaman {SITE_NAME} dalam satu tempat.</p>

      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <LinkGroup id="peta-navigasi" title="Navigasi Utama">
          <LinkList
            links={[...MAIN_NAV, QA_PAGE_LINK, DANGER_SIGNS_LINK, IMMUNISATION_PAGE_LINK, DEVELOPMENT_PAGE_LINK]}
          />
        </LinkGroup>
        <LinkGroup id="peta-akun" title="Akun Pengguna">
          <LinkList links={ACCOUNT_LINKS} />
        </LinkGroup>
        <LinkGroup id="peta-legal" title="Informasi Legal">
          <LinkList links={LEGAL_PAGE_LINKS} />
        </LinkGroup>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <LinkGroup id="peta-artikel" title="Artikel" className="lg:col-span-2">
          {failed ? (
            <Notice>{LOAD_FAILED}</Notice>
          ) : articles.length > 0 ? (
            <LinkList links={articles.map((article) => ({ to: `/artikel/${article.id}`, label: article.title }))} />
          ) : (
            <Notice>Belum ada artikel yang diterbitkan.</Notice>
          )}
        </LinkGroup>
        <LinkGroup id="peta-tumbuh-kembang" title="Tumbuh Kembang">
          {failed ? (
            <Notice>{LOAD_FAILED}</Notice>
          ) : guides.length > 0 ? (
            <LinkList
              links={[
                ...guides.map((guide) => ({
                  to: `/tumbuh-kembang/${encodeURIComponent(guide.id)}`,
                  label: guide.title,
                })),
                { to: "/tumbuh-kembang/cek", label: "Cek Pertumbuhan Anak" },
              ]}
            />
          ) : (
            <Notice>Panduan tumbuh kembang belum tersedia.</Notice>
          )}
        </LinkGroup>
        {answers.length > 0 ? (
          <LinkGroup id="peta-tanya-jawab" title="Tanya Jawab" className="lg:col-span-3">
            <LinkList links={answers.map((answer) => ({ to: `/tanya-jawab/${answer.id}`, label: answer.title }))} />
          </LinkGroup>
        ) : null}
      </div>
    </div>
  );
}
