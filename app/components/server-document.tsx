import { createContext, useContext } from "react";
import { SITE_CSS_MARK } from "~/client/document";

/**
 * What only the server's render has (entry.server.tsx): this response's CSP nonce, for the
 * inline stylesheet (decision 039) and the few bytes of inline script a page may carry. No page
 * renders in the browser (decisions 042, 062).
 */
export interface ServerDocument {
  nonce: string;
}

export { SITE_CSS_MARK };

export const ServerDocumentContext = createContext<ServerDocument | null>(null);

/**
 * The stylesheet as a `<style>` in the head, left empty here: only the finished HTML says which
 * rules the page needs, and entry.server.tsx fills it.
 */
export function DocumentStyles() {
  const server = useContext(ServerDocumentContext);
  if (!server) return null;
  return <style nonce={server.nonce} {...{ [SITE_CSS_MARK]: "" }} />;
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
