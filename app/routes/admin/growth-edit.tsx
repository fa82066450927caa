import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { AdminFrame } from "~/components/AdminFrame";
import {
  DefaultSubmit,
  Field,
  FormErrors,
  ListFieldset,
  SubmitButton,
  TextAreaField,
  useRecipeForm,
} from "~/components/forms";
import { ReviewFieldset } from "~/components/ReviewFieldset";
import { WhoReference } from "~/components/WhoReference";
import { SOURCES_MAX } from "~/schemas/medical-review";
import { calendarToday, todayInJakarta } from "~/domain/dates";
import { reviewNeedsRenewal } from "~/domain/growth";
import { messages, SITE_NAME } from "~/messages";
import { formConstraint } from "~/schemas/form";
import { GROWTH_LIST_MAX, type GrowthGuideInput, growthGuideSchema } from "~/schemas/growth";
import { parseGuideId } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { editorAction } from "~/server/editor-action.server";
import { type GuideForEditor, loadGuideForEditor, saveGrowthGuide } from "~/server/growth-editor.server";
import { requireAdminPage } from "~/server/guards.server";
import { discardBody, privatePage } from "~/server/http.server";
import { redirectWithToast } from "~/server/toast.server";
import { growthReferenceFor } from "~/server/who.server";
import type { Route } from "./+types/growth-edit";

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page ? `Edit ${page.guide.title}` : "Edit Panduan Tumbuh Kembang"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

const LIST_PATH = "/admin/tumbuh-kembang";

interface Args {
  request: Request;
  context: Route.LoaderArgs["context"];
  params: { id?: string };
}

/** The guide named in the URL; an unknown id goes back to the list with the spec's toast. */
async function guideOr404(args: Args): Promise<GuideForEditor> {
  const id = parseGuideId(args.params.id);
  const guide = id === null ? null : await loadGuideForEditor(getDb(args.context.cloudflare.env), id);
  if (guide) return guide;
  if (args.request.method !== "GET") await discardBody(args.request);
  throw await redirectWithToast(LIST_PATH, messages.growthEditor.notFound, {
    env: args.context.cloudflare.env,
    request: args.request,
  });
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdminPage(args);
  const guide = await guideOr404(args);
  return {
    guide,
    reference: growthReferenceFor(guide.id),
    latestDate: calendarToday().latest,
    constraint: formConstraint(growthGuideSchema),
  };
}

export async function action(args: Route.ActionArgs) {
  const { env } = args.context.cloudflare;
  let stored: GuideForEditor | undefined;
  return editorAction(args, {
    schema: growthGuideSchema,
    guard: async () => {
      const user = await requireAdminPage(args);
      stored = await guideOr404(args);
      return user;
    },
    save: async (value, user) => {
      const before = stored!;
      if (reviewNeedsRenewal(before, value, todayInJakarta())) {
        return { fieldErrors: { reviewedAt: [messages.growthEditor.reviewStale] } };
      }
      await saveGrowthGuide(getDb(env), before.id, value, user);
      return undefined;
    },
    success: messages.growthEditor.saved,
    redirectTo: () => `/admin/tumbuh-kembang/edit/${stored!.id}`,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the whole form.
type ListMeta = FieldMetadata<string[], any, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: the form object of useRecipeForm.
type FormMeta = ReturnType<typeof useRecipeForm<any>>[0];

/** Enough rows to show a stored item whole on a phone (about 35 characters a line at 360 px). */
function rowsFor(value: unknown, least: number): number {
  const length = typeof value === "string" ? value.length : 0;
  return Math.min(10, Math.max(least, Math.ceil(length / 35)));
}

/** One list of texts (a milestone group, tips, red flags): a row per item, add and remove without JS. */
function TextList({
  form,
  field,
  label,
  testId,
  rows = 2,
  hint,
}: {
  form: FormMeta;
  field: ListMeta;
  label: string;
  testId: string;
  rows?: number;
  hint?: string;
}) {
  return (
    <ListFieldset
      form={form}
      field={field}
      legend={label}
      hint={hint}
      emptyText="Belum ada butir."
      max={GROWTH_LIST_MAX}
      newRow=""
      addLabel={`Tambah ${label}`}
      removeLabel={(index) => `Hapus ${label} ${index + 1}`}
      testId={testId}
      rowTestId={`${testId}-row`}
      rowClassName="space-y-1"
      renderRow={(item, index) => (
        <TextAreaField label={`${label} ${index + 1}`} field={item} rows={rowsFor(item.initialValue, rows)} />
      )}
    />
  );
}

export default function GrowthGuideEditor({ loaderData }: Route.ComponentProps) {
  const { guide, reference, latestDate, constraint } = loaderData;
  const [form, fields] = useRecipeForm<GrowthGuideInput>({
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: {
      title: guide.title,
      description: guide.description,
      author: guide.author,
      milestones: guide.milestones,
      stimulasi: guide.stimulasi,
      redFlags: guide.redFlags,
      reviewerName: guide.reviewerName,
      reviewerCredential: guide.reviewerCredential,
      reviewedAt: guide.reviewedAt,
      sources: guide.sources,
    },
  });
  const milestones = fields.milestones.getFieldset();
  return (
    <AdminFrame
      title="Edit Panduan Tumbuh Kembang"
      description={
        <>
          Kelompok usia <span className="font-semibold">{guide.id}</span> ·{" "}
          <Link to={`/tumbuh-kembang/${guide.id}`} className="font-medium text-teal-800 underline">
            Lihat halaman publik
          </Link>
        </>
      }
      width="form"
    >
      <Form method="post" className="space-y-6" {...getFormProps(form)}>
        <DefaultSubmit />
        <FormErrors title="Gagal Menyimpan" errors={form.errors} fieldErrors={form.allErrors} />

        <div className="space-y-4">
          <Field label="Judul" field={fields.title} />
          <TextAreaField label="Deskripsi" field={fields.description} rows={4} />
          <Field label="Penulis" field={fields.author} hint="Nama dan gelar penulis teks panduan ini." />
        </div>

        <section aria-labelledby="milestone-editor" className="space-y-4">
          <h2 id="milestone-editor" className="text-xl font-bold text-stone-900">
            Milestone Perkembangan
          </h2>
          <TextList form={form} field={milestones.motorik} label="Motorik" testId="list-motorik" />
          <TextList form={form} field={milestones.kognitif} label="Kognitif" testId="list-kognitif" />
          <TextList
            form={form}
            field={milestones.sosialEmosional}
            label="Sosial & Emosional"
            testId="list-sosialEmosional"
          />
          <TextList form={form} field={milestones.bahasa} label="Bahasa & Komunikasi" testId="list-bahasa" />
        </section>

        <section aria-labelledby="who-editor" className="rounded-lg border border-stone-200 bg-stone-50 p-4">
          <h2 id="who-editor" className="text-xl font-bold text-stone-900">
            Standar WHO (hanya baca)
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            Dihitung dari tabel standar pertumbuhan anak WHO untuk kelompok usia ini, sama seperti di halaman publik.
            Standar ini tidak dapat diubah di sini.
          </p>
          <div data-testid="who-readonly">
            <WhoReference tables={reference} />
          </div>
        </section>

        <TextList form={form} field={fields.stimulasi} label="Tips Stimulasi" testId="list-stimulasi" />
        <TextList
          form={form}
          field={fields.redFlags}
          label="Tanda Waspada"
          testId="list-redFlags"
          rows={4}
          hint="Tanda bahaya: pertahankan petunjuk untuk segera ke fasilitas kesehatan pada butir yang memilikinya."
        />

        <ReviewFieldset form={form} fields={fields} latestDate={latestDate} maxSources={SOURCES_MAX} what="panduan" />

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pendingLabel="Menyimpan...">Simpan</SubmitButton>
          <Link to={LIST_PATH} className="text-sm font-medium text-teal-800 hover:underline">
            Kembali ke daftar
          </Link>
        </div>
      </Form>
    </AdminFrame>
  );
}
