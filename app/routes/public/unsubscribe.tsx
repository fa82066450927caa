import { data, Form, Link, redirect } from "react-router";
import { buttonClass } from "~/components/Button";
import { SITE_NAME } from "~/messages";
import { getDb } from "~/server/db.server";
import { readForm } from "~/server/forms.server";
import { privatePage } from "~/server/http.server";
import { stopReminderMail, UNSUBSCRIBE_PATH, verifiedUnsubscriber } from "~/server/reminders.server";
import type { Route } from "./+types/unsubscribe";

// Stopping reminder mail without signing in (issue 37, decision 075): the signed link of each
// reminder mail. Opening it changes nothing (mail scanners open links); its button stops the mail.
// A mail program's one-click POST (RFC 8058) goes to /pengingat/berhenti/satu-klik. A link whose
// account or signature was altered is refused and changes nothing.

export const meta: Route.MetaFunction = () => [
  { title: `Berhenti Email Pengingat | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];
// No `no-referrer` here: a browser then posts the form with `Origin: null`, which the request guard
// refuses. The site's Referrer-Policy (strict-origin-when-cross-origin) already keeps the signed
// query out of other sites' referrers.

export const headers = privatePage;

const INVALID = "Tautan ini tidak valid atau sudah diubah. Tidak ada yang berubah.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const userId = await verifiedUnsubscriber(context.cloudflare.env, url);
  if (!userId) return data({ state: "invalid" as const }, { status: 400 });
  return { state: url.searchParams.get("selesai") === "1" ? ("done" as const) : ("confirm" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  await readForm(request);
  const userId = await verifiedUnsubscriber(env, url);
  if (!userId) return data({ state: "invalid" as const }, { status: 400 });
  await stopReminderMail(getDb(env), userId);
  const done = new URL(url);
  done.searchParams.set("selesai", "1");
  return redirect(`${UNSUBSCRIBE_PATH}${done.search}`);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {state === "invalid" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">Tautan tidak valid</h1>
          <p className="mt-3 text-stone-800">{INVALID}</p>
          <p className="mt-3 text-stone-800">
            Untuk menghentikan email pengingat,{" "}
            <Link to="/dashboard/pengingat" className="text-teal-800 underline">
              login lalu buka Pengingat
            </Link>
            .
          </p>
        </>
      ) : state === "done" ? (
        <>
          <h1 className="text-2xl font-bold text-stone-900">Email pengingat dihentikan</h1>
          <p className="mt-3 text-stone-800" role="status">
            Anda tidak akan menerima email pengingat lagi. Jadwal di Dashboard tetap ada; email bisa dinyalakan lagi
            kapan saja di{" "}
            <Link to="/dashboard/pengingat" className="text-teal-800 underline">
              halaman Pengingat
            </Link>
            .
          </p>
          <p className="mt-4">
            <Link to="/" className="text-teal-800 underline">
              Ke beranda {SITE_NAME}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-stone-900">Berhenti menerima email pengingat?</h1>
          <p className="mt-3 text-stone-800">
            Email pengingat jadwal periksa, imunisasi, dan lainnya tidak akan dikirim lagi. Jadwal di Dashboard tetap
            ada, dan email bisa dinyalakan lagi kapan saja.
          </p>
          <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass()}>
              Ya, berhenti kirim email
            </button>
            <Link to="/dashboard/pengingat" className={buttonClass({ variant: "secondary" })}>
              Batal, atur pilihan pengingat
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}
