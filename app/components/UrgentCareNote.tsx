import { Link } from "react-router";
import { DANGER_SIGNS_LINK, EMERGENCY_NUMBER } from "./nav-links";

/**
 * The "do not wait" line beside every place that promises an answer in 1-2 working days (Ask Us,
 * Contact, a waiting question): a question service must never delay care. Placed BEFORE the
 * form, so a mother with bleeding reads it before she starts typing.
 */
export function UrgentCareNote({ className = "" }: { className?: string }) {
  return (
    <p className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 ${className}`}>
      <strong>
        {`Tanda bahaya? Jangan menunggu jawaban: segera ke fasilitas kesehatan terdekat atau telepon ${EMERGENCY_NUMBER}.`}
      </strong>{" "}
      <Link to={DANGER_SIGNS_LINK.to} className="inline-flex min-h-11 items-center font-semibold underline">
        Lihat daftar tanda bahaya
      </Link>
    </p>
  );
}
