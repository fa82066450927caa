import { ChildDangerSigns, SevereBox, TONE_STYLE } from "~/components/GrowthFields";
import type { AttentionBox, ChildMeasurementView } from "~/domain/child-measurement-view";
import { OEDEMA_NOTE } from "~/domain/growth-check-form";

// A child's growth record as the member's child page shows it (issue 16), shared with the
// midwives' read-only page of a member who shares her data (issue 38): the "Perlu perhatian" box
// of the newest measurement, and one measurement's indicators.

/** The newest measurement's advice; `id` names the section for the page's own links. */
export function GrowthAttention({
  attention,
  id = "perhatian",
  level = 2,
}: {
  attention: AttentionBox;
  id?: string;
  /** The heading's level where the box sits (a child's section on the midwives' page: 4). */
  level?: 2 | 4;
}) {
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`mt-6 rounded-xl border p-5 print:hidden ${attention.tone === "danger" ? "border-red-300 bg-red-50 text-red-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
    >
      <Heading id={`${id}-title`} className="font-semibold">
        Perlu perhatian (pengukuran {attention.date})
      </Heading>
      {attention.staleDays !== null ? (
        <p className="mt-1 text-sm font-medium">
          Pengukuran ini sudah {attention.staleDays} hari yang lalu. Timbang dan ukur ulang anak; bila tanda di bawah
          masih ada, ikuti sarannya.
        </p>
      ) : null}
      {attention.severe ? <SevereBox severe={attention.severe} className="mt-2" /> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {attention.advice.map((item) => (
          <li key={item.abbreviation} className={item.urgent ? "font-medium" : undefined}>
            <span className="font-semibold">{item.abbreviation}:</span> {item.text}
          </li>
        ))}
      </ul>
      {attention.dangerSigns && !attention.severe ? <ChildDangerSigns className="mt-2 text-sm font-medium" /> : null}
      <p className="mt-2 text-sm">{OEDEMA_NOTE}</p>
    </section>
  );
}

/** One scored measurement's indicators: z-score and category, each written out (colour only helps). */
export function IndicatorTable({ measurement }: { measurement: Extract<ChildMeasurementView, { scored: true }> }) {
  return (
    <table className="mt-3 w-full border-collapse text-left text-sm">
      <caption className="sr-only">Hasil pengukuran {measurement.date}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-xs text-stone-600">
          <th scope="col" className="py-2 pr-2 font-medium">
            Indikator
          </th>
          <th scope="col" className="px-2 py-2 font-medium">
            z-score
          </th>
          <th scope="col" className="py-2 pl-2 font-medium">
            Kategori
          </th>
        </tr>
      </thead>
      <tbody>
        {measurement.indicators.map((indicator) => (
          <tr
            key={indicator.id}
            className="border-b border-stone-100 align-top"
            data-indicator={indicator.abbreviation}
          >
            <th scope="row" className="py-2 pr-2 font-semibold text-stone-900">
              {indicator.abbreviation}
              <span className="block text-xs font-normal text-stone-600">{indicator.name}</span>
            </th>
            {indicator.z === null || indicator.tone === null ? (
              <td colSpan={2} className="py-2 pl-2 text-stone-700">
                {indicator.unscored}
              </td>
            ) : (
              <>
                <td className="whitespace-nowrap px-2 py-2 font-semibold text-stone-900">{indicator.z}</td>
                <td className="py-2 pl-2">
                  <span
                    className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_STYLE[indicator.tone].badge}`}
                  >
                    <span aria-hidden="true">{TONE_STYLE[indicator.tone].mark}</span>
                    {indicator.label}
                  </span>
                  {indicator.implausible ? (
                    <span className="mt-1 block text-xs text-red-800">Periksa kembali pengukuran.</span>
                  ) : null}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
