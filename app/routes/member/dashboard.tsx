import { getFormProps } from "@conform-to/react";
import { Form, href, Link, useActionData, useSearchParams } from "react-router";
import type { z } from "zod";
import { Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { calendarToday, formatDateTime, formatInstantDate, type IsoDate } from "~/domain/dates";
import { immunisationGlance } from "~/domain/immunisation-status";
import { ImmunisationGlance, glanceView, WhatsAppLink } from "~/components/ImmunisationGlance";
import { DevelopmentGlance } from "~/components/DevelopmentChecklist";
import { PracticeMarks } from "~/components/PracticeMarks";
import { currentMarks, practiceMarks } from "~/domain/care-list";
import { developmentGlance } from "~/domain/development-check";
import { developmentGlanceView } from "~/domain/development-view";
import { type PlanView, planGlance, planView, savedPlan } from "~/domain/plan-view";
import { describeHistoryEntry, HISTORY_TITLES, type HistoryType } from "~/domain/history";
import { formatNumber } from "~/domain/numbers";
import { isAdmin, ROLE_LABELS } from "~/domain/permissions";
import { messages, SITE_NAME } from "~/messages";
import { profileSchema } from "~/schemas/auth";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { deleteSchema, firstError, formConstraint, parseSubmission, refuse } from "~/schemas/form";
import { getDb } from "~/server/db.server";
import { dispatchIntent } from "~/server/editor-action.server";
import { requireUser } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { CHANGED_GROUPS_HEADER } from "~/server/edge-cache.server";
import { updateProfile } from "~/server/users.server";
import { deleteHistoryEntry, loadMemberActivity } from "~/server/calculators.server";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/server/forms.server";
import { privatePage } from "~/server/http.server";
import { mailLinkOrigin } from "~/server/links.server";
import { buttonClass } from "~/components/Button";
import { CLOSE_INTENT, DELETE_QUESTION_INTENT, MyQuestions, WITHDRAW_PUBLISH_INTENT } from "~/components/MyQuestions";
import { memberQuestionView } from "~/domain/member-questions";
import { reviewerName } from "~/domain/questions";
import { closeSchema, questionIdSchema, withdrawPublishSchema } from "~/schemas/questions";
import { changeQuestion, withdrawPublishConsent } from "~/server/questions.server";
import { loggable } from "~/server/log.server";

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/** The plan's glance with its "Kirim ke WhatsApp" address (issue 37). */
function planWithShare(id: number, view: PlanView) {
  return { id, ...planGlance(view), share: view.share };
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const activity = await loadMemberActivity(getDb(args.context.cloudflare.env), user.id);
  const groups = HISTORY_ORDER.map((type) => ({
    type,
    title: HISTORY_TITLES[type],
    entries: activity.history
      .filter((entry) => entry.type === type)
      .map((entry) => ({
        id: entry.id,
        time: formatDateTime(entry.createdAt),
        ...describeHistoryEntry(entry.type, entry.input, entry.result),
      })),
  }));
  // The member's latest HPL, as a plan to glance at (issue 18), while it still matters.
  const latestHpl = activity.history.find((entry) => entry.type === "hpl");
  const { today } = calendarToday();
  // The site's address in a text sent to others: only the trusted one (decision 030), else none.
  const origin = mailLinkOrigin(args.request.url, args.context.cloudflare.env.PUBLIC_URL);
  const plan = latestHpl ? savedPlan(latestHpl.input, today) : null;
  const nameOf = (id: number) => activity.children.find((child) => child.id === id)?.name;
  return {
    counts: activity.counts,
    // Each child's immunisations at a glance (issue 35): what is late, due now and next.
    children: activity.children.map((child) => {
      const glance = immunisationGlance(child.birthDate as IsoDate, today, child.doses);
      // ...and its development checks (issue 36): the list due, the latest result, the next list.
      const development = developmentGlance(
        { birthDate: child.birthDate as IsoDate, gestationalWeeks: child.gestationalWeeks },
        today,
        child.checks,
      );
      return {
        id: child.id,
        name: child.name,
        glance: glanceView(child.id, glance, origin),
        development: developmentGlanceView(child.id, development),
        marks: practiceMarks(activity.marks, `anak:${child.id}:`, nameOf),
      };
    }),
    plan: plan && latestHpl ? planWithShare(latestHpl.id, planView(plan, origin)) : null,
    // What the midwives marked done at the practice (issue 38): her pregnancy's, each child's.
    planMarks: practiceMarks(currentMarks(activity.marks, latestHpl?.createdAt ?? null), "hamil:", nameOf),
    groups,
    questions: activity.questions.map((row) => memberQuestionView(row, user)),
    constraint: formConstraint(profileSchema),
    user: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      joined: formatInstantDate(user.createdAt),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const { request, context } = args;
  const { env } = context.cloudflare;
  const formData = await readForm(request, "text");
  return dispatchIntent(formData, {
    [CLOSE_INTENT]: () => closeQuestion(user, formData, env, request),
    [DELETE_QUESTION_INTENT]: () => deleteQuestion(user, formData, env, request),
    [WITHDRAW_PUBLISH_INTENT]: () => withdrawPublish(user, formData, env, request),
    "delete-history": () => deleteHistory(user, formData, env, request),
    "update-profile": () => updateOwnProfile(user, formData, env, request),
  });
}

type ActionUser = Awaited<ReturnType<typeof requireUser>>;

/** Deletes one of the member's saved calculator results. */
async function deleteHistory(user: ActionUser, formData: FormData, env: Env, request: Request) {
  const submission = parseSubmission(formData, deleteSchema("id"));
  const deleted =
    submission.status === "success" && (await deleteHistoryEntry(getDb(env), user.id, submission.value.id));
  return deleted
    ? redirectWithToast("/dashboard#riwayat", { title: messages.calculators.historyDeleted }, { env, request })
    : redirectWithToast(
        "/dashboard#riwayat",
        {
          title: messages.calculators.historyDeleteFailed,
          description: submission.status === "success" ? "Riwayat tidak ditemukan." : firstError(submission),
          variant: "destructive",
        },
        { env, request },
      );
}

/** Saves the member's own name and phone. */
async function updateOwnProfile(user: ActionUser, formData: FormData, env: Env, request: Request) {
  const submission = parseSubmission(formData, profileSchema);
  if (submission.status !== "success") return refuse(submission, { formError: "Periksa kembali isian Anda." });
  try {
    await updateProfile(getDb(env), user.id, submission.value);
  } catch (error) {
    console.error("Gagal memperbarui profil", loggable(error));
    return refuse(submission, { status: 500, formError: "Terjadi kesalahan. Silakan coba lagi." });
  }
  return redirectWithToast("/dashboard", { title: messages.profile.updated }, { env, request });
}

/** Closes the member's own answered question (SPEC section 4); anything else changes nothing. */
async function closeQuestion(user: ActionUser, formData: FormData, env: Env, request: Request) {
  const submission = parseSubmission(formData, closeSchema);
  if (submission.status !== "success") return refuse(submission);
  const { id, rating, review } = submission.value;
  const result = await changeQuestion(getDb(env), user, id, {
    action: "close",
    rating,
    review,
    reviewerDisplayName: reviewerName(user.name),
  });
  if (result !== "done")
    return refuse(submission, {
      status: result === "forbidden" ? 403 : 409,
      formError: messages.questions.closeNotAllowed,
    });
  return redirectWithToast(`/dashboard#pertanyaan-${id}`, messages.questions.closed, { env, request });
}

/** Deletes the member's own question while it still waits (decision 026). */
async function deleteQuestion(user: ActionUser, formData: FormData, env: Env, request: Request) {
  const submission = parseSubmission(formData, questionIdSchema);
  const failed = (description: string | undefined) =>
    redirectWithToast(
      "/dashboard#pertanyaan",
      { title: messages.questions.deleteFailed, description, variant: "destructive" },
      { env, request },
    );
  if (submission.status !== "success") return failed(firstError(submission));
  const result = await changeQuestion(getDb(env), user, submission.value.id, { action: "delete" });
  if (result !== "done") return failed(messages.questions.deleteNotAllowed);
  return redirectWithToast("/dashboard#pertanyaan", messages.questions.deleted, { env, request });
}

/** Withdraws her consent to publish one of her own questions (issue 39, decision 080). */
async function withdrawPublish(user: ActionUser, formData: FormData, env: Env, request: Request) {
  const submission = parseSubmission(formData, withdrawPublishSchema);
  const done =
    submission.status === "success" ? await withdrawPublishConsent(getDb(env), user.id, submission.value.id) : "none";
  if (done !== "none") {
    const response = await redirectWithToast("/dashboard#pertanyaan", messages.questions.publishWithdrawn, {
      env,
      request,
    });
    // A published answer of hers leaves the edge cache at once (decision 081).
    if (done === "published") response.headers.set(CHANGED_GROUPS_HEADER, "qa");
    return response;
  }
  return redirectWithToast(
    "/dashboard#pertanyaan",
    {
      title: messages.questions.publishWithdrawFailed,
      description: submission.status === "success" ? "Izin itu tidak ditemukan." : firstError(submission),
      variant: "destructive",
    },
    { env, request },
  );
}

const HISTORY_ORDER: HistoryType[] = ["hpl", "fertility", "weight_gain"];

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 text-center shadow-sm sm:p-5 sm:text-left">
      <span className="block text-2xl font-bold text-teal-800 sm:text-3xl">{formatNumber(value)}</span>
      <span className="mt-1 block text-xs text-stone-700 sm:text-sm">{label}</span>
    </li>
  );
}

function ProfileRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, counts, groups, constraint, questions, plan, planMarks, children } = loaderData;
  const reply = useActionData<typeof action>();
  // The page has several forms; the profile form takes only its own refusal.
  const failed = reply?.initialValue?.intent === "update-profile" ? reply : undefined;
  const [form, fields] = useRecipeForm<z.input<typeof profileSchema>>({
    lastResult: failed,
    constraint,
    defaultValue: { name: user.name, phone: user.phone ?? "" },
  });
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("edit") === "profil" || Boolean(failed);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Selamat datang, {user.name}!</h1>
          <p className="mt-1 text-stone-600">Kelola profil dan aktivitas Anda di {SITE_NAME}.</p>
        </div>
        {isAdmin(user.role) ? (
          <Link to="/admin" className={buttonClass({ size: "sm" })}>
            Buka Admin Panel
          </Link>
        ) : null}
      </div>

      <ul className="mt-8 grid grid-cols-3 gap-3 sm:gap-4" aria-label="Ringkasan aktivitas">
        <Counter label="Perhitungan kalkulator" value={counts.calculations} />
        <Counter label="Pertanyaan" value={counts.questions} />
        <Counter label="Artikel dibaca" value={counts.articlesRead} />
      </ul>

      <section
        aria-labelledby="profil-title"
        className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="profil-title" className="text-lg font-semibold text-stone-900">
            Profil Saya
          </h2>
          {editing ? null : (
            <Link to="?edit=profil" className="text-sm font-semibold text-teal-800 hover:underline" preventScrollReset>
              Edit Profil
            </Link>
          )}
        </div>

        {editing ? (
          <Form method="post" className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
            <FormErrors title={messages.profile.updateFailed} errors={form.errors} fieldErrors={form.allErrors} />
            <input type="hidden" name="intent" value="update-profile" />
            <Field label="Nama" field={fields.name} autoComplete="name" />
            <Field
              label="Nomor Telepon"
              field={fields.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Opsional."
            />
            <p className="text-sm text-stone-600">Email ({user.email}) tidak dapat diubah.</p>
            <div className="flex flex-wrap gap-3">
              <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
              <Link
                to="/dashboard"
                className="rounded-md border border-stone-300 px-5 py-2.5 font-semibold text-stone-700 hover:bg-stone-100"
                preventScrollReset
              >
                Batal
              </Link>
            </div>
          </Form>
        ) : (
          <dl className="mt-2 divide-y divide-stone-100">
            <ProfileRow label="Nama">{user.name}</ProfileRow>
            <ProfileRow label="Email">{user.email}</ProfileRow>
            <ProfileRow label="Nomor Telepon">
              {user.phone ?? <span className="text-stone-500">Belum diisi</span>}
            </ProfileRow>
            <ProfileRow label="Peran">{ROLE_LABELS[user.role]}</ProfileRow>
            <ProfileRow label="Bergabung Sejak">{user.joined}</ProfileRow>
          </dl>
        )}
      </section>
      {plan ? (
        <section
          id="rencana"
          aria-labelledby="rencana-title"
          className="mt-8 scroll-mt-24 rounded-xl border border-teal-200 bg-white p-6 shadow-sm"
        >
          <h2 id="rencana-title" className="text-lg font-semibold text-stone-900">
            Rencana Kehamilan
          </h2>
          <p className="mt-2 font-medium text-stone-900">{plan.status}</p>
          <h3 className="mt-4 text-sm font-semibold text-stone-800">Saat ini dan berikutnya</h3>
          <ul className="mt-2 divide-y divide-stone-100">
            {plan.next.map((item) => (
              <li key={item.id} className="py-2">
                <span className="block font-medium text-stone-900">{item.title}</span>
                <span className="text-sm text-stone-700">
                  {item.when} · {item.stateLabel}
                </span>
              </li>
            ))}
          </ul>
          <PracticeMarks marks={planMarks} />
          <WhatsAppLink href={plan.share} what="rencana kehamilan" />
          <p className="mt-3 flex flex-wrap gap-3">
            <Link
              to={`/kalkulator?riwayat=${plan.id}#rencana`}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Lihat rencana lengkap
            </Link>
            <Link
              to="/tanda-bahaya"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-red-800 underline"
            >
              Tanda bahaya: kapan harus segera ke fasilitas kesehatan
            </Link>
          </p>
        </section>
      ) : null}
      <section
        id="pengingat"
        aria-labelledby="pengingat-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="pengingat-title" className="text-lg font-semibold text-stone-900">
          Pengingat
        </h2>
        <p className="mt-2 text-stone-700">
          Email 3 hari sebelum jadwal periksa kehamilan, imunisasi, cek perkembangan, penimbangan, dan vitamin A. Pilih
          sendiri yang ingin diingatkan.
        </p>
        <Link
          to="/dashboard/pengingat"
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
        >
          Atur Pengingat
        </Link>
      </section>
      <section
        id="bidan"
        aria-labelledby="bidan-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="bidan-title" className="text-lg font-semibold text-stone-900">
          Berbagi dengan Bidan
        </h2>
        <p className="mt-2 text-stone-700">
          Bila Anda setuju, bidan di Bidanku ikut memantau jadwal periksa, imunisasi, dan cek perkembangan, lalu
          menghubungi Anda bila ada yang terlewat. Lihat juga siapa yang membuka data Anda.
        </p>
        <Link to="/dashboard/bidan" className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}>
          Atur Berbagi
        </Link>
      </section>
      <section
        id="anak"
        aria-labelledby="anak-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="anak-title" className="text-lg font-semibold text-stone-900">
          Anak Saya
        </h2>
        <p className="mt-2 text-stone-700">
          {counts.children === 0
            ? "Catat berat, panjang, dan lingkar kepala anak, lalu lihat hasilnya menurut standar WHO."
            : `${formatNumber(counts.children)} anak tercatat. Tambahkan hasil timbang dan ukur terbaru dari posyandu.`}
        </p>
        {children.length > 0 ? (
          <ul className="mt-3 space-y-3">
            {children.map((child) => (
              <li
                key={child.id}
                className="rounded-lg border border-stone-200 p-3 text-sm"
                data-testid="child-immunisation"
              >
                <Link
                  to={href("/dashboard/anak/:id/imunisasi", { id: String(child.id) })}
                  className="inline-flex min-h-11 items-center break-words font-semibold text-teal-800 underline"
                >
                  Imunisasi {child.name}
                </Link>
                <ImmunisationGlance glance={child.glance} name={child.name} />
                <Link
                  to={href("/dashboard/anak/:id/perkembangan", { id: String(child.id) })}
                  className="mt-1 inline-flex min-h-11 items-center break-words font-semibold text-teal-800 underline"
                >
                  Perkembangan {child.name}
                </Link>
                <DevelopmentGlance glance={child.development} />
                <PracticeMarks marks={child.marks} />
              </li>
            ))}
          </ul>
        ) : null}
        <Link to="/dashboard/anak" className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}>
          {counts.children === 0 ? "Tambah Anak" : "Lihat Anak Saya"}
        </Link>
        <p className="mt-3 text-sm">
          <Link to="/imunisasi" className="inline-flex min-h-11 items-center text-teal-800 underline">
            Jadwal imunisasi nasional
          </Link>
        </p>
      </section>
      <MyQuestions questions={questions} reply={reply} />
      <section
        id="riwayat"
        aria-labelledby="riwayat-title"
        className="mt-8 scroll-mt-24 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="riwayat-title" className="text-lg font-semibold text-stone-900">
          Riwayat Kalkulator
        </h2>
        {counts.calculations === 0 ? (
          <p className="mt-3 text-stone-600">
            Belum ada riwayat.{" "}
            <Link to="/kalkulator" className="font-semibold text-teal-800 underline">
              Coba kalkulator kehamilan
            </Link>
            .
          </p>
        ) : (
          <div className="mt-4 space-y-3">
            {groups
              .filter((group) => group.entries.length > 0)
              .map((group) => (
                <details
                  key={group.type}
                  className="group rounded-lg border border-stone-200"
                  open={group.entries.length <= 3}
                >
                  <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold text-stone-900">
                    <span>
                      {group.title} ({group.entries.length})
                    </span>
                    <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
                      ▾
                    </span>
                  </summary>
                  <ol className="divide-y divide-stone-100 border-t border-stone-200">
                    {group.entries.map((entry) => (
                      <li key={entry.id} className="px-4 py-3" data-testid="history-entry">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <p className="text-xs text-stone-600">{entry.time}</p>
                          <ConfirmDelete
                            intent="delete-history"
                            fields={{ id: String(entry.id) }}
                            question="Hapus riwayat ini?"
                            what={`riwayat ${group.title} ${entry.time}`}
                          />
                        </div>
                        {entry.invalid ? (
                          <p className="mt-1 text-sm text-red-700">{entry.invalid}</p>
                        ) : (
                          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                            {entry.rows.map((row) => (
                              <div key={row.label} className="flex flex-wrap gap-x-2">
                                <dt className="text-stone-600">{row.label}:</dt>
                                <dd className="font-medium text-stone-900">{row.value}</dd>
                              </div>
                            ))}
                          </dl>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              ))}
          </div>
        )}
      </section>
    </div>
  );
}
