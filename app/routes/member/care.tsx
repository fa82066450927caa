import { Form, href, Link, useActionData } from "react-router";
import { buttonClass } from "~/components/Button";
import { FormErrors } from "~/components/forms";
import { CARE_CONSENT_LABEL, CARE_CONSENT_POINTS, CARE_VIEWS_SHOWN, groupViews } from "~/domain/care";
import { markText } from "~/domain/care-list";
import { formatDateTime } from "~/domain/dates";
import { SITE_NAME } from "~/messages";
import { parseSubmission, refuse } from "~/schemas/form";
import { careConsentSchema } from "~/schemas/care";
import { getCarePage, setCareConsent } from "~/server/care.server";
import { getDb } from "~/server/db.server";
import { readForm } from "~/server/forms.server";
import { requireUser } from "~/server/guards.server";
import { privatePage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/care";

// "Berbagi dengan bidan" (issue 38, decision 078): a member shares her pregnancy plan and her
// children's records with the site's midwives, or stops, and sees who looked and when. Off until
// she ticks the box; withdrawing hides her from the midwives at once.

export const meta: Route.MetaFunction = () => [
  { title: `Berbagi dengan Bidan | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const PAGE = "/dashboard/bidan";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const page = await getCarePage(getDb(args.context.cloudflare.env), user.id);
  return {
    sharing: page.standing ? formatDateTime(page.standing.grantedAt) : null,
    history: page.consents.map((row) => ({
      from: formatDateTime(row.grantedAt),
      until: row.withdrawnAt ? formatDateTime(row.withdrawnAt) : null,
    })),
    views: groupViews(page.views).map((line) => ({
      who: line.viewerName,
      when: formatDateTime(line.latest),
      count: line.count,
    })),
    notes: page.notes.map((row) => ({
      id: row.id,
      who: row.authorName,
      text: row.note,
      when: formatDateTime(row.createdAt),
      child: page.children.find((child) => child.id === row.childId)?.name ?? null,
    })),
    marks: page.marks.map((row) => ({
      key: row.itemKey,
      text: markText(row.itemKey, (id) => page.children.find((child) => child.id === id)?.name),
      who: row.markedByName,
      when: formatDateTime(row.createdAt),
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const submission = parseSubmission(await readForm(request), careConsentSchema);
  if (submission.status !== "success") return refuse(submission);
  const share = submission.value.intent === "bagikan";
  await setCareConsent(getDb(env), user.id, share);
  return redirectWithToast(
    PAGE,
    share
      ? { title: "Data Dibagikan", description: "Bidan di Bidanku dapat melihat rencana kehamilan dan data anak Anda." }
      : { title: "Berbagi Dihentikan", description: "Bidan tidak dapat melihat data Anda lagi." },
    { env, request },
  );
}

export default function Care({ loaderData }: Route.ComponentProps) {
  const { sharing, history, views, notes, marks } = loaderData;
  const failed = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to={href("/dashboard")} className="inline-flex min-h-11 items-center text-teal-800 underline">
          Kembali ke Dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-stone-900">Berbagi dengan Bidan</h1>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-800">
        {CARE_CONSENT_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-700">
        Ibu dan anak yang tidak punya akun Bidanku tidak ada di daftar bidan. Baca juga{" "}
        <Link to="/kebijakan-privasi" className="text-teal-800 underline">
          Kebijakan Privasi
        </Link>
        .
      </p>
      <FormErrors
        title="Belum dibagikan"
        errors={failed && "error" in failed ? (failed.error?.[""] ?? undefined) : undefined}
        fieldErrors={failed && "error" in failed ? failed.error : undefined}
      />
      {sharing ? (
        <Form method="post" className="mt-6 rounded-lg border border-teal-300 bg-teal-50 p-4">
          <p className="font-semibold text-stone-900">Data Anda dibagikan dengan bidan sejak {sharing}.</p>
          <input type="hidden" name="intent" value="hentikan" />
          <p className="mt-1 text-sm text-stone-700">
            Bila Anda berhenti berbagi, catatan dan tanda dari bidan dihapus; catatan siapa yang pernah membuka data
            Anda tetap tersimpan untuk Anda.
          </p>
          <button type="submit" className={`mt-3 ${buttonClass({ variant: "secondary", size: "sm" })}`}>
            Hentikan berbagi
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-6 rounded-lg border border-stone-200 bg-white p-4">
          <p className="font-semibold text-stone-900">Data Anda tidak dibagikan dengan bidan.</p>
          <input type="hidden" name="intent" value="bagikan" />
          <label className="mt-3 flex min-h-11 items-start gap-2 py-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name="setuju"
              required
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 text-teal-700"
            />
            <span>{CARE_CONSENT_LABEL}</span>
          </label>
          <button type="submit" className={`mt-3 ${buttonClass({ size: "sm" })}`}>
            Bagikan dengan bidan
          </button>
        </Form>
      )}
      {notes.length > 0 || marks.length > 0 ? (
        <section aria-labelledby="dari-bidan" className="mt-8">
          <h2 id="dari-bidan" className="text-xl font-bold text-stone-900">
            Dari bidan
          </h2>
          <ul className="mt-2 space-y-2 text-sm text-stone-800">
            {marks.map((mark) => (
              <li key={mark.key}>
                {mark.text} ({mark.who}, {mark.when})
              </li>
            ))}
            {notes.map((note) => (
              <li key={note.id} className="break-words">
                {note.text} ({note.child ? `tentang ${note.child}; ` : ""}
                {note.who}, {note.when})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="dilihat" className="mt-8">
        <h2 id="dilihat" className="text-xl font-bold text-stone-900">
          Siapa yang melihat data Anda
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Catatan ini disimpan selama akun Anda ada dan dihapus bersama akun; yang tampil di sini {CARE_VIEWS_SHOWN}{" "}
          terbaru.
        </p>
        {views.length === 0 ? (
          <p className="mt-2 text-stone-700">Belum ada bidan yang membuka data Anda.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {views.map((view, index) => (
              // Several views can share a name and a minute.
              <li key={index}>
                {view.count > 1
                  ? `${view.who}, ${view.count} kali, terakhir ${view.when}`
                  : `${view.who}, ${view.when}`}
              </li>
            ))}
          </ul>
        )}
        {history.length > 0 ? (
          <details className="mt-4 text-sm text-stone-700">
            <summary className="min-h-11 cursor-pointer py-2 text-teal-800">Riwayat persetujuan</summary>
            <ul className="mt-1 space-y-1">
              {history.map((row, index) => (
                <li key={index}>
                  Dibagikan {row.from}
                  {row.until ? `, dihentikan ${row.until}` : ", masih berlaku"}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  );
}
