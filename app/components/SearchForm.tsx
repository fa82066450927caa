import { Form } from "react-router";

/**
 * GET form to the article list, so search works without JavaScript and the URL can be shared.
 * `pattern` keeps the browser from sending whitespace-only text (SPEC section 5).
 */
export function SearchForm({ id, className = "" }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/artikel" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Cari artikel
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        pattern=".*\S.*"
        maxLength={100}
        placeholder="Cari artikel..."
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white py-2 pl-4 pr-11 text-sm text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-700"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-full text-stone-600 hover:text-teal-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">Cari</span>
      </button>
    </Form>
  );
}
