import { Form, Link, NavLink } from "react-router";
import { isAdmin, type Role } from "~/domain/permissions";
import { SITE_NAME } from "~/messages";
import { MAIN_NAV } from "./nav-links";
import { SearchForm } from "./SearchForm";
import { buttonClass } from "./Button";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-teal-50 text-teal-800" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium ${
    isActive ? "bg-teal-50 text-teal-800" : "text-stone-800 hover:bg-stone-100"
  }`;

function Brand() {
  return (
    <Link
      to="/"
      className="flex min-h-11 shrink-0 items-center gap-2 font-bold text-teal-800"
      aria-label={`${SITE_NAME}, ke beranda`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
        <circle cx="16" cy="16" r="16" fill="#0f766e" />
        <path d="M16 24s-7-4.3-7-9.2A3.8 3.8 0 0 1 16 12.6a3.8 3.8 0 0 1 7 2.2C23 19.7 16 24 16 24Z" fill="#fff" />
      </svg>
      <span className="text-xl">{SITE_NAME}</span>
    </Link>
  );
}

function GuestButtons({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? "grid grid-cols-2 gap-2" : "flex items-center gap-2"}>
      <Link to="/login" className={buttonClass({ variant: "secondary", size: "sm" })}>
        Login
      </Link>
      <Link to="/register" className={buttonClass({ size: "sm" })}>
        Daftar
      </Link>
    </div>
  );
}

export interface NavbarUser {
  name: string;
  role: Role;
}

function UserButtons({ user }: { user: NavbarUser }) {
  const name = user.name.trim();
  return (
    <div className="grid min-w-0 gap-2">
      {name ? (
        <p className="break-words text-sm text-stone-600">
          Masuk sebagai <span className="font-semibold text-stone-900">{name}</span>
        </p>
      ) : null}
      <Link to="/dashboard" className={buttonClass({ size: "sm" })}>
        Dashboard
      </Link>
      {isAdmin(user.role) ? (
        <Link to="/admin" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Admin Panel
        </Link>
      ) : null}
      <Form method="post" action="/logout" className="grid">
        <button type="submit" className={buttonClass({ variant: "quiet", size: "sm" })}>
          Logout
        </button>
      </Form>
    </div>
  );
}

/**
 * The signed-in user's links (dashboard, admin panel, logout) behind one compact button, so a
 * long name or an extra admin link never pushes the bar wider than the screen. A <details>
 * element opens it without JavaScript; with JavaScript (app/client/menus) it also closes on
 * Escape, on a click outside, when focus leaves it, on a link and when the other menu opens. Without JavaScript its panel is hidden
 * while focus is outside the top bar (app.css, decision 058).
 */
function AccountMenu({ user }: { user: NavbarUser }) {
  const name = user.name.trim() || "Akun Saya";

  const item =
    "flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-stone-800 hover:bg-stone-100";
  return (
    <details className="group/account relative" data-testid="account-menu">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-stone-300 py-1 pl-1 pr-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <span className="sr-only">, menu akun</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="currentColor"
          className="shrink-0 transition-transform group-open/account:rotate-180"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg">
        <p className="break-words px-3 pb-2 pt-1 text-xs text-stone-600">
          Masuk sebagai <span className="font-semibold text-stone-900">{name}</span>
        </p>
        <ul className="space-y-0.5 border-t border-stone-100 pt-1">
          <li>
            <Link to="/dashboard" className={item}>
              Dashboard
            </Link>
          </li>
          {isAdmin(user.role) ? (
            <li>
              <Link to="/admin" className={item}>
                Admin Panel
              </Link>
            </li>
          ) : null}
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className={item}>
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}

/**
 * Sticky top bar. On small screens the menu is a <details> element, so it opens and closes
 * without JavaScript, and its panel is hidden while focus is below the bar (app.css).
 */
export function Navbar({ user }: { user: NavbarUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Brand />
        <nav aria-label="Navigasi utama" className="ml-2 hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <SearchForm id="navbar-search" className="w-48 xl:w-44" />
          {user ? <AccountMenu user={user} /> : <GuestButtons />}
        </div>
        <details className="group ml-auto md:ml-0 xl:hidden">
          <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
            <span className="sr-only">Menu</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="group-open:hidden"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="hidden group-open:block"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-stone-200 bg-white px-4 pb-4 pt-2 shadow-lg">
            <nav aria-label="Navigasi utama (seluler)">
              <ul className="space-y-1">
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === "/"} className={mobileLinkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 space-y-3 border-t border-stone-200 pt-3 md:hidden">
              <SearchForm id="mobile-search" />
              {user ? <UserButtons user={user} /> : <GuestButtons stacked />}
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
