import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import { Field, FormErrors, SubmitButton, useRecipeForm } from "~/components/forms";
import { ADMIN_PANEL_PATH } from "~/domain/admin-pages";
import { calendarToday, formatLongDate, type IsoDate } from "~/domain/dates";
import {
  isReviewedPageKey,
  REVIEWED_PAGES,
  type ReviewedPageKey,
  reviewPredatesContent,
  storedPageReview,
  storedReview,
} from "~/domain/page-reviews";
import { messages, SITE_NAME } from "~/messages";
import { formConstraint } from "~/schemas/form";
import { type PageReviewInput, pageReviewSchema } from "~/schemas/page-review";
import { auditEntry } from "~/server/audit.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { requireAdminPage } from "~/server/guards.server";
import { discardBody, privatePage } from "~/server/http.server";
import { loadPageReviewsColumn, savePageReview } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/page-review";

// A tool page's medical review (issue 29, decision 054): the growth check, the calculators with
// the pregnancy plan, the danger signs. Their texts and sources live in code; the super_admin
// names who reviewed them and when, and a review lapses when a deploy changes the texts.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Tinjauan Medis: ${data.title}` : "Tinjauan Medis"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

interface Args {
  request: Request;
  context: Route.LoaderArgs["context"];
  params: { page?: string };
}

/** The page named in the URL, after the guard; an unknown one goes back to the panel with a toast. */
async function pageOr404(args: Args): Promise<ReviewedPageKey> {
  if (isReviewedPageKey(args.params.page)) return args.params.page;
  if (args.request.method !== "GET") await discardBody(args.request);
  throw await redirectWithToast(ADMIN_PANEL_PATH, messages.pageReview.notFound, {
    env: args.context.cloudflare.env,
    request: args.request,
  });
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const key = await pageOr404(args);
  const page = REVIEWED_PAGES[key];
  const stored = storedReview(await loadPageReviewsColumn(getDb(args.context.cloudflare.env)), key);
  return {
    key,
    title: page.title,
    path: page.path,
    alsoOn: "alsoOn" in page ? page.alsoOn : null,
    changedOn: formatLongDate(page.contentVersion as IsoDate),
    sources: page.sources,
    stored: stored ? { ...stored, reviewedOn: formatLongDate(stored.reviewedAt as IsoDate) } : null,
    values: {
      reviewerName: stored?.reviewerName ?? "",
      reviewerCredential: stored?.reviewerCredential ?? "",
      // A lapsed review's date cannot be kept: the reviewer must give a new one.
      reviewedAt: stored?.current ? stored.reviewedAt : "",
    },
    latestDate: calendarToday().latest,
    constraint: formConstraint(pageReviewSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  let key: ReviewedPageKey | undefined;
  let cleared = false;
  return editorAction(args, {
    schema: pageReviewSchema,
    guard: async () => {
      const user = await requireAdminPage(args);
      key = await pageOr404(args);
      return user;
    },
    save: async (value, user) => {
      const page = key!;
      if (value.reviewedAt && reviewPredatesContent(value.reviewedAt, page)) {
        const changedOn = formatLongDate(REVIEWED_PAGES[page].contentVersion as IsoDate);
        return { fieldErrors: { reviewedAt: [messages.pageReview.predates(changedOn)] } };
      }
      const review = storedPageReview(page, value);
      cleared = review === null;
      const db = getDb(env);
      // Saving what is already stored changes nothing, and leaves no audit row of a change.
      const before = storedReview(await loadPageReviewsColumn(db), page);
      const unchanged =
        review === null
          ? before === null
          : before?.current === true &&
            before.reviewerName === review.reviewerName &&
            before.reviewerCredential === review.reviewerCredential &&
            before.reviewedAt === review.reviewedAt;
      if (unchanged) return undefined;
      await savePageReview(
        db,
        page,
        review,
        auditEntry(db, user, { action: review ? "update" : "delete", entity: "page_review", entityId: page }),
      );
      return undefined;
    },
    get success() {
      return cleared ? messages.pageReview.cleared : messages.pageReview.saved;
    },
    redirectTo: () => `/admin/tinjauan-medis/${key}`,
  });
}

export default function PageReviewEditor({ loaderData }: Route.ComponentProps) {
  const { title, path, alsoOn, changedOn, sources, stored, values, latestDate, constraint } = loaderData;
  const [form, fields] = useRecipeForm<PageReviewInput>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: values,
  });
  return (
    <AdminFrame
      title="Tinjauan Medis"
      width="form"
      description={
        <>
          <strong className="block text-stone-900">{title}</strong>
          Teks, aturan, dan referensi halaman{" "}
          <a href={path} className="font-semibold text-teal-800 underline">
            {path}
          </a>
          {alsoOn ? ` (juga ${alsoOn})` : ""} ditulis di kode situs dan terakhir diubah pada {changedOn}. Isi nama
          tenaga kesehatan yang telah meninjau teks yang sekarang, beserta tanggalnya.
        </>
      }
    >
      <p
        className="mb-4 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800"
        data-testid="review-state"
      >
        {stored === null
          ? "Belum ada tinjauan: halaman menampilkan \u201cIsi halaman ini belum ditinjau oleh tenaga kesehatan.\u201d"
          : stored.current
            ? `Ditinjau oleh ${[stored.reviewerName, stored.reviewerCredential].filter(Boolean).join(", ")} pada ${stored.reviewedOn}.`
            : `Tinjauan oleh ${stored.reviewerName} pada ${stored.reviewedOn} tidak berlaku lagi karena teks halaman berubah pada ${changedOn}; halaman menampilkan "belum ditinjau" sampai ditinjau ulang.`}
      </p>
      <Form
        method="post"
        className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        {...getFormProps(form)}
      >
        <FormErrors title={messages.pageReview.saveFailed} errors={form.errors} fieldErrors={form.allErrors} />
        <Field label="Nama peninjau" field={fields.reviewerName} autoComplete="off" />
        <Field
          label="Gelar peninjau"
          field={fields.reviewerCredential}
          hint='Misalnya "S.Tr.Keb".'
          autoComplete="off"
        />
        <Field
          label="Tanggal tinjauan"
          field={fields.reviewedAt}
          type="date"
          max={latestDate}
          hint="Kosongkan nama dan tanggal untuk menghapus tinjauan."
        />
        <SubmitButton pendingLabel="Menyimpan...">Simpan Tinjauan</SubmitButton>
      </Form>
      <section aria-labelledby="sumber-halaman" className="mt-8">
        <h2 id="sumber-halaman" className="text-lg font-bold text-stone-900">
          Referensi halaman ini
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Referensi mengikuti aturan di kode situs, jadi tidak diubah di sini; usulkan perubahan kepada pengembang.
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm text-stone-700">
          {sources.map((source) => (
            <li key={source.citation} className="break-words">
              {source.citation}
            </li>
          ))}
        </ol>
      </section>
    </AdminFrame>
  );
}
