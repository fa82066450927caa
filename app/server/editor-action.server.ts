import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import { isAdminPath } from "~/domain/admin-pages";
import type { ToastMessage } from "~/messages";
import { refuse, replyToIntent } from "~/schemas/form";
import type { SessionUser } from "./auth.server";
import { type FormKind, readSubmission } from "./forms.server";
import { requireAdmin, requireAdminPage } from "./guards.server";
import { redirectWithToast } from "./toast.server";
import { loggable } from "~/server/log.server";

interface EditorArgs {
  request: Request;
  context: AppLoadContext;
  /** The route's pattern (React Router's `args.pattern`): an admin page's guard takes its role by it. */
  pattern?: string;
}

/**
 * The guard unless told otherwise: a page under /admin takes its role from the admin page
 * registry (requireAdminPage, decision 063); an editor elsewhere (the test routes) is admin-only.
 */
function defaultGuard(args: EditorArgs): Promise<SessionUser> {
  const { pattern } = args;
  // A page under /admin without its pattern (a wrapper that dropped it) is refused, never guarded as admin-only.
  if (pattern === undefined && isAdminPath(new URL(args.request.url).pathname)) {
    throw new Error("editorAction: an admin page's args carry no route pattern");
  }
  return pattern !== undefined && isAdminPath(pattern) ? requireAdminPage({ ...args, pattern }) : requireAdmin(args);
}

export interface SaveRefusal {
  fieldErrors?: Record<string, string[]>;
  /** A refusal of the whole form (the thing changed meanwhile), shown above it; 409 with it. */
  formError?: string;
}

export const SAVE_FAILED = "Terjadi kesalahan. Silakan coba lagi.";

/**
 * The one shape of an editor's action: guard (the admin page's role unless told otherwise), read and parse the
 * form, answer a list intent (add or remove a row without JavaScript) with the form as typed,
 * refuse bad input with 400 and every value kept, save, then post/redirect/get with a toast.
 * A failed save answers 500 with the values kept; nothing half-written (`save` uses one
 * statement or one `db.batch`).
 */
export async function editorAction<S extends z.ZodType>(
  args: EditorArgs,
  options: {
    schema: S;
    kind?: FormKind;
    guard?: (args: EditorArgs) => Promise<SessionUser>;
    /**
     * Writes the value. It may refuse a field the schema cannot judge (an uploaded image whose
     * bytes are not an image): return its messages and the form comes back with 400.
     */
    save: (value: z.output<S>, user: SessionUser) => Promise<SaveRefusal | undefined>;
    /** The toast; a function is called after `save` (a message that says what was saved). */
    success: ToastMessage | (() => ToastMessage);
    /** Where to go after saving; a function is called after `save` (an address that names what was saved). */
    redirectTo: string | (() => string);
  },
) {
  const user = await (options.guard ?? defaultGuard)(args);
  const { request } = args;
  const { env } = args.context.cloudflare;
  const submission = await readSubmission(request, options.schema, options.kind ?? "editor");
  if (submission.status === undefined) return replyToIntent(submission);
  if (submission.status !== "success") return refuse(submission);
  let refusal: SaveRefusal | undefined;
  try {
    refusal = await options.save(submission.value, user);
  } catch (error) {
    console.error("Gagal menyimpan", loggable(error));
    return refuse(submission, { status: 500, formError: SAVE_FAILED });
  }
  if (refusal) {
    const { fieldErrors, formError } = refusal;
    return refuse(submission, { fieldErrors, formError, status: formError === undefined ? 400 : 409 });
  }
  const to = typeof options.redirectTo === "function" ? options.redirectTo() : options.redirectTo;
  const success = typeof options.success === "function" ? options.success() : options.success;
  return redirectWithToast(to, success, { env, request });
}

/** The answer to a post whose `intent` no handler takes (or that has none): 400. */
export function unknownIntent(): never {
  throw data({ message: "Permintaan tidak dikenal." }, { status: 400 });
}

/** One form's handler: the whole form and the intent that chose it. */
type IntentHandler<I extends string> = (formData: FormData, intent: I) => unknown;

/**
 * The one shape of a page with several forms (beside `editorAction`, for one form): each form
 * posts its name in `intent`, and the handler of that name answers. A missing intent, or one no
 * handler has, goes to `unknown` (default: `unknownIntent`, 400), never to another handler; a
 * name from Object's prototype ("constructor", "__proto__") is no handler either.
 */
export function dispatchIntent<H extends { [I in keyof H & string]: IntentHandler<I> }>(
  formData: FormData,
  handlers: H,
  unknown: () => never = unknownIntent,
): ReturnType<H[keyof H & string]> {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) unknown();
  const name = intent as keyof H & string;
  return handlers[name](formData, name) as ReturnType<H[keyof H & string]>;
}
