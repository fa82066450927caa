import { type CsvChild, childrenCsv, childrenCsvFileName } from "~/domain/children-csv";
import { measurementHistories, scoreMeasurement } from "~/domain/children";
import { calendarToday } from "~/domain/dates";
import { listChildren } from "~/server/children.server";
import { getDb } from "~/server/db.server";
import { requireUser } from "~/server/guards.server";
import { PRIVATE_CACHE_CONTROL } from "~/server/http.server";
import { growthTables } from "~/server/who.server";
import type { Route } from "./+types/children-export";

// "Unduh Semua Pengukuran (CSV)" on /dashboard/anak (issue 16, part 5; decision 045): the signed-in
// member's children and every measurement, scored as the child's page scores them, as one CSV
// file. Only that member's rows are read (listChildren's own WHERE). A resource route without an
// action: a POST is React Router's 405, as for the site's other files.

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const rows = await listChildren(getDb(args.context.cloudflare.env), user.id);
  const day = calendarToday();
  const tables = growthTables();
  const children: CsvChild[] = rows.map((child) => {
    // Newest first, as measurementHistories reads them.
    const scored = child.measurements.map((measurement) => ({
      measurement,
      scored: scoreMeasurement(tables, child, measurement, day),
    }));
    const histories = measurementHistories(scored);
    return {
      ...child,
      measurements: scored.map(({ measurement, scored: result }, index) => ({
        ...measurement,
        result,
        ...(histories[index]!.weighing ? { weighing: histories[index]!.weighing } : {}),
      })),
    };
  });
  return new Response(childrenCsv(children), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${childrenCsvFileName(day.today)}"`,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
