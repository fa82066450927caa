import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SharePlatform } from "~/domain/articles";
import { messages } from "~/messages";
import { useHydrated } from "./forms";
import { showClientToast } from "./toast-events";
import { buttonClass } from "./Button";

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
  const [manualCopy, setManualCopy] = useState(false);
  const [canShareSheet, setCanShareSheet] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCanShareSheet(typeof navigator.share === "function"), []);
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

  async function count(platform: SharePlatform) {
    const result = await countShare(platform).catch(() => null);
    if (result?.shares != null) onShared(result.shares);
  }

  /** The clipboard is often blocked in in-app browsers: then show the address, selected. */
  async function copyLink() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard tidak tersedia");
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.warn("Tautan tidak dapat disalin otomatis", error);
      setManualCopy(true);
      selectAddress();
      return;
    }
    setManualCopy(false);
    showClientToast(messages.share.linkCopied);
    await count("copy");
  }

  /** The phone's own share sheet; closing it is not a failure, any other error falls back to copying. */
  async function shareSheet() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.warn("Lembar berbagi tidak tersedia", error);
      await copyLink();
      return;
    }
    await count("native");
  }

  function selectAddress() {
    // After React has shown the field.
    requestAnimationFrame(() => {
      addressRef.current?.focus();
      addressRef.current?.select();
    });
  }

  return (
    <section aria-labelledby="bagikan-title" className="mt-10 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="bagikan-title" className="font-semibold text-stone-900">
        Bagikan artikel ini
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {PLATFORMS.map(({ platform, label, className }) => (
          <form
            key={platform}
            method="post"
            action={action}
            target="_blank"
            rel="noopener"
            onSubmit={(event) => onSubmit(event, platform)}
          >
            <input type="hidden" name="platform" value={platform} />
            <button
              type="submit"
              disabled={busy}
              className={`min-h-11 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${className}`}
            >
              {label}
              <span className="sr-only"> (tab baru)</span>
            </button>
          </form>
        ))}
        {canShareSheet ? (
          <button type="button" onClick={shareSheet} className={buttonClass({ size: "sm" })}>
            {messages.share.shareSheet}
          </button>
        ) : null}
        {hydrated ? (
          <button
            type="button"
            onClick={copyLink}
            className="min-h-11 rounded-md border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            Salin tautan
          </button>
        ) : null}
      </div>
      {hydrated && !manualCopy ? null : (
        <div className="mt-4">
          <label htmlFor="tautan-artikel" className="block text-sm font-medium text-stone-700">
            Salin tautan
          </label>
          {manualCopy ? (
            <p id="tautan-artikel-info" role="status" className="mt-1 text-sm text-stone-700">
              {messages.share.copyManually}
            </p>
          ) : null}
          <input
            ref={addressRef}
            id="tautan-artikel"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={manualCopy ? "tautan-artikel-info" : undefined}
            className="mt-1 w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800"
          />
        </div>
      )}
    </section>
  );
}
