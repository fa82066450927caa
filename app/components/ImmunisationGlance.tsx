import { formatLongDate } from "~/domain/dates";
import type { ImmunisationGlance as ImmunisationGlanceData } from "~/domain/immunisation-status";
import { immunisationShareText, whatsappShareUrl } from "~/domain/whatsapp-share";
import { href, Link } from "react-router";

/** A child's immunisations at a glance, as the loader formats them (dates already in Indonesian). */
export interface ImmunisationGlanceView {
  childId: number;
  late: string[];
  dueNow: string[];
  dueUntil: string | null;
  next: { date: string; labels: string[] } | null;
  given: number;
  pastLimit: string[];
  /** "Kirim ke WhatsApp": the share address of the glance's text, when there is something to say. */
  share: string | null;
}

/**
 * What is late, due now and next (issue 35), the same on the dashboard and the child's page. With
 * nothing recorded yet, the doses past their time are most likely in the Buku KIA, not missed:
 * the parent is asked to copy them first.
 */
export function ImmunisationGlance({
  glance,
  name,
  readOnly = false,
}: {
  glance: ImmunisationGlanceView;
  name: string;
  /** As the midwives see it (issue 38): the same words, without the member's links. */
  readOnly?: boolean;
}) {
  const { late, dueNow, dueUntil, next, given, pastLimit, share } = glance;
  const card = href("/dashboard/anak/:id/imunisasi", { id: String(glance.childId) });
  return (
    <div className="space-y-1 text-sm" data-testid="immunisation-glance">
      {late.length > 0 && given === 0 ? (
        <p className="text-amber-950">
          Belum ada imunisasi yang dicatat.{" "}
          {readOnly ? (
            "Salin tanggal imunisasinya dari Buku KIA"
          ) : (
            <Link to={`${card}#catat`} className="font-medium text-teal-800 underline">
              Salin tanggal imunisasinya dari Buku KIA
            </Link>
          )}{" "}
          agar jadwalnya tepat.
        </p>
      ) : late.length > 0 ? (
        <p className="font-medium text-amber-950">
          {late.length} imunisasi sudah lewat jadwal dan belum dicatat: {late.join(", ")}.
        </p>
      ) : null}
      {dueNow.length > 0 ? (
        <p className="text-sky-950">
          Waktunya sekarang (anjuran sampai {dueUntil}): {dueNow.join(", ")}
        </p>
      ) : null}
      {next ? (
        <p className="text-stone-700">
          Berikutnya mulai {next.date}: {next.labels.join(", ")}
        </p>
      ) : late.length === 0 && dueNow.length === 0 ? (
        <p className="text-stone-700">
          {pastLimit.length > 0 && given > 0
            ? "Imunisasi rutin lain sampai usia 2 tahun sudah tercatat; rotavirus sudah lewat batas usia."
            : given > 0
              ? "Imunisasi rutin sampai usia 2 tahun sudah tercatat."
              : "Belum ada imunisasi yang dicatat."}
        </p>
      ) : null}
      {share && !readOnly ? <WhatsAppLink href={share} what={`jadwal imunisasi ${name}`} /> : null}
    </div>
  );
}

/**
 * A share link to WhatsApp (a plain link: no script, no number asked or stored), and what the
 * text holds, since it leaves the site when she taps.
 */
export function WhatsAppLink({ href: url, what }: { href: string; what: string }) {
  return (
    <p className="text-sm">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
        data-testid="whatsapp-share"
      >
        Kirim ke WhatsApp<span className="sr-only"> ({what}; membuka WhatsApp)</span>
      </a>
      <span className="block text-xs text-stone-600">
        Berisi tanggal, tanpa nama. Anda bisa mengubahnya di WhatsApp sebelum dikirim.
      </span>
    </p>
  );
}

/** The loader's side: the glance of app/domain/immunisation-status.ts with its dates in Indonesian. */
export function glanceView(
  childId: number,
  glance: ImmunisationGlanceData,
  origin: string | null,
): ImmunisationGlanceView {
  const text = immunisationShareText(glance, origin);
  return {
    childId,
    late: glance.late,
    dueNow: glance.dueNow,
    dueUntil: glance.dueUntil ? formatLongDate(glance.dueUntil) : null,
    next: glance.next ? { date: formatLongDate(glance.next.start), labels: glance.next.labels } : null,
    given: glance.given,
    pastLimit: glance.pastLimit,
    share: text ? whatsappShareUrl(text) : null,
  };
}
