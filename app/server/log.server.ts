/**
 * An error as the logs may hold it (decision 038). drizzle's `DrizzleQueryError` puts the values
 * bound to a failed query into its message and stack ("params: Ani,laki,2025-01-02,..."): a
 * child's name and birth date, a question's text, an email address. Those values are dropped
 * here; the query text (column names and placeholders), the database's own reason (its `cause`)
 * and the stack frames stay, which is what fixing the error needs. Anything else passes as is.
 */
export function loggable(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const cause = "cause" in error && error.cause !== undefined ? loggable(error.cause, depth + 1) : undefined;
  if (!isQueryError(error)) {
    if (cause === error.cause) return error;
    return Object.assign(new Error(error.message), { name: error.name, stack: error.stack, cause });
  }
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const message = `Failed query: ${error.query}\nparams: [${error.params.length} hidden]`;
  return Object.assign(new Error(message), {
    name: error.name,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
    cause,
  });
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown[] } {
  const fields = error as Error & { query?: unknown; params?: unknown };
  return typeof fields.query === "string" && Array.isArray(fields.params);
}
