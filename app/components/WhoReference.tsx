import { Link } from "react-router";
import { DANGER_SIGNS_LINK } from "./nav-links";
import { TableScroll } from "./TableScroll";
import { SHOWN_Z, type Indicator, type IndicatorTable, type ReferenceRow } from "~/domain/who/reference";
import type { Sex } from "~/domain/who/lms";

const oneDecimal = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const SEX_LABEL: Record<Sex, string> = { laki: "Laki-laki", perempuan: "Perempuan" };

function indicatorTitle(indicator: Indicator, rows: ReferenceRow[]): string {
  if (indicator === "weight") return "Berat badan menurut umur (kg)";
  if (indicator === "head") return "Lingkar kepala menurut umur (cm)";
  if (rows.every((row) => row.position === "lying")) return "Panjang badan menurut umur (cm), diukur berbaring";
  if (rows.every((row) => row.position === "standing")) return "Tinggi badan menurut umur (cm), diukur berdiri";
  return "Panjang/tinggi badan menurut umur (cm)";
}

function ageLabel(row: ReferenceRow, mixed: boolean): string {
  const age = row.months === 0 ? "Lahir" : `${row.months} bulan`;
  if (!mixed || !row.position) return age;
  return `${age} (${row.position === "lying" ? "berbaring" : "berdiri"})`;
}

function zLabel(z: number): string {
  if (z === 0) return "Median";
  return `${z > 0 ? "+" : "-"}${Math.abs(z)} SD`;
}

function SexTable({ table, title }: { table: IndicatorTable; title: string }) {
  const mixed = new Set(table.rows.map((row) => row.position)).size > 1;
  return (
    <TableScroll label={`${SEX_LABEL[table.sex]}: ${title}`}>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-stone-900">
          {SEX_LABEL[table.sex]}
          <span className="sr-only">: {title}</span>
        </caption>
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-700">
            <th scope="col" className="whitespace-nowrap py-1.5 pr-2 font-semibold">
              Usia
            </th>
            {SHOWN_Z[table.indicator].map((z) => (
              <th
                key={z}
                scope="col"
                className={`whitespace-nowrap px-1 py-1.5 text-right font-semibold ${z === 0 ? "text-teal-900" : ""}`}
              >
                {zLabel(z)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.months} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="whitespace-nowrap py-1.5 pr-2 text-left font-normal text-stone-700">
                {ageLabel(row, mixed)}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={index}
                  className={`px-1 py-1.5 text-right tabular-nums ${SHOWN_Z[table.indicator][index] === 0 ? "font-semibold text-teal-900" : "text-stone-900"}`}
                >
                  {oneDecimal.format(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The WHO ranges of a guide (computed from WHO's tables, never typed in), with what the lines
 * mean and what to do. Without a band (a guide beyond 5 years, or an id that is not a plain age
 * label), the section says where to find the child's chart instead.
 */
export function WhoReference({ tables }: { tables: IndicatorTable[] }) {
  const indicators = (["weight", "length", "head"] as const)
    .map((indicator) => tables.filter((table) => table.indicator === indicator))
    .filter((pair) => pair.length > 0);

  return (
    <section aria-labelledby="who-title" className="mt-10">
      <h2 id="who-title" className="text-2xl font-bold text-stone-900">
        Standar WHO
      </h2>
      {indicators.length > 0 ? (
        <>
          <p className="mt-3 text-stone-800">
            Angka di tabel adalah <strong>rentang normal menurut standar WHO (-2 SD s.d. +2 SD)</strong> pada usia tepat
            tersebut: sekitar 95 dari 100 anak sehat berada di antara kedua batas ini. Median adalah nilai tengah. Anak
            yang usianya di antara dua baris berada di antara kedua angkanya. Untuk berat badan menurut umur, Permenkes
            No. 2 Tahun 2020 menggolongkan -2 SD sampai +1 SD sebagai berat badan normal.
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">-2 SD:</dt> <dd className="inline">batas bawah rentang normal</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Median:</dt> <dd className="inline">nilai tengah</dd>
            </div>
            <div>
              <dt className="inline font-semibold">+1 SD (berat badan):</dt>{" "}
              <dd className="inline">batas atas berat badan normal</dd>
            </div>
            <div>
              <dt className="inline font-semibold">+2 SD:</dt> <dd className="inline">batas atas rentang normal</dd>
            </div>
          </dl>
          <div className="mt-5 space-y-5">
            {indicators.map((pair) => {
              const title = indicatorTitle(pair[0]!.indicator, pair[0]!.rows);
              return (
                <section
                  key={pair[0]!.indicator}
                  aria-label={title}
                  className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
                >
                  <h3 className="font-semibold text-teal-800">{title}</h3>
                  <div className="mt-3 grid gap-5 md:grid-cols-2">
                    {pair.map((table) => (
                      <SexTable key={table.sex} table={table} title={title} />
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
        </>
      ) : (
        <p className="mt-3 text-stone-800">
          Tabel standar WHO (usia 0-5 tahun) tidak tersedia untuk panduan ini. Pantau pertumbuhan si kecil melalui
          grafik di Buku KIA bersama bidan atau dokter.
        </p>
      )}
      <div className="mt-5 rounded-xl border border-teal-200 bg-teal-50 p-4 text-stone-800 sm:p-5">
        <h3 className="font-semibold text-stone-900">Kapan perlu ke bidan, posyandu, atau dokter?</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-teal-700">
          <li>Berat badan, panjang/tinggi badan, atau lingkar kepala si kecil di bawah -2 SD.</li>
          <li>
            Berat badan tidak naik (T) saat ditimbang: garis pertumbuhannya di grafik (KMS) Buku KIA mendatar atau
            menurun, atau kenaikannya kurang dari kenaikan berat badan minimal (KBM). Jangan menunggu penimbangan bulan
            berikutnya.
          </li>
          <li>Garis pertumbuhannya memotong garis di grafik ke bawah atau ke atas.</li>
          <li>
            Berat badan di atas +1 SD: menurut Permenkes No. 2 Tahun 2020 termasuk{" "}
            <strong>risiko berat badan lebih</strong>. Minta bidan atau dokter menilai berat badan menurut
            panjang/tinggi badannya.
          </li>
          <li>Lingkar kepala di atas +2 SD, atau bertambah jauh lebih cepat dari biasanya.</li>
        </ul>
        <p className="mt-3 text-sm">
          Selain angka pada satu waktu, yang penting juga garis pertumbuhannya dari bulan ke bulan. Timbang dan ukur si
          kecil setiap bulan di posyandu dan catat di Buku KIA. Bayi di bawah 2 tahun diukur berbaring (panjang badan);
          mulai 2 tahun diukur berdiri (tinggi badan). Untuk bayi yang lahir prematur (sebelum 37 minggu), bidan atau
          dokter memakai usia koreksi sampai usia 2 tahun. Bila ada tanda bahaya, jangan menunggu jadwal posyandu:{" "}
          <Link to={DANGER_SIGNS_LINK.to} className="font-semibold text-teal-800 underline">
            lihat {DANGER_SIGNS_LINK.label}
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
