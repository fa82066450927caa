import { MAX_READ_DAYS } from "~/domain/offline";
import { attr } from "../names";
import { OFFLINE_READ_LIST } from "./contract";

const linkClass = "font-semibold text-teal-800 underline hover:no-underline";

/** One article kept as it was read: its address and title. */
export function ReadListItem({ href, title }: { href: string; title: string }) {
  return (
    <li>
      <a href={href} className={linkClass}>
        {title}
      </a>
    </li>
  );
}

/**
 * The offline page's "Yang pernah Anda baca": sent hidden and empty; the page's script
 * (./script.ts) fills it from the articles and answers the service worker kept, and shows it if there are any.
 * `items`: the list as the script leaves it (for the widget test; the server sends none);
 * `children`: the script.
 */
export function ReadList({
  items = [],
  children,
}: {
  items?: { href: string; title: string }[];
  children?: React.ReactNode;
}) {
  return (
    <section hidden={items.length === 0} aria-labelledby="dibaca-title" className="mt-10" {...attr(OFFLINE_READ_LIST)}>
      <h2 id="dibaca-title" className="text-xl font-bold text-stone-900">
        Yang pernah Anda baca
      </h2>
      <p className="mt-2 text-sm text-stone-700">Tersimpan hanya di perangkat ini, paling lama {MAX_READ_DAYS} hari.</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <ReadListItem key={item.href} {...item} />
        ))}
      </ul>
      <button
        type="button"
        className="mt-4 inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50"
      >
        Hapus daftar ini dari perangkat
      </button>
      <template>
        <ReadListItem href="/artikel" title="Artikel" />
      </template>
      {children}
    </section>
  );
}
