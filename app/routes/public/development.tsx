import { data, Link } from "react-router";
import {
  ChecklistForm,
  DevelopmentResult,
  SeeSoonSection,
  StimulationSection,
} from "~/components/DevelopmentChecklist";
import { DangerSignsNotice, ReviewLine, rootPageReview, SourceList, usePageReview } from "~/components/MedicalReview";
import { STATIC_PAGE } from "~/components/static-page";
import { CHECKPOINTS, type Checkpoint, checkpointAt } from "~/domain/development";
import { checkpointsAt, developmentResult, formatCheckpointAge } from "~/domain/development-check";
import {
  CORRECTED_AGE_TEXT,
  DEVELOPMENT_INTRO,
  DEVELOPMENT_PAGE,
  DEVELOPMENT_PAGE_PATH,
  KPSP_TEXT,
} from "~/domain/development-page";
import { checklistView, resultView } from "~/domain/development-view";
import { medicalWebPageJsonLd } from "~/domain/medical-review";
import { SITE_NAME } from "~/messages";
import { answerField, developmentCheckSchema } from "~/schemas/development";
import { BAD_REQUEST_MESSAGE, parseSubmission, refuse } from "~/schemas/form";
import { readForm } from "~/server/forms.server";
import { PRIVATE_REVISITABLE, publicPage, siteOrigin } from "~/server/http.server";
import { checklistReply } from "~/components/checklist-reply";
import type { Route } from "./+types/development";

// The public development check (issue 36): a visitor picks the age the child has reached, answers
// the Buku KIA list of that age, and gets the result as the answer to the post. Nothing is stored,
// nothing goes into a URL but the age, and the page loads no script: a plain form.

const TITLE = "Cek Perkembangan Anak";
const DESCRIPTION =
  "Daftar perkembangan anak per usia dari Buku KIA (3 bulan sampai 6 tahun), kegiatan stimulasi di rumah, dan kapan perlu ke bidan atau dokter.";

export const headers = publicPage;
/** No script at all, not even the enhancement script: the form posts as HTML forms do. */
export const handle = STATIC_PAGE;

/** `?usia=0`: a baby under 3 months, who has no list yet but the first band's activities. */
const UNDER_THREE = "0";

/** The `usia` the address names, when it is a list's age (or UNDER_THREE); else null. */
function chosenAge(request: Request): string | null {
  const usia = new URL(request.url).searchParams.get("usia");
  if (usia === UNDER_THREE) return usia;
  return usia && /^\d{1,2}$/.test(usia) && checkpointAt(Number(usia)) ? usia : null;
}

export function loader({ context, request }: Route.LoaderArgs) {
  const usia = chosenAge(request);
  const chosen = usia && usia !== UNDER_THREE ? (checkpointAt(Number(usia)) ?? null) : null;
  // Under 3 months: the first band's activities, and its list as what the baby is learning.
  const at = chosen ? checkpointsAt(chosen.months) : usia === UNDER_THREE ? checkpointsAt(0) : null;
  return {
    url: `${siteOrigin(context.cloudflare.env, request)}${DEVELOPMENT_PAGE_PATH}`,
    usia,
    list: chosen ? checklistView(chosen) : null,
    band: at ? { label: at.band.band, stimulation: at.band.stimulation } : null,
    next: at?.next ? checklistView(at.next) : null,
  };
}

/** Reads the answers on the server and returns the result; nothing is stored. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const months = formData.get("checkpoint");
  const checkpoint = typeof months === "string" && /^\d{1,2}$/.test(months) ? checkpointAt(Number(months)) : undefined;
  // The list posted must be the one the address shows (the form posts to `?usia=<its age>`).
  const usia = new URL(request.url).searchParams.get("usia");
  if (!checkpoint || (usia !== null && usia !== String(checkpoint.months))) {
    throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400 });
  }
  const submission = parseSubmission(formData, developmentCheckSchema(checkpoint));
  if (submission.status !== "success") return refuse(submission);
  const result = developmentResult(checkpoint, submission.value);
  return data(
    // The answers come back with the result, so the parent can change one and look again.
    { result: resultView(result, checkpoint.months), values: answeredValues(checkpoint, submission.payload) },
    { headers: { "Cache-Control": PRIVATE_REVISITABLE } },
  );
}

/** The list's answers as posted, to check the same radios again (nothing else is sent back). */
function answeredValues(checkpoint: Checkpoint, payload: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...checkpoint.milestones.map((milestone) => answerField(milestone.id)), "lostOther"]) {
    const value = payload[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "description", content: DESCRIPTION },
  ...(loaded
    ? [
        { tagName: "link", rel: "canonical", href: loaded.url },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            ...medicalWebPageJsonLd({
              url: loaded.url,
              name: TITLE,
              description: DESCRIPTION,
              author: DEVELOPMENT_PAGE.author,
              review: rootPageReview(matches, "perkembangan"),
              siteName: SITE_NAME,
              about: "Perkembangan anak",
            }),
          },
        },
      ]
    : []),
];

export default function Development({ loaderData, actionData }: Route.ComponentProps) {
  const { usia, list, band, next } = loaderData;
  const review = usePageReview("perkembangan");
  const result = actionData && "result" in actionData ? actionData.result : null;
  const reply =
    checklistReply(actionData) ??
    (actionData && "values" in actionData ? { values: actionData.values, errors: {} } : undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{TITLE}</h1>
      <p className="mt-2 text-sm text-stone-700">Oleh {DEVELOPMENT_PAGE.author}</p>
      <ReviewLine review={review} />
      <p className="mt-4 text-stone-800">{DEVELOPMENT_INTRO}</p>

      <section id="usia" aria-labelledby="usia-title" className="mt-8 scroll-mt-24">
        <h2 id="usia-title" className="text-xl font-bold text-stone-900">
          Pilih usia yang sudah dicapai anak
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Anak 7 bulan memakai daftar 6 bulan; daftar 9 bulan ia pakai setelah berusia 9 bulan. Bayi di bawah 3 bulan
          belum punya daftar: pilih “di bawah 3 bulan” untuk kegiatan stimulasinya.
        </p>
        <ul className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
          <li>
            <Link
              to={`?usia=${UNDER_THREE}#stimulasi`}
              aria-current={usia === UNDER_THREE ? "page" : undefined}
              className={`flex min-h-11 items-center justify-center rounded-md border px-2 py-2 text-center font-medium ${
                usia === UNDER_THREE
                  ? "border-teal-700 bg-teal-700 text-white"
                  : "border-stone-300 bg-white text-teal-800 hover:bg-teal-50"
              }`}
            >
              di bawah 3 bulan
            </Link>
          </li>
          {CHECKPOINTS.map((checkpoint) => {
            const current = list?.months === checkpoint.months;
            return (
              <li key={checkpoint.months}>
                <Link
                  to={`?usia=${checkpoint.months}#cek`}
                  aria-current={current ? "page" : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-md border px-2 py-2 text-center font-medium ${
                    current
                      ? "border-teal-700 bg-teal-700 text-white"
                      : "border-stone-300 bg-white text-teal-800 hover:bg-teal-50"
                  }`}
                >
                  {formatCheckpointAge(checkpoint.months)}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {band && !list ? (
        <section id="stimulasi" aria-labelledby="stimulasi-title" className="mt-10 scroll-mt-24">
          <p className="mb-4 text-stone-800">
            Daftar Buku KIA yang pertama untuk usia 3 bulan. Sampai saat itu, lakukan kegiatan ini setiap hari.
          </p>
          <StimulationSection band={band} next={next} />
        </section>
      ) : null}

      {list && band ? (
        <>
          <section id="cek" aria-labelledby="cek-title" className="mt-10 scroll-mt-24">
            <h2 id="cek-title" className="text-2xl font-bold text-stone-900">
              Daftar usia {list.ageLabel}
            </h2>
            <p className="mt-2 text-sm text-stone-700">
              Kemampuan yang biasanya sudah bisa dilakukan anak di akhir kelompok usia {list.band} (Buku KIA). Jawab
              dari yang Anda lihat sendiri beberapa hari terakhir.
            </p>
            {result ? (
              <div id="hasil" className="mt-4 scroll-mt-24" role="status">
                <DevelopmentResult result={result} />
              </div>
            ) : null}
            <ChecklistForm
              list={list}
              action={`?usia=${list.months}#hasil`}
              reply={reply}
              submitLabel="Lihat Hasil"
              pendingLabel="Membaca jawaban..."
            />
          </section>
          <section id="stimulasi" aria-labelledby="stimulasi-title" className="mt-10 scroll-mt-24">
            <StimulationSection band={band} next={next} />
          </section>
        </>
      ) : null}

      <SeeSoonSection className="mt-10" />

      <section id="kpsp" aria-labelledby="kpsp-title" className="mt-10 scroll-mt-24">
        <h2 id="kpsp-title" className="text-xl font-bold text-stone-900">
          Pemeriksaan KPSP di posyandu
        </h2>
        <p className="mt-2 text-stone-800">{KPSP_TEXT}</p>
        <h2 className="mt-6 text-xl font-bold text-stone-900">Anak yang lahir prematur</h2>
        <p className="mt-2 text-stone-800">{CORRECTED_AGE_TEXT}</p>
      </section>

      <DangerSignsNotice text="Anak kejang, tidak bisa minum, atau tampak sangat sakit?" />
      <SourceList review={review} />
    </div>
  );
}
