import type { PageGroup } from "./page-groups";
import { hasRoleAtLeast, mayManageUsers, type AdminRole } from "./permissions";

/**
 * Every page under /admin, with the lowest role that may open it. The admin panel's shortcut
 * cards are made from this list, and the integration authorization matrix
 * (tests/integration/authorization.test.ts) checks every entry for visitors, members, admins and
 * super_admins; a unit test fails when app/routes.ts has an admin route that is missing here.
 *
 * Adding an admin page: add its route, add it here, and call `requireAdminPage(args)`
 * (app/server/guards.server.ts) first in its loader and its action: the guard finds the page here
 * by the route's pattern and takes its `minRole`, so the role is written once, in this list (a
 * page without a form still exports an action that runs the guard, so a refused POST answers 403
 * like a GET; decision 063).
 * A page with a URL parameter (e.g. /admin/pesan/:id) gives `examplePath`, a URL the matrix
 * requests (the matrix test makes the row it names); such a page is opened from its list, so it
 * gets no shortcut card of its own, unless it lists the concrete pages that get one in `cards`
 * (the legal editor: one card per legal page).
 */
export interface AdminPage {
  /** The URL, as in app/routes.ts with a leading slash. */
  path: string;
  /** Card and page title. */
  title: string;
  /** One line on the panel card. */
  description: string;
  minRole: AdminRole;
  /**
   * The public pages a save here can change (app/domain/page-groups.ts): a successful post
   * retires exactly these groups in the edge cache (decision 068). Empty when nothing it saves is
   * public (answers to private questions).
   */
  changes: readonly PageGroup[];
  /** For a path with a URL parameter: a concrete URL of it, requested by the authorization matrix. */
  examplePath?: string;
  /** For a path with a URL parameter: concrete URLs of it that get a shortcut card each. */
  cards?: readonly AdminShortcut[];
}

/** A shortcut card on the panel. */
export interface AdminShortcut {
  path: string;
  title: string;
  description: string;
}

export const ADMIN_PANEL_PATH = "/admin";

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: ADMIN_PANEL_PATH,
    title: "Admin Panel",
    description: "Pintasan ke semua editor konten dan pengguna.",
    minRole: "admin",
    // The panel deletes articles.
    changes: ["articles"],
  },
  {
    path: "/admin/pengguna",
    title: "Manajemen Pengguna",
    description: "Lihat semua profil dan ubah peran pengguna.",
    minRole: "super_admin",
    // Deleting an account on request deletes its comments; a name can be an article's author.
    changes: ["articles"],
  },
  {
    path: "/admin/artikel/baru",
    title: "Artikel Baru",
    description: "Tulis artikel baru dengan gambar utama, kategori, tag, dan tinjauan medis.",
    minRole: "admin",
    changes: ["articles"],
  },
  {
    path: "/admin/artikel/edit/:id",
    title: "Edit Artikel",
    description: "Satu artikel: isi, gambar, status terbit, tinjauan medis, atau hapus.",
    minRole: "admin",
    changes: ["articles"],
    examplePath: "/admin/artikel/edit/990001",
  },
  {
    path: "/admin/pesan",
    title: "Manajemen Pesan",
    description: "Baca dan jawab pertanyaan serta pesan kontak.",
    minRole: "admin",
    changes: [],
  },
  {
    path: "/admin/pesan/:id",
    title: "Detail Pesan",
    description: "Satu pertanyaan atau pesan kontak, percakapannya, dan formulir jawaban.",
    minRole: "admin",
    changes: [],
    examplePath: "/admin/pesan/990001",
  },
  {
    path: "/admin/pesan/:id/publikasi",
    title: "Versi Publik Tanya Jawab",
    description: "Suntingan tanpa nama dari pertanyaan yang boleh diterbitkan, tinjauan medis, dan status terbit.",
    minRole: "admin",
    changes: ["qa"],
    examplePath: "/admin/pesan/990002/publikasi",
  },
  {
    path: "/admin/binaan",
    title: "Ibu dan Anak Binaan",
    description: "Anggota yang membagikan datanya: jadwal terlambat, minggu ini, dan pertanyaan menunggu.",
    minRole: "admin",
    changes: [],
  },
  {
    path: "/admin/binaan/:id",
    title: "Anggota Binaan",
    description: "Satu anggota yang membagikan datanya: jadwal, tanda sudah di praktik, dan catatan tindak lanjut.",
    minRole: "admin",
    changes: [],
    examplePath: "/admin/binaan/matrix-target",
  },
  {
    path: "/admin/hero",
    title: "Hero Beranda",
    description: "Judul, subjudul, dan gambar di bagian atas beranda.",
    minRole: "admin",
    changes: ["home"],
  },
  {
    path: "/admin/kontak",
    title: "Halaman Kontak",
    description: "Info kontak, jam operasional, peta lokasi praktik, dan FAQ.",
    minRole: "admin",
    changes: ["pages"],
  },
  {
    path: "/admin/pengaturan",
    title: "Info Footer",
    description: "Email, telepon, dan lokasi di kaki setiap halaman.",
    minRole: "admin",
    changes: ["site"],
  },
  // Content editors (issue 13): Q&A guidelines, services, about, legal pages.
  {
    path: "/admin/panduan-tanya-jawab/edit",
    title: "Panduan Tanya Jawab",
    description: "Anjuran, larangan, dan catatan penting di halaman Tanya Kami.",
    minRole: "admin",
    changes: ["pages"],
  },
  {
    path: "/admin/layanan/edit",
    title: "Informasi Layanan",
    description: "Judul, deskripsi, dan poin-poin layanan.",
    minRole: "admin",
    changes: ["pages"],
  },
  {
    path: "/admin/tentang-saya/edit",
    title: "Halaman Tentang Saya",
    description: "Teks, foto, dan kualifikasi di halaman Tentang Saya.",
    minRole: "admin",
    changes: ["pages"],
  },
  {
    path: "/admin/legal/edit/:pageId",
    title: "Edit Halaman Legal",
    description: "Kebijakan privasi dan disclaimer.",
    minRole: "admin",
    changes: ["pages"],
    examplePath: "/admin/legal/edit/privacy-policy",
    cards: [
      {
        path: "/admin/legal/edit/privacy-policy",
        title: "Kebijakan Privasi",
        description: "Teks halaman Kebijakan Privasi.",
      },
      { path: "/admin/legal/edit/disclaimer", title: "Disclaimer", description: "Teks halaman Disclaimer." },
    ],
  },
  {
    path: "/admin/tumbuh-kembang",
    title: "Panduan Tumbuh Kembang",
    description: "Milestone, tips stimulasi, tanda waspada, dan tinjauan medis per kelompok usia.",
    minRole: "admin",
    changes: ["growth"],
  },
  {
    path: "/admin/tumbuh-kembang/edit/:id",
    title: "Edit Panduan Tumbuh Kembang",
    description: "Satu panduan tumbuh kembang; standar WHO hanya ditampilkan, tidak diubah.",
    minRole: "admin",
    changes: ["growth"],
    examplePath: "/admin/tumbuh-kembang/edit/0-3-bulan",
  },
  // Issue 29: a named reviewer signs off the tool pages whose texts live in code.
  {
    path: "/admin/tinjauan-medis/:page",
    title: "Tinjauan Medis",
    description:
      "Nama peninjau dan tanggal tinjauan untuk Cek Pertumbuhan, Kalkulator, Tanda Bahaya, dan Jadwal Imunisasi.",
    minRole: "super_admin",
    // The calculators, danger signs and immunisation schedule (pages) and the growth check (growth).
    changes: ["pages", "growth"],
    examplePath: "/admin/tinjauan-medis/kalkulator",
    cards: [
      {
        path: "/admin/tinjauan-medis/cek-pertumbuhan",
        title: "Tinjauan: Cek Pertumbuhan",
        description: "Peninjau dan tanggal tinjauan Cek Pertumbuhan dan saran di Anak Saya.",
      },
      {
        path: "/admin/tinjauan-medis/kalkulator",
        title: "Tinjauan: Kalkulator",
        description: "Peninjau dan tanggal tinjauan kalkulator kehamilan dan rencana kehamilan.",
      },
      {
        path: "/admin/tinjauan-medis/tanda-bahaya",
        title: "Tinjauan: Tanda Bahaya",
        description: "Peninjau dan tanggal tinjauan halaman Tanda Bahaya.",
      },
      {
        path: "/admin/tinjauan-medis/imunisasi",
        title: "Tinjauan: Jadwal Imunisasi",
        description: "Peninjau dan tanggal tinjauan halaman Jadwal Imunisasi.",
      },
      {
        path: "/admin/tinjauan-medis/perkembangan",
        title: "Tinjauan: Cek Perkembangan",
        description: "Peninjau dan tanggal tinjauan halaman Cek Perkembangan.",
      },
    ],
  },
];

/** Whether a page's path has a URL parameter (it is opened from a list, not from the panel). */
export function hasUrlParameter(page: Pick<AdminPage, "path">): boolean {
  return page.path.split("/").some((segment) => segment.startsWith(":") || segment === "*");
}

/** Whether a route pattern (or a URL's path) is under /admin, where every page needs an entry here. */
export function isAdminPath(path: string): boolean {
  return /^\/?admin(\/|$)/.test(path);
}

/**
 * The registry's entry for a route pattern as React Router passes it to loaders and actions
 * (`args.pattern`: "admin/pesan/:id", with or without the leading slash), or undefined.
 */
export function adminPageAt(pattern: string): AdminPage | undefined {
  const path = pattern.startsWith("/") ? pattern : `/${pattern}`;
  return ADMIN_PAGES.find((page) => page.path === path);
}

/** The registry's entry for a URL's path (`/admin/pesan/12`, parameters matched), or undefined. */
export function adminPageForPath(pathname: string): AdminPage | undefined {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return ADMIN_PAGES.find((page) => {
    const pattern = page.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]))
    );
  });
}

/** Whether a user with `role` may open `page` (a visitor, `null`, may open none). */
export function mayOpenAdminPage(role: string | null | undefined, page: Pick<AdminPage, "minRole">): boolean {
  return hasRoleAtLeast(role, page.minRole);
}

/**
 * The panel's shortcut cards for this role: every admin page except the panel itself, in list
 * order; a page with a URL parameter gives the cards it lists (`cards`), if any.
 */
export function adminShortcuts(role: string | null | undefined): AdminShortcut[] {
  return ADMIN_PAGES.filter((page) => page.path !== ADMIN_PANEL_PATH && mayOpenAdminPage(role, page)).flatMap(
    ({ path, title, description, cards }) =>
      hasUrlParameter({ path }) ? [...(cards ?? [])] : [{ path, title, description }],
  );
}

/**
 * What the panel's greeting says this role looks after: users only for a super_admin, who alone
 * manages them (SPEC section 6).
 */
export function panelScope(role: string | null | undefined): string {
  return mayManageUsers(role) ? "konten, pesan, dan pengguna" : "konten dan pesan";
}
