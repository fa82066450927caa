import { useState, type FormEvent } from "react";
import { type SharePlatform } from "~/domain/articles";
import { messages } from "~/messages";
import { useHydrated } from "./forms";
import { showClientToast } from "./toast-events";

const PLATFORMS: { platform: Exclude<SharePlatform, "copy">; label: string; className: string }[] = [
  { platform: "whatsapp", label: "WhatsApp", className: "bg-[#1f7a4d] hover:bg-[#17603c]" },
  { platform: "facebook", label: "Facebook", className: "bg-[#1b4fa8] hover:bg-[#153e85]" },
  { platform: "x", label: "X", className: "bg-stone-900 hover:bg-black" },
];

interface ShareResponse {
  /** The new count, or null when this share was not counted (repeated too often). */
  shares: number | null;
  url: string | null;
}

/**
 * Share buttons that count. Each is a small form posting to /artikel/{id}/bagikan, which counts
 * the share and redirects to the network, in a new tab, so it works without JavaScript. With
 * JavaScript the tab is opened at once (keeping the click's permission to open it), the count is
 * updated in place from the server's answer, and only then does the tab go to the network.
 */
export function ShareButtons({
  articleId,
  title,
  url,
  onShared,
}: {
  articleId: number;
  title: string;
  url: string;
  onShared: (shares: number) => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const action = `/artikel/${articleId}/bagikan`;

  async function countShare(platform: SharePlatform): Promise<ShareResponse | null> {
    const body = new URLSearchParams({ platform, js: "1" });
    const response = await fetch(action, { method: "POST", body, headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return (await response.json()) as ShareResponse;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>, platform: SharePlatform) {
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const result = await countShare(platform);
      if (!result?.url) {
        tab?.close();
        return;
      }
      if (result.shares !== null) onShared(result.shares);
      if (tab) tab.location.href = result.url;
      else window.location.href = result.url;
    } catch (error) {
      console.error("Gagal membagikan", error);
      tab?.close();
    } finally {
      setBusy(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      showClientToast(messages.share.linkCopied);
    } catch (error) {
      console.error("Gagal menyalin tautan", error);
      return;
    }
    const result = await countShare("copy").catch(() => null);
    if (result?.shares != null) onShared(result.shares);
  }

  return (
    <section aria-labelledby="bagikan-title" className="mt-10 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="bagikan-title" className="font-semibold text-stone-900">
        Bagikan artikel ini
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {PLATFORMS.map(({ platform, label, className }) => (
          <form key={platform} method="post" action={action} target="_blank" onSubmit={(event) => onSubmit(event, platform)}>
            <input type="hidden" name="platform" value={platform} />
            <button type="submit" disabled={busy} className={`rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${className}`}>
              {label}
              <span className="sr-only"> (tab baru)</span>
            </button>
          </form>
        ))}
        {hydrated ? (
          <button
            type="button"
            onClick={copyLink}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            Salin tautan
          </button>
        ) : null}
      </div>
      {hydrated ? null : (
        <div className="mt-4">
          <label htmlFor="tautan-artikel" className="block text-sm font-medium text-stone-700">
            Salin tautan
          </label>
          <input
            id="tautan-artikel"
            readOnly
            value={url}
            className="mt-1 w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800"
          />
        </div>
      )}
    </section>
  );
}
