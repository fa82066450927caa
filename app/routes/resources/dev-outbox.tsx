import { desc } from "drizzle-orm";
import { data, Form, redirect } from "react-router";
import { mailOutbox } from "~drizzle/schema";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { mailTransport } from "~/server/mail.server";
import { readForm } from "~/server/forms.server";
import { parseSubmission } from "~/schemas/form";
import { z } from "~/schemas/zod";
import { runHourly } from "~/server/hourly.server";
import type { Route } from "./+types/dev-outbox";
import { privatePage } from "~/server/http.server";

export const meta: Route.MetaFunction = () => [
  { title: `Outbox lokal | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = privatePage;

/**
 * The local outbox, for developers and end-to-end tests: the newest messages, with their links.
 * It exists only while mail goes to the outbox and the site is reached on localhost.
 */
function localOnly(request: Request, env: Env) {
  const host = new URL(request.url).hostname;
  if (mailTransport(env) !== "outbox" || (host !== "localhost" && host !== "127.0.0.1")) {
    throw data(null, { status: 404 });
  }
}

const TIME_MESSAGE = "Isi waktu (WIB) seperti 2026-12-01T07:17.";
/** "2026-12-01T07:17", read as WIB (UTC+7). */
const runSchema = z.object({
  waktu: z
    .string({ error: TIME_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, TIME_MESSAGE)
    .transform((value, ctx) => {
      const time = Date.parse(`${value}:00+07:00`);
      if (Number.isNaN(time)) ctx.addIssue({ code: "custom", message: TIME_MESSAGE });
      return time;
    }),
});

/**
 * Runs the hourly Cron Trigger's work (runHourly: housekeeping now, then the reminders as at a
 * chosen time, WIB; decision 075): a developer sees the reminder mails land below without waiting
 * for 07:00. (Wrangler's own local trigger fails for this Worker with this
 * wrangler version: DataCloneError on the ScheduledController.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  localOnly(request, env);
  const submission = parseSubmission(await readForm(request), runSchema);
  if (submission.status !== "success") return data({ error: TIME_MESSAGE }, { status: 400 });
  const result = await runHourly(env, Date.now(), { remindersAt: submission.value.waktu });
  return redirect(`/__dev/outbox?pengingat=${result.members}-${result.mails}-${result.failed}`);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  localOnly(request, env);
  const to = new URL(request.url).searchParams.get("to")?.toLowerCase() ?? "";
  const rows = await getDb(env).select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50).all();
  const messages = rows
    .filter((row) => !to || row.to.toLowerCase() === to)
    .slice(0, 20)
    .map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      links: row.text.match(/https?:\/\/\S+/g) ?? [],
    }));
  const ran = new URL(request.url).searchParams.get("pengingat")?.match(/^(\d+)-(\d+)-(\d+)$/);
  return {
    messages,
    to,
    ran: ran ? `Pengingat dijalankan: ${ran[1]} anggota dilihat, ${ran[2]} email terkirim, ${ran[3]} gagal.` : null,
  };
}

export default function DevOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Outbox lokal</h1>
      <p className="mt-1 text-sm text-stone-600">
        Email yang dikirim situs saat berjalan lokal (tanpa penyedia email).
      </p>
      <Form
        method="post"
        className="mt-4 flex flex-wrap items-end gap-2 rounded-lg border border-stone-200 bg-white p-4"
      >
        <label className="text-sm">
          <span className="block font-medium">Jalankan tugas per jam (pengingat) pada waktu (WIB)</span>
          <input
            type="datetime-local"
            name="waktu"
            required
            className="mt-1 min-h-11 rounded border border-stone-300 px-2"
          />
        </label>
        <button type="submit" className="min-h-11 rounded bg-teal-700 px-4 font-semibold text-white">
          Jalankan
        </button>
      </Form>
      {actionData?.error ? <p className="mt-2 text-sm text-red-700">{actionData.error}</p> : null}
      {loaderData.ran ? (
        <p className="mt-2 text-sm text-teal-900" role="status">
          {loaderData.ran}
        </p>
      ) : null}
      <ol className="mt-6 space-y-4">
        {loaderData.messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-stone-200 bg-white p-4" data-testid="outbox-message">
            <p className="text-sm text-stone-600">Kepada: {message.to}</p>
            <h2 className="font-semibold">{message.subject}</h2>
            <pre className="mt-2 whitespace-pre-wrap text-sm">{message.text}</pre>
            {message.links.map((link) => (
              <a key={link} href={link} className="mt-2 block break-all text-sm font-semibold text-teal-800 underline">
                {link}
              </a>
            ))}
          </li>
        ))}
      </ol>
      {loaderData.messages.length === 0 ? <p className="mt-6 text-stone-600">Belum ada email.</p> : null}
    </div>
  );
}
