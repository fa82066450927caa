// The one guard every state-changing request passes before any route code runs (issue 14,
// decision 037): method, same origin, content type, declared size, and a rate limit per client
// address and kind of write. Route actions keep their own, tighter checks (form caps, per-form
// and per-account limits, permissions); this is the outer wall.
import { isCrossSiteWrite, PRIVATE_CACHE_CONTROL } from "./http.server";
import { clientIp, hitClientRateLimit, type RateLimitRule, rateLimitMessage } from "./rate-limit.server";
import { escapeHtml } from "~/domain/html";
import { routerPath } from "~/domain/urls";
import { GUARD_TITLES, messages, SITE_NAME } from "~/messages";

/**
 * The kinds of write the guard limits separately. `compute` posts store nothing in D1 (a
 * calculation or growth check without JavaScript, the calendar download, the data-saving switch,
 * a share counted through the queue) and are limited without D1 (decision 069).
 */
export type WriteKind = "auth" | "public" | "member" | "admin" | "compute";

/** The kinds limited per client in D1, each with its ceiling. */
type StoringKind = Exclude<WriteKind, "compute">;

/**
 * Writes per person: per IPv6 /64 (its /56 and /48 get 4 and 16 times as many) and ten times as
 * many per IPv4 address, which carrier-grade NAT shares among many phones (`clientBlocks`,
 * decision 069). These are ceilings far above what a person does; the forms' own limits
 * (decision 025) are the tight ones.
 */
export const GUARD_LIMITS: Record<StoringKind, RateLimitRule> = {
  /** Sign-in, registration, password reset, verification mail, sign-out. */
  auth: { name: "guard-auth", limit: 100, windowSeconds: 15 * 60 },
  /** Forms anyone may send that store something: Ask Us, Contact. */
  public: { name: "guard-public", limit: 300, windowSeconds: 60 * 60 },
  /** A signed-in member's writes: comments, dashboard (profile, history, questions, children), saved calculations. */
  member: { name: "guard-member", limit: 600, windowSeconds: 60 * 60 },
  /** The admin area's editors and answers. */
  admin: { name: "guard-admin", limit: 1200, windowSeconds: 60 * 60 },
};

/**
 * The largest body a kind may declare. Each form's own cap (`BODY_LIMITS` in forms.server.ts,
 * read while streaming) is smaller or equal; this refuses the obvious cases before a byte is read.
 */
export const GUARD_BODY_LIMITS: Record<WriteKind, number> = {
  auth: 16 * 1024,
  public: 64 * 1024,
  member: 64 * 1024,
  admin: 8 * 1024 * 1024,
  compute: 64 * 1024,
};

const AUTH_PATHS = new Set([
  "/login",
  "/register",
  "/registrasi-berhasil",
  "/verifikasi-email",
  "/email-terverifikasi",
  "/lupa-password",
  "/atur-ulang-password",
  "/logout",
]);

/**
 * Posts that store nothing in D1: the calculators and the growth check answer a result (a
 * member's saved calculation is limited per account, decision 025), the calendar and the data
 * saver set a cookie, a share goes to the counts queue (decision 067).
 */
const COMPUTE_PATHS = new Set([
  "/kalkulator",
  "/kalkulator/kalender",
  "/tumbuh-kembang/cek",
  "/hemat-data",
  // A mail program's one-click unsubscribe (decision 075): big providers post from few addresses,
  // so it is not counted in D1 per address with Ask Us and Contact; its only write needs a valid
  // signature and turns one member's mail off.
  "/pengingat/berhenti/satu-klik",
]);

/** Which kind of write a path is (a single-fetch `.data` suffix is the same page). */
export function writeKindOf(pathname: string): WriteKind {
  // The router matches paths case-insensitively and after percent-decoding: so must we, or
  // `/LOGIN` and `/%6Cogin` would reach sign-in under another kind's limit.
  const path =
    routerPath(pathname)
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  // The upload test route takes an editor-sized image; it exists only in test runs.
  if (path === "/__test/upload" || path === "/__test/rich-text") return "admin";
  if (AUTH_PATHS.has(path)) return "auth";
  // The dashboard and its pages (Anak Saya), a comment, a member's saved calculation.
  if (path === "/dashboard" || path.startsWith("/dashboard/") || /^\/artikel\/[^/]+$/.test(path)) return "member";
  if (path === "/kalkulator/simpan") return "member";
  if (COMPUTE_PATHS.has(path) || /^\/artikel\/[^/]+\/bagikan$/.test(path)) return "compute";
  return "public";
}

/** The methods the site answers; anything else is refused before routing. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export interface GuardRefusal {
  /** Its title comes with it: GUARD_TITLES. */
  status: keyof typeof GUARD_TITLES;
  message: string;
  headers?: Record<string, string>;
}

/**
 * The checks that need no database, in order: method, same origin, content type, declared
 * size. Null when the request may go on (to the rate limit and then the route).
 */
export function checkRequest(request: Request): GuardRefusal | null {
  const method = request.method.toUpperCase();
  if (!ALLOWED_METHODS.has(method)) {
    return { status: 405, message: messages.guard.method, headers: { Allow: "GET, HEAD, POST" } };
  }
  if (method !== "POST") return null;
  if (isCrossSiteWrite(request)) {
    return { status: 403, message: messages.guard.crossSite };
  }
  const declared = request.headers.get("Content-Length");
  const length = declared === null ? null : Number(declared);
  // A stated type must be a form's; a post without one (a bare button) goes on to the action,
  // which refuses a body it cannot read as a form with 400.
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "" && !FORM_TYPES.includes(type)) {
    return { status: 415, message: messages.guard.contentType };
  }
  const kind = writeKindOf(new URL(request.url).pathname);
  if (length !== null && (!Number.isFinite(length) || length > GUARD_BODY_LIMITS[kind])) {
    return { status: 413, message: messages.guard.tooLarge };
  }
  return null;
}

/**
 * The rate limit for a POST that passed `checkRequest`. A post that stores something: one D1
 * round trip (per person, see GUARD_LIMITS). A post that stores nothing: the Workers Rate
 * Limiting binding, counted per Cloudflare location without any write (decision 069).
 */
export async function limitWrite(
  env: Pick<Env, "DB" | "COMPUTE_LIMIT">,
  request: Request,
): Promise<GuardRefusal | null> {
  const kind = writeKindOf(new URL(request.url).pathname);
  if (kind === "compute") {
    const { success } = await env.COMPUTE_LIMIT.limit({ key: clientIp(request) });
    if (success) return null;
    return { status: 429, message: rateLimitMessage(60), headers: { "Retry-After": "60" } };
  }
  const result = await hitClientRateLimit(env, GUARD_LIMITS[kind], request);
  if (result.allowed) return null;
  return {
    status: 429,
    message: rateLimitMessage(result.retryAfterSeconds),
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}

/**
 * The answer to a refused request, in Indonesian. A browser's form post gets a small page of
 * its own (the app is not run for a refused request) that points to the browser's Back button,
 * which brings the form back with what was typed (a link to the form would reload it empty);
 * a JavaScript submission (`.data`) gets the message as text, which the root error boundary
 * shows in the app's frame under the same title.
 */
export function refusalResponse(request: Request, refusal: GuardRefusal, nonce: string): Response {
  const headers = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL, ...refusal.headers });
  if (new URL(request.url).pathname.endsWith(".data")) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(refusal.message, { status: refusal.status, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  const title = GUARD_TITLES[refusal.status];
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${SITE_NAME}</title><style nonce="${nonce}">body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}p.s{font-size:3rem;font-weight:700;color:#0f766e;margin:0}h1{font-size:1.5rem}p.h{color:#57534e;font-size:.875rem}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;min-height:44px;box-sizing:border-box;border-radius:.5rem;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><p class="s">${refusal.status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(refusal.message)}</p><p class="h">${escapeHtml(messages.guard.keepTyped)}</p><p><a href="/">${escapeHtml(messages.errors.backHome)}</a></p></main></body></html>`;
  return new Response(request.method === "HEAD" ? null : html, { status: refusal.status, headers });
}
