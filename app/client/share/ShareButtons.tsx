import type { SharePlatform } from "~/domain/articles";
import { messages } from "~/messages";
import { buttonClass } from "~/components/Button";
import { InlineScript } from "~/components/server-document";
import { INLINE_SCRIPTS } from "virtual:client-scripts";
import { ToastItemTemplate } from "../toast/Toaster";
import { sharePart } from "./contract";

const PLATFORMS: { platform: Exclude<SharePlatform, "copy">; label: string; className: string }[] = [
  { platform: "whatsapp", label: "WhatsApp", className: "bg-[#1f7a4d] hover:bg-[#17603c]" },
  { platform: "facebook", label: "Facebook", className: "bg-[#1b4fa8] hover:bg-[#153e85]" },
  { platform: "x", label: "X", className: "bg-stone-900 hover:bg-black" },
];

/**
 * Share buttons that count. Each network is a submit button of one form posting to
 * /artikel/{id}/bagikan, which counts the share and redirects to the network in a new tab, so it
 * works without JavaScript; the
 * address is there to copy by hand. The page ships no framework (decision 039): its script
 * (./script.ts, inlined by the server: a reading page downloads no script) adds the copy button
 * and the phone's share sheet.
 */
export function ShareButtons({ articleId, url }: { articleId: number; url: string }) {
  const action = `/artikel/${articleId}/bagikan`;
  return (
    <section aria-labelledby="bagikan-title" className="mt-10 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="bagikan-title" className="font-semibold text-stone-900">
        Bagikan artikel ini
      </h2>
      <form method="post" action={action} target="_blank" rel="noopener" className="mt-3 flex flex-wrap gap-2">
        {PLATFORMS.map(({ platform, label, className }) => (
          <button
            key={platform}
            type="submit"
            name="platform"
            value={platform}
            className={`min-h-11 min-w-11 rounded-md border border-transparent px-4 py-2 text-sm font-semibold text-white ${className}`}
          >
            {label}
            <span className="sr-only"> (tab baru)</span>
          </button>
        ))}
        <button type="button" hidden {...sharePart("sheet")} className={buttonClass({ size: "sm" })}>
          {messages.share.shareSheet}
        </button>
        <button
          type="button"
          hidden
          {...sharePart("copy")}
          className="min-h-11 rounded-md border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          Salin tautan
        </button>
      </form>
      {/* SPEC: "🔗 Tautan Disalin" is a toast; the script puts it in the page's notification region. */}
      <ToastItemTemplate message={messages.share.linkCopied} {...sharePart("copied")} />
      <div className="mt-4" {...sharePart("address")}>
        <label htmlFor="tautan-artikel" className="block text-sm font-medium text-stone-700">
          Salin tautan
        </label>
        <p id="tautan-artikel-info" role="status" hidden {...sharePart("info")} className="mt-1 text-sm text-stone-700">
          {messages.share.copyManually}
        </p>
        <input
          id="tautan-artikel"
          readOnly
          value={url}
          aria-describedby="tautan-artikel-info"
          className="mt-1 w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800"
        />
      </div>
      <InlineScript code={INLINE_SCRIPTS.share} />
    </section>
  );
}
