import { CHART_FONT_SIZE, CHART_SIZE, type ChartLine, type GrowthChartModel, PLOT } from "~/domain/growth-chart";
import { TableScroll } from "./TableScroll";

// A growth chart drawn by the server (issue 16, item 4): an inline SVG that scales with its
// viewBox down to a 360 px phone, and beside it (below it on phones) the same numbers as a real
// table, for screen readers and for paper. No script; styled by SVG attributes, so the page's
// critical-CSS cut (decision 039) needs nothing for the picture itself. Printing: the figure
// stays on one page, chart and table side by side; app.css hides the site's header, footer and
// forms on a page that has a chart.

const LINE_STYLE: Record<ChartLine["z"], { stroke: string; width: number; dash?: string }> = {
  [-3]: { stroke: "#1c1917", width: 1.5, dash: "1.5 3" },
  [-2]: { stroke: "#b91c1c", width: 1.5, dash: "6 3" },
  0: { stroke: "#166534", width: 2.5 },
  2: { stroke: "#b91c1c", width: 1.5, dash: "6 3" },
  3: { stroke: "#1c1917", width: 1.5, dash: "1.5 3" },
};

const CHILD_COLOUR = "#1d4ed8";
const TEXT_COLOUR = "#44403c";

export interface GrowthChartProps {
  chart: GrowthChartModel;
  /** Unique on the page: the SVG's title and description are named by it. */
  id?: string;
  /** Added to the figure, e.g. "print:break-before-page" for a second chart. */
  className?: string;
  /**
   * On paper the table lists only the latest rows, so a figure always fits one A4 page (the
   * chart still draws every point); the screen shows them all.
   */
  printRows?: number;
}

/** A year of monthly weighing. */
const PRINT_ROWS = 12;

export function GrowthChart({
  chart,
  id = `grafik-${chart.kind}`,
  className = "",
  printRows = PRINT_ROWS,
}: GrowthChartProps) {
  const { x, y, table } = chart;
  const unprinted = Math.max(0, table.rows.length - printRows);
  return (
    <figure
      className={`growth-chart grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start print:break-inside-avoid print:grid-cols-2 print:gap-3 ${className}`.trim()}
    >
      <figcaption className="md:col-span-2 print:col-span-2">
        <span className="block font-semibold text-stone-900">{`${chart.title}, ${chart.sexLabel.toLowerCase()}`}</span>
        <span className="mt-1 block text-sm text-stone-700">
          Garis hijau tebal: median (0). Merah putus-putus: −2 dan +2 SD. Hitam bertitik: −3 dan +3 SD. Biru dengan
          bulatan: anak.
        </span>
        {chart.note ? <span className="mt-1 block text-sm text-stone-700">{chart.note}</span> : null}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-judul ${id}-keterangan`}
        viewBox={chart.viewBox}
        width={CHART_SIZE.width}
        height={CHART_SIZE.height}
        className="block h-auto w-full"
      >
        <title id={`${id}-judul`}>{`${chart.title}, ${chart.sexLabel.toLowerCase()}`}</title>
        <desc id={`${id}-keterangan`}>{chart.description}</desc>
        <path d={chart.grid} fill="none" stroke="#e7e5e4" />
        <path d={`M${PLOT.left} ${PLOT.top}V${PLOT.bottom}H${PLOT.right}`} fill="none" stroke="#78716c" />
        <g fontSize={CHART_FONT_SIZE} fill={TEXT_COLOUR}>
          <g textAnchor="middle">
            {x.ticks.map((tick) => (
              <text key={tick.value} x={tick.at} y={PLOT.bottom + 16}>
                {tick.label}
              </text>
            ))}
            <text x={(PLOT.left + PLOT.right) / 2} y={CHART_SIZE.height - 4}>
              {x.title}
            </text>
          </g>
          <g textAnchor="end">
            {y.ticks.map((tick) => (
              <text key={tick.value} x={PLOT.left - 5} y={tick.at + 4}>
                {tick.label}
              </text>
            ))}
          </g>
          <text x={PLOT.left + 4} y={PLOT.top - 5}>
            {y.title}
          </text>
        </g>
        {chart.lines.map((line) => {
          const style = LINE_STYLE[line.z];
          return (
            <path
              key={line.z}
              d={line.d}
              fill="none"
              stroke={style.stroke}
              strokeWidth={style.width}
              strokeDasharray={style.dash}
              strokeLinejoin="round"
            />
          );
        })}
        <g fontSize={CHART_FONT_SIZE} fontWeight={600}>
          {chart.lines.map((line) => (
            <text key={line.z} x={line.labelX} y={line.labelY + 4} fill={LINE_STYLE[line.z].stroke}>
              {line.label}
            </text>
          ))}
        </g>
        {chart.childPath ? (
          <path
            d={chart.childPath}
            fill="none"
            stroke={CHILD_COLOUR}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        <g fill={CHILD_COLOUR} stroke="#fff" strokeWidth={1.5}>
          {chart.childPoints.map((point, index) => (
            <circle key={index} cx={point.cx} cy={point.cy} r={4} />
          ))}
        </g>
        <g
          fontSize={CHART_FONT_SIZE - 2}
          fontWeight={700}
          textAnchor="middle"
          stroke="#fff"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {chart.childPoints.map((point, index) =>
            point.mark ? (
              <text
                key={index}
                x={point.cx}
                y={point.cy - 7}
                fill={point.mark === "T" ? "#b91c1c" : CHILD_COLOUR}
                data-mark={point.mark}
              >
                {point.mark}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      {table.rows.length > 0 ? (
        <TableScroll label={table.caption}>
          <table className="w-full text-sm tabular-nums print:text-xs [&_td]:py-1.5 [&_td]:pl-3 [&_th]:py-1.5 [&_th+th]:pl-3 print:[&_td]:py-0.5 print:[&_td]:whitespace-nowrap print:[&_th]:py-0.5">
            <caption className="pb-2 text-left font-semibold">{table.caption}</caption>
            <thead>
              <tr className="border-b border-stone-300 text-stone-700">
                {table.columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`font-semibold ${index < table.textColumns ? "text-left" : "text-right"} ${index === table.columns.length - 1 ? "whitespace-nowrap" : ""}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr
                  key={rowIndex}
                  className={
                    rowIndex < unprinted ? "border-b border-stone-200 print:hidden" : "border-b border-stone-200"
                  }
                >
                  <th scope="row" className="whitespace-nowrap text-left font-normal">
                    {row.cells[0]}
                  </th>
                  {row.cells.slice(1).map((cell, index) => (
                    <td key={index} className={index + 1 < table.textColumns ? undefined : "text-right"}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {unprinted > 0 ? (
            <p className="hidden text-xs text-stone-700 print:block">
              {`Tabel ini mencetak ${printRows} pengukuran terakhir dari ${table.rows.length}; grafiknya memuat semuanya.`}
            </p>
          ) : null}
        </TableScroll>
      ) : (
        <p className="text-sm text-stone-700">Belum ada pengukuran yang bisa digambar di grafik ini.</p>
      )}
    </figure>
  );
}
