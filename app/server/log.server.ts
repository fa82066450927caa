import { routerPath } from "~/domain/urls";
/**
 * An error as the logs may hold it (decision 038). drizzle's `DrizzleQueryError` puts the values
 * bound to a failed query into its message and stack ("params: Ani,laki,2025-01-02,..."): a
 * child's name and birth date, a question's text, an email address. Those values are dropped
 * here; the query text (column names and placeholders), the database's own reason (its `cause`),
 * the stack frames and a wrapping error's own fields (a status, a code) stay, which is what fixing
 * the error needs. Anything else passes as is.
 */
export function loggable(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? loggableText(error) : error;
  if (depth > 4) return "[further causes left out]";
  const cause = "cause" in error && error.cause !== undefined ? loggable(error.cause, depth + 1) : undefined;
  if (!isQueryError(error)) {
    if (cause === error.cause && loggableText(error.message) === error.message) return error;
    const message = loggableText(error.message);
    return Object.assign(new Error(message), error, {
      name: error.name,
      stack: error.stack?.replace(error.message, message),
      cause,
    });
  }
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const message = `Failed query: ${error.query}\nparams: [${error.params.length} hidden]`;
  return Object.assign(new Error(message), {
    name: error.name,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
    cause,
  });
}

/**
 * A log line's text without a failed query's values: better-auth, for one, logs the message of
 * a database error it caught ("Failed query: ...\nparams: ...") as plain text.
 */
export function loggableText(text: string): string {
  return text.replace(/(\bparams: )[\s\S]*$/, (_, label: string) => `${label}[hidden]`);
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown[] } {
  const fields = error as Error & { query?: unknown; params?: unknown };
  return typeof fields.query === "string" && Array.isArray(fields.params);
}

/**
 * A request's path as the logs may keep it: a private calendar address carries its token in the
 * path (decision 077), so that part is never logged.
 */
export function loggablePath(pathname: string): string {
  // As the router matches it: any case, percent-decoded.
  return routerPath(pathname).startsWith("/pengingat/kalender/") ? "/pengingat/kalender/[alamat]" : pathname;
}
