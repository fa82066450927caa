/**
 * The spec's loading texts (SPEC section 2), shown while the next page loads after a client
 * navigation: the article list and an article "Memuat artikel...", a growth guide "Memuat
 * data...", the about page "Memuat konten...", anything else "Memuat halaman...".
 */
export function loadingText(pathname: string): string {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/artikel" || /^\/artikel\/[^/]+$/.test(path)) return "Memuat artikel...";
  if (/^\/tumbuh-kembang\/[^/]+$/.test(path)) return "Memuat data...";
  if (path === "/tentang-saya") return "Memuat konten...";
  return "Memuat halaman...";
}
