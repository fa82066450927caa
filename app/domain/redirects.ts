import { isAdmin } from "./permissions";

/**
 * A same-origin path to go to after signing in, or the fallback. Anything that could leave the
 * site (absolute URLs, protocol-relative "//host", backslash tricks, control characters) is
 * refused.
 */
export function safeRedirectPath(to: unknown, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 500) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://bidanku.invalid");
    if (url.origin !== "http://bidanku.invalid") return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Check again after normalising: "/.//evil.example" becomes "//evil.example", which a
    // browser reads as another host.
    if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
    if (new URL(path, "http://bidanku.invalid").origin !== "http://bidanku.invalid") return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** Where a signed-in user lands by default: admins on the admin panel, others on the dashboard. */
export function homeForRole(role: string): string {
  return isAdmin(role) ? "/admin" : "/dashboard";
}

/**
 * The words on the "Kamu Berhasil Masuk!" button: it says where it goes (issue 10.6), so a
 * reader sent back to an article is not told "Masuk ke Dashboard".
 */
export function destinationLabel(path: string): string {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  if (pathname === "/dashboard") return "Masuk ke Dashboard";
  if (pathname === "/admin") return "Masuk ke Admin Panel";
  if (pathname.startsWith("/admin/")) return "Lanjut ke Admin Panel";
  if (/^\/artikel\/[^/]+$/.test(pathname)) return "Kembali ke Artikel";
  if (pathname === "/artikel") return "Kembali ke Daftar Artikel";
  if (pathname.startsWith("/tumbuh-kembang")) return "Kembali ke Tumbuh Kembang";
  if (pathname.startsWith("/kalkulator")) return "Kembali ke Kalkulator";
  if (pathname.startsWith("/tanya-kami")) return "Kembali ke Tanya Kami";
  if (pathname === "/") return "Ke Beranda";
  return "Lanjutkan";
}
