import { createContext, useContext } from "react";
import { SITE_CSS_MARK } from "~/client/document";

/**
 * What only the server's render has (entry.server.tsx): this response's CSP nonce, for the
 * inline stylesheet of a page that ships no JavaScript (decision 039) and the few bytes of inline
 * script such a page may carry. In the browser there is none: pages that hydrate link the
 * fingerprinted stylesheet, which the browser caches.
 */
export interface ServerDocument {
  nonce: string;
}

export { SITE_CSS_MARK };

export const ServerDocumentContext = createContext<ServerDocument | null>(null);

/**
 * The stylesheet as a `<style>` in the head when the server inlines it (left empty here: only the
 * finished HTML says which rules the page needs), else as a `<link>`.
 */
export function DocumentStyles({ href, inline }: { href: string; inline: boolean }) {
  const server = useContext(ServerDocumentContext);
  if (inline && server) return <style nonce={server.nonce} {...{ [SITE_CSS_MARK]: "" }} />;
  return <link rel="stylesheet" href={href} />;
}

/**
 * A small progressive touch for a page without the framework: a classic inline script (it finds
 * its place with `document.currentScript`), rendered by the server only, with the nonce.
 */
export function InlineScript({ code, data }: { code: string; data?: Record<`data-${string}`, string> }) {
  const server = useContext(ServerDocumentContext);
  if (!server) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built code (INLINE_SCRIPTS), not user input.
  return <script nonce={server.nonce} {...data} dangerouslySetInnerHTML={{ __html: code }} />;
}
