import { Link } from "react-router";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "~/components/nav-links";
import { InlineScript } from "~/components/server-document";
import { STATIC_PAGE } from "~/components/static-page";
import { KEPT_AT, MAX_READ_DAYS, READ_CACHE } from "~/domain/offline";
import { SITE_NAME } from "~/messages";
import { publicPage } from "~/server/http.server";
import type { Route } from "./+types/offline";

/**
 * The offline page (issue 17, decision 047): the service worker shows it, at the address the
 * reader asked for, when there is no network and no kept copy of that page. It says what still
 * works. Its one inline script lists the articles the worker kept as they were read.
 */

export const headers = publicPage;
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: `Anda sedang offline | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** What the worker keeps from the first visit (app/domain/offline.ts, OFFLINE_PAGES). */
const USABLE_OFFLINE = [
  { to: DANGER_SIGNS_LINK.to, label: "Tanda Bahaya", text: "kapan Ibu atau bayi harus segera ke fasilitas kesehatan" },
  { to: "/kalkulator", label: "Kalkulator Kehamilan", text: "HPL, masa subur, dan kenaikan berat badan" },
  { to: "/tumbuh-kembang/cek", label: "Cek Pertumbuhan Anak", text: "berat, panjang, dan lingkar kepala menurut WHO" },
  { to: "/tumbuh-kembang", label: "Tumbuh Kembang", text: "panduan perkembangan anak per usia" },
  { to: "/", label: "Beranda", text: "halaman utama" },
] as const;

/**
 * Lists the kept articles read within MAX_READ_DAYS, newest first, by their titles (anything kept
 * longer ago, articles and pictures, is deleted as it goes); shows the list if there are any,
 * with a button that deletes them (and their pictures) from the phone.
 *
 * A title is read from the kept page's `<title>` text alone (its entities decoded by parsing just
 * that text): parsing the whole kept page would make the browser check its inline `<style>`,
 * which carries another response's nonce, against this page's CSP and log a violation.
 */
const READ_LIST_SCRIPT = `(async()=>{const s=document.currentScript.parentElement,l=s.querySelector("ul"),t=s.querySelector("template"),b=s.querySelector("button"),n=${JSON.stringify(READ_CACHE)};if(!window.caches)return;try{const c=await caches.open(n),k=(await c.keys()).reverse();for(const r of k){const p=await c.match(r);if(!p)continue;if(Date.now()-Number(p.headers.get(${JSON.stringify(KEPT_AT)}))>${MAX_READ_DAYS * 86_400_000}){await c.delete(r);continue}if(!/^\\/artikel\\/\\d+$/.test(new URL(r.url).pathname))continue;const m=/<title>([^<]*)<\\/title>/.exec(await p.text()),i=t.content.firstElementChild.cloneNode(!0),a=i.querySelector("a");a.href=new URL(r.url).pathname;a.textContent=(m?new DOMParser().parseFromString(m[1],"text/html").documentElement.textContent:"").replace(/\\s*\\|\\s*[^|]*$/,"")||a.href;l.append(i)}if(l.children.length){s.hidden=!1;b.onclick=async()=>{await caches.delete(n);s.hidden=!0}}}catch(e){}})()`;

export default function Offline() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">Anda sedang offline</h1>
      <p className="mt-3 text-stone-700">
        Tidak ada koneksi internet, dan halaman ini belum tersimpan di perangkat Anda. Coba lagi setelah sinyal kembali.
      </p>
      <div className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
        <p>
          <strong>Keadaan darurat?</strong> Jangan tunggu internet: segera berangkat ke puskesmas, bidan, klinik, atau
          rumah sakit terdekat.
        </p>
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          className="mt-3 flex min-h-11 w-full items-center justify-center rounded-lg bg-red-700 px-5 font-bold text-white hover:bg-red-800 sm:w-auto sm:inline-flex"
        >
          Telepon {EMERGENCY_NUMBER}
        </a>
        <p className="mt-2 text-sm">
          {EMERGENCY_NUMBER} adalah layanan gawat darurat kesehatan. Layanan ini belum tersedia di semua daerah: bila
          tidak tersambung, langsung berangkat.
        </p>
      </div>
      <p className="mt-6">
        <a
          href="/"
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:no-underline"
        >
          Coba lagi
        </a>
        {/* The page stands in for the address asked for: "Coba lagi" asks for it again. */}
        <InlineScript code="document.currentScript.previousElementSibling.href=location.href" />
      </p>

      <h2 className="mt-10 text-xl font-bold text-stone-900">Tetap bisa dipakai tanpa internet</h2>
      <p className="mt-2 text-sm text-stone-700">
        Setelah Anda membuka {SITE_NAME} sekali saat online, halaman berikut tersimpan di perangkat ini. Kalkulator dan
        cek pertumbuhan menghitung langsung di perangkat, dan hasilnya tidak disimpan. Jika Anda member, hitung lagi
        saat online agar tersimpan di riwayat.
      </p>
      <ul className="mt-4 space-y-3">
        {USABLE_OFFLINE.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:no-underline"
            >
              {item.label}
            </Link>
            <span className="text-stone-700">: {item.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-700">
        Jika Hemat data menyala, hanya Tanda Bahaya dan artikel yang pernah Anda buka yang tersimpan.
      </p>

      <section hidden aria-labelledby="dibaca-title" className="mt-10">
        <h2 id="dibaca-title" className="text-xl font-bold text-stone-900">
          Artikel yang pernah Anda baca
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Tersimpan hanya di perangkat ini, paling lama {MAX_READ_DAYS} hari.
        </p>
        <ul className="mt-4 space-y-3" />
        <button
          type="button"
          className="mt-4 inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          Hapus daftar ini dari perangkat
        </button>
        <template>
          <li>
            <a href="/artikel" className="font-semibold text-teal-800 underline hover:no-underline">
              Artikel
            </a>
          </li>
        </template>
        <InlineScript code={READ_LIST_SCRIPT} />
      </section>
      <p className="mt-10 text-sm text-stone-600">
        Halaman yang tersimpan adalah versi saat terakhir Anda membukanya dengan internet. Selama offline, halaman
        tampil seperti saat belum login; dashboard dan riwayat perlu internet.
      </p>
    </div>
  );
}
