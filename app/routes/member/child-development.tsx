import { href, Link } from "react-router";
import { buttonClass } from "~/components/Button";
import { ChildNotFoundBoundary } from "~/components/ChildNotFound";
import { checklistReply } from "~/components/checklist-reply";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import {
  ChecklistForm,
  DevelopmentResult,
  SeeSoonSection,
  StimulationSection,
} from "~/components/DevelopmentChecklist";
import { ReviewLine, SourceList, usePageReview } from "~/components/MedicalReview";
import { calendarToday, formatLongDate } from "~/domain/dates";
import {
  CHECKS_SHOWN,
  checkpointsAt,
  dateAtAge,
  developmentAge,
  type DevelopmentChild,
  formatCheckpointAge,
} from "~/domain/development-check";
import { DEVELOPMENT_PAGE_PATH, KPSP_TEXT } from "~/domain/development-page";
import { ageUsedText, checklistView, historyView } from "~/domain/development-view";
import { messages, SITE_NAME } from "~/messages";
import { DEVELOPMENT_MESSAGES, deleteCheckSchema, developmentCheckSchema } from "~/schemas/development";
import { firstError, parseSubmission, refuse } from "~/schemas/form";
import { childIdFrom, childNotFound } from "~/server/child-params.server";
import { getDb } from "~/server/db.server";
import { addCheck, deleteCheck, getChildChecks, getOwnChild } from "~/server/development.server";
import { dispatchIntent, SAVE_FAILED } from "~/server/editor-action.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { loggable } from "~/server/log.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/child-development";

// A child's development (issue 36, decision 073): the Buku KIA list due at the child's age
// (corrected until 24 months for a child born before 37 weeks), answered and saved with the day,
// the latest result, the band's activities, and the past checks. Owner only: another member's
// child (or none) is a 404, as on the child's other pages.

export const meta: Route.MetaFunction = () => [
  { title: `Perkembangan Anak | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

export const ErrorBoundary = ChildNotFoundBoundary;

const INTENTS = { save: "save-check", remove: "delete-check" } as const;

const developmentChild = (child: { birthDate: string; gestationalWeeks: number | null }): DevelopmentChild => ({
  birthDate: child.birthDate as DevelopmentChild["birthDate"],
  gestationalWeeks: child.gestationalWeeks,
});

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = childIdFrom(args.params.id);
  const found = await getChildChecks(getDb(args.context.cloudflare.env), user.id, id);
  if (!found) childNotFound();
  const { child, checks } = found;
  const { today } = calendarToday();
  const facts = developmentChild(child);
  const age = developmentAge(facts, today);
  const { due, next, band } = checkpointsAt(age.months);
  const history = historyView(checks);
  return {
    child: { id: child.id, name: child.name },
    ageText: ageUsedText(age, child.gestationalWeeks, child.name),
    list: due ? checklistView(due) : null,
    firstListDate: due || !next ? null : formatLongDate(dateAtAge(facts, next.months)),
    band: { label: band.band, stimulation: band.stimulation },
    next: next ? checklistView(next) : null,
    latest: history[0] ?? null,
    history,
    /** The page lists the newest CHECKS_SHOWN; the CSV download has them all. */
    historyCut: history.length >= CHECKS_SHOWN,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context, params } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const id = childIdFrom(params.id);
  const db = getDb(env);
  // Another member's child (or none): 404 for every form, before anything is read or changed.
  const child = await getOwnChild(db, user.id, id);
  if (!child) childNotFound();
  const page = href("/dashboard/anak/:id/perkembangan", { id: String(id) });
  const toastArgs = { env, request };
  return dispatchIntent(formData, {
    [INTENTS.save]: async () => {
      const { today } = calendarToday();
      const age = developmentAge(developmentChild(child), today);
      const { due } = checkpointsAt(age.months);
      // No list is due yet (under 3 months): nothing this form could have shown.
      if (!due) {
        return redirectWithToast(
          `${page}#cek`,
          { title: "Belum Disimpan", description: DEVELOPMENT_MESSAGES.listChanged, variant: "destructive" },
          toastArgs,
        );
      }
      const submission = parseSubmission(formData, developmentCheckSchema(due));
      if (submission.status !== "success") return refuse(submission);
      let saved: Awaited<ReturnType<typeof addCheck>>;
      try {
        saved = await addCheck(db, user.id, id, { ...submission.value, checkedOn: today, ageUsed: age.used });
      } catch (error) {
        console.error("Gagal menyimpan cek perkembangan", loggable(error));
        return refuse(submission, { status: 500, formError: SAVE_FAILED });
      }
      if (saved.id === null) {
        if (saved.full) return refuse(submission, { status: 409, formError: DEVELOPMENT_MESSAGES.full });
        childNotFound();
      }
      return redirectWithToast(`${page}#hasil`, messages.development.saved, toastArgs);
    },

    [INTENTS.remove]: async () => {
      const submission = parseSubmission(formData, deleteCheckSchema);
      if (submission.status !== "success") {
        return redirectWithToast(
          `${page}#riwayat`,
          { title: messages.children.deleteFailed, description: firstError(submission), variant: "destructive" },
          toastArgs,
        );
      }
      if (!(await deleteCheck(db, user.id, id, submission.value.checkId))) {
        return redirectWithToast(
          `${page}#riwayat`,
          { ...messages.development.alreadyDeleted, variant: "destructive" },
          toastArgs,
        );
      }
      return redirectWithToast(`${page}#riwayat`, messages.development.deleted, toastArgs);
    },
  });
}

export default function ChildDevelopment({ loaderData, actionData }: Route.ComponentProps) {
  const { child, ageText, list, firstListDate, band, next, latest, history, historyCut } = loaderData;
  const review = usePageReview("perkembangan");
  const reply = checklistReply(actionData);
  const page = href("/dashboard/anak/:id/perkembangan", { id: String(child.id) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link
          to={href("/dashboard/anak/:id", { id: String(child.id) })}
          className="inline-flex min-h-11 items-center text-teal-800 underline"
        >
          Kembali ke {child.name}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold text-stone-900">Perkembangan {child.name}</h1>
      <ReviewLine review={review} />
      <p className="mt-2 text-stone-800" data-testid="age-used">
        {ageText}
      </p>

      {latest?.result ? (
        <section id="hasil" aria-labelledby="hasil-title" className="mt-6 scroll-mt-24">
          <h2 id="hasil-title" className="sr-only">
            Hasil cek terakhir
          </h2>
          <DevelopmentResult
            result={latest.result}
            heading={
              <p className="mb-1 text-sm">
                Cek terakhir, {latest.date} (daftar usia {latest.ageLabel})
              </p>
            }
          />
        </section>
      ) : null}

      <section id="cek" aria-labelledby="cek-title" className="mt-8 scroll-mt-24">
        {list ? (
          <>
            <h2 id="cek-title" className="text-xl font-bold text-stone-900">
              Daftar usia {list.ageLabel}
            </h2>
            <p className="mt-2 text-sm text-stone-700">
              Kemampuan yang biasanya sudah bisa dilakukan anak di akhir kelompok usia {list.band} (Buku KIA). Jawab
              dari yang Anda lihat sendiri beberapa hari terakhir; hasilnya disimpan dengan tanggal hari ini.
            </p>
            <ChecklistForm
              list={list}
              action={`${page}#cek`}
              reply={reply}
              hidden={{ intent: INTENTS.save }}
              submitLabel="Simpan Cek"
              pendingLabel="Menyimpan..."
            />
          </>
        ) : (
          <>
            <h2 id="cek-title" className="text-xl font-bold text-stone-900">
              Daftar pertama: usia 3 bulan
            </h2>
            <p className="mt-2 text-stone-800">
              {`Daftar Buku KIA yang pertama untuk usia 3 bulan${firstListDate ? `, mulai ${firstListDate}` : ""}. Sampai saat itu, lakukan kegiatan stimulasi di bawah setiap hari.`}
            </p>
          </>
        )}
      </section>

      <section id="riwayat" aria-labelledby="riwayat-title" className="mt-8 scroll-mt-24">
        <h2 id="riwayat-title" className="text-xl font-bold text-stone-900">
          Riwayat cek
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-stone-700">Belum ada cek perkembangan yang disimpan.</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                <p>
                  <span className="font-semibold">{entry.date}</span>, daftar usia {entry.ageLabel}
                  {entry.corrected ? " (usia koreksi)" : ""}
                </p>
                {entry.result ? (
                  <>
                    <p className="mt-1 font-medium" data-level={entry.result.level}>
                      {entry.result.title}
                    </p>
                    <p className="text-stone-700">{entry.result.summary}</p>
                    {[...entry.result.lost, ...entry.result.flagged.map((skill) => skill.text), ...entry.result.notYet]
                      .length > 0 ? (
                      <details className="mt-1">
                        <summary className="min-h-11 cursor-pointer py-2 text-teal-800">
                          Yang belum atau tidak lagi bisa
                        </summary>
                        <ul className="list-disc space-y-1 pl-5 text-stone-800">
                          {entry.result.lost.map((text) => (
                            <li key={`hilang-${text}`}>Tidak lagi: {text}</li>
                          ))}
                          {entry.result.flagged.map((skill) => (
                            <li key={`flag-${skill.text}`}>Belum: {skill.text}</li>
                          ))}
                          {entry.result.notYet.map((text) => (
                            <li key={`belum-${text}`}>Belum: {text}</li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </>
                ) : null}
                <ConfirmDelete
                  intent={INTENTS.remove}
                  action={page}
                  fields={{ checkId: String(entry.id) }}
                  question={`Hapus cek ${entry.date}?`}
                  what={`cek perkembangan ${entry.date}`}
                />
              </li>
            ))}
          </ol>
        )}
        {historyCut ? (
          <p className="mt-2 text-sm text-stone-700">
            {`Hanya ${CHECKS_SHOWN} cek terakhir yang ditampilkan. Semua cek ada di berkas unduhan (CSV) di `}
            <Link to="/dashboard/anak" className="text-teal-800 underline">
              Anak Saya
            </Link>
            .
          </p>
        ) : null}
      </section>

      <section id="stimulasi" aria-labelledby="stimulasi-title" className="mt-8 scroll-mt-24">
        <StimulationSection band={band} next={next} />
      </section>

      <SeeSoonSection className="mt-8">
        <p className="mt-4 text-stone-800">{KPSP_TEXT}</p>
        <p className="mt-3 text-sm">
          <Link to={DEVELOPMENT_PAGE_PATH} className="inline-flex min-h-11 items-center text-teal-800 underline">
            Daftar semua usia ({formatCheckpointAge(3)} sampai {formatCheckpointAge(72)})
          </Link>
        </p>
        <Link
          to={href("/dashboard/anak/:id", { id: String(child.id) })}
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
        >
          Kembali ke {child.name}
        </Link>
      </SeeSoonSection>

      <SourceList review={review} />
    </div>
  );
}
