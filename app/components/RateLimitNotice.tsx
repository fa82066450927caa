import { Link } from "react-router";
import { messages } from "~/messages";
import { buttonClass } from "./Button";

function isRateLimited(value: unknown): value is { title: string; message: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { title?: unknown }).title === "string" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/** Title and wait message from a 429 body, or the general wording when the body is not ours. */
export function describeRateLimit(body: unknown): { title: string; message: string } {
  return isRateLimited(body)
    ? { title: body.title, message: body.message }
    : { title: messages.errors.tooManyTitle, message: messages.errors.tooManyDescription };
}

/**
 * The body of the "Terlalu Banyak Percobaan" page (root error boundary, status 429): the wait and
 * why there is one. Works without JavaScript.
 */
export function RateLimitNotice({ message }: { message: string }) {
  return (
    <div data-testid="rate-limit-notice">
      <p className="mt-3 text-stone-700">{message}</p>
      <p className="mt-2 text-sm text-stone-600">{messages.errors.tooManyHint}</p>
    </div>
  );
}

/** The way back to the refused form (same address, a fresh GET) once the wait is over. */
export function RateLimitBackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClass({ variant: "secondary" })}>
      {messages.errors.tooManyBack}
    </Link>
  );
}
