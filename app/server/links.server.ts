import { isLocalAddress } from "./http.server";

/**
 * The origin links in mail may use (decision 030), or null when the site must refuse to mail
 * links. A request to localhost (or 127.0.0.1) keeps its own origin, since local runs answer on
 * several ports. Anywhere else only PUBLIC_URL counts, and only as an https address of a real
 * host: a deploy that kept the local `http://localhost:8787` would otherwise have to guess the
 * address from the request's Host, which a client can forge. Pure: no logging, no env.
 */
export function mailLinkOrigin(requestUrl: string, publicUrl: string | undefined): string | null {
  const request = new URL(requestUrl);
  if (isLocalAddress(request.href)) return request.origin;
  let site: URL;
  try {
    site = new URL(publicUrl ?? "");
  } catch {
    return null;
  }
  if (site.protocol !== "https:" || isLocalAddress(site.href)) return null;
  return site.origin;
}

/**
 * `mailLinkOrigin` for this request, logging an error when it refuses. The log names neither a
 * link nor a token (nothing was built), only why and the host that was asked for.
 */
export function mailOrigin(env: Pick<Env, "PUBLIC_URL">, request: Request): string | null {
  const origin = mailLinkOrigin(request.url, env.PUBLIC_URL);
  if (origin === null) {
    console.error(
      `Mail with links refused: PUBLIC_URL must be the site's https address (request to ${new URL(request.url).host})`,
    );
  }
  return origin;
}
