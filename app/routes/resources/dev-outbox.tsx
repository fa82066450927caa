import { desc } from "drizzle-orm";
import { data } from "react-router";
import { mailOutbox } from "~drizzle/schema";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { mailTransport } from "~/server/mail.server";
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.cloudflare;
  const host = new URL(request.url).hostname;
  if (mailTransport(env) !== "outbox" || (host !== "localhost" && host !== "127.0.0.1")) {
    throw data(null, { status: 404 });
  }
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
  return { messages, to };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Outbox lokal</h1>
      <p className="mt-1 text-sm text-stone-600">
        Email yang dikirim situs saat berjalan lokal (tanpa penyedia email).
      </p>
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
