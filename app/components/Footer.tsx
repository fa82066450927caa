import { Link } from "react-router";
import { SITE_NAME } from "~/messages";
import type { FooterInfo } from "~/domain/site-settings";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER, LEGAL_LINKS, MAIN_NAV, QA_PAGE_LINK } from "./nav-links";

export const MEDICAL_DISCLAIMER =
  "Informasi di situs ini bersifat edukatif dan tidak menggantikan konsultasi medis profesional. Untuk keadaan darurat, segera hubungi fasilitas kesehatan terdekat.";

/**
 * The "Hemat data" switch (issue 17, decision 047): a plain form, so it works without
 * JavaScript; the answer comes back to this page (`here`) and says what changed.
 */
function DataSaverSwitch({ hemat, here }: { hemat: boolean; here: string }) {
  return (
    <form method="post" action="/hemat-data" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="kembali" value={here} />
      <input type="hidden" name="hemat" value={hemat ? "off" : "on"} />
      <span>
        Hemat data (gambar tidak dimuat): <strong className="text-white">{hemat ? "menyala" : "mati"}</strong>
      </span>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded border border-stone-500 px-3 text-stone-100 hover:border-white hover:text-white"
      >
        {hemat ? "Matikan" : "Nyalakan"}
        <span className="sr-only"> hemat data</span>
      </button>
    </form>
  );
}

/** A footer link: 44 px tall, so the lists' links are thumb-sized on a phone without gaps between them. */
const FOOTER_LINK = "inline-flex min-h-11 items-center hover:text-white hover:underline";

export function Footer({ info, hemat, here }: { info: FooterInfo; hemat: boolean; here: string }) {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-200">
      <div className="bg-red-800 text-white">
        <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 py-1 text-sm">
          <Link
            to={DANGER_SIGNS_LINK.to}
            className="inline-flex min-h-11 items-center font-bold underline underline-offset-2 hover:text-red-100"
          >
            {DANGER_SIGNS_LINK.label}: kapan harus segera ke fasilitas kesehatan
          </Link>
          <span>
            Darurat:{" "}
            <a
              href={`tel:${EMERGENCY_NUMBER}`}
              className="inline-flex min-h-11 items-center font-bold underline underline-offset-2 hover:text-red-100"
            >
              telepon {EMERGENCY_NUMBER}
            </a>
          </span>
        </p>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 max-w-md text-sm text-stone-300">
            Informasi kebidanan dan kesehatan ibu dan anak yang dapat dipercaya, dalam bahasa Indonesia.
          </p>
          <p className="mt-4 max-w-md rounded-md border border-amber-300/40 bg-amber-200/10 p-3 text-sm text-amber-100">
            <strong className="font-semibold">Disclaimer medis:</strong> {MEDICAL_DISCLAIMER}
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Kontak</h2>
          <ul className="mt-2 text-sm">
            <li>
              <span className="sr-only">Email: </span>
              <a href={`mailto:${info.email}`} className={FOOTER_LINK}>
                {info.email}
              </a>
            </li>
            <li>
              <span className="sr-only">Telepon: </span>
              <a href={`tel:${info.phone.replace(/[^\d+]/g, "")}`} className={FOOTER_LINK}>
                {info.phone}
              </a>
            </li>
            <li>
              <span className="sr-only">Lokasi: </span>
              {info.location}
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Jelajahi</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm lg:grid-cols-1">
            {[...MAIN_NAV.slice(1, 5), QA_PAGE_LINK, ...MAIN_NAV.slice(5)].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={FOOTER_LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${new Date().getUTCFullYear()} ${SITE_NAME}. Hak cipta dilindungi.`}</p>
          <DataSaverSwitch hemat={hemat} here={here} />
          <ul className="flex flex-wrap gap-x-5">
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={FOOTER_LINK}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
