import { Link } from "react-router";
import { buttonClass } from "./Button";

/** The way to "Cek Pertumbuhan" (issue 16) from the growth index and every growth guide. */
export function GrowthCheckCallout() {
  return (
    <aside
      aria-labelledby="cek-pertumbuhan-ajakan"
      className="mt-8 flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="cek-pertumbuhan-ajakan" className="font-semibold text-teal-900">
          Cek pertumbuhan si kecil
        </h2>
        <p className="mt-1 text-sm text-teal-900">
          Masukkan berat, panjang atau tinggi badan, dan lingkar kepala dari posyandu; lihat hasilnya menurut standar
          WHO.
        </p>
      </div>
      <Link to="/tumbuh-kembang/cek" className={buttonClass({ className: "shrink-0" })}>
        Cek Pertumbuhan
      </Link>
    </aside>
  );
}
