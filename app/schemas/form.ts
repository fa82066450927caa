import type { Constraint, Submission, SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "~/schemas/zod";

/**
 * The one form recipe (decision 023). Every action parses its form with `parseSubmission`
 * (Conform's parseWithZod: nested and repeated names such as `faq[0].question`, list intents,
 * errors per full path) and answers a refusal with `refuse`, whose body is Conform's
 * `submission.reply()`: the one failure shape every form reads.
 */
export type FormReply = SubmissionResult<string[]>;
export type FormSubmission<S extends z.ZodType> = Submission<z.input<S>, string[], z.output<S>>;

/** Rows a list field may hold; a name with a larger index is refused before parsing. */
export const MAX_LIST_ROWS = 100;

/** A name: a segment of letters, digits, "_" or "-", then at most six `[3]` or `.name` parts. */
const NAME_PATTERN = /^[A-Za-z_][\w-]{0,63}(?:\[\d{1,3}\]|\.[A-Za-z_][\w-]{0,63}){0,6}$/;
const MAX_NAME_LENGTH = 200;
const FORBIDDEN_SEGMENT = /(?:^|\.)(?:__proto__|constructor|prototype)(?:$|[.[])/;
const INTENT_NAME = "__intent__";
/** Conform's client state field: none of our forms sends it. */
const STATE_NAME = "__state__";
const MAX_FIELDS = 2000;
const KEY_PATTERN = /^[A-Za-z_][\w-]{0,63}$/;

export const BAD_REQUEST_MESSAGE = "Permintaan tidak valid.";

function badRequest(): never {
  throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400, statusText: "Bad Request" });
}

function isWellFormedName(name: string): boolean {
  if (name.length > MAX_NAME_LENGTH || !NAME_PATTERN.test(name) || FORBIDDEN_SEGMENT.test(name)) return false;
  for (const [, index] of name.matchAll(/\[(\d+)\]/g)) {
    if (Number(index) >= MAX_LIST_ROWS) return false;
  }
  return true;
}

const isRowIndex = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < MAX_LIST_ROWS;

/**
 * The only intents that reach the server: a list's "add" (insert) and "remove" without
 * JavaScript, on a well-formed list name. Conform would follow any other shape blindly (an
 * array as the name walks into `Array.prototype`), so everything else is refused.
 */
function isWellFormedIntent(serialized: string): boolean {
  let intent: unknown;
  try {
    intent = JSON.parse(serialized);
  } catch {
    return false;
  }
  if (!intent || typeof intent !== "object") return false;
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if ((type !== "insert" && type !== "remove") || !payload || typeof payload !== "object") return false;
  const { name, index, defaultValue, ...rest } = payload as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof name !== "string" || !isWellFormedName(name)) return false;
  if (type === "remove" ? !isRowIndex(index) : index !== undefined && !isRowIndex(index)) return false;
  if (defaultValue === undefined || typeof defaultValue === "string") return true;
  if (!defaultValue || typeof defaultValue !== "object" || Array.isArray(defaultValue)) return false;
  return Object.entries(defaultValue).every(
    ([key, value]) =>
      KEY_PATTERN.test(key) && !FORBIDDEN_SEGMENT.test(key) && (value === undefined || typeof value === "string"),
  );
}

/** True when every name (and intent) is one a form of ours could send. */
export function hasWellFormedNames(formData: FormData): boolean {
  let fields = 0;
  let intents = 0;
  for (const [name, value] of formData.entries()) {
    if (++fields > MAX_FIELDS || name === STATE_NAME) return false;
    if (name === INTENT_NAME) {
      if (++intents > 1 || typeof value !== "string" || !isWellFormedIntent(value)) return false;
      continue;
    }
    if (!isWellFormedName(name)) return false;
  }
  return true;
}

/**
 * Messages for what a schema did not word itself: a missing field reads "wajib diisi", anything
 * else "tidak valid". Schemas give their own
 * Indonesian text wherever a field has something more precise to say.
 */
const indonesianFallback: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? "Wajib diisi" : "Isian tidak valid";

/**
 * Parses a submitted form with its zod schema. A body no form of ours could produce (malformed
 * names, a list index past MAX_LIST_ROWS, a forged list intent) is answered 400, never 500.
 */
export function parseSubmission<S extends z.ZodType>(formData: FormData, schema: S): FormSubmission<S> {
  if (!hasWellFormedNames(formData)) badRequest();
  let submission: FormSubmission<S>;
  try {
    // Schemas see the strings as typed ("" stays ""): they trim, strip and word their own messages.
    submission = parseWithZod(formData, {
      schema,
      error: indonesianFallback,
      disableAutoCoercion: true,
    }) as FormSubmission<S>;
  } catch {
    return badRequest();
  }
  // The values go back into the form on a refusal: a list sent as one plain value (`faq=x`) or a
  // text sent as a list would break the re-rendered form, so such a body is refused here.
  const shape = inputSchema(schema);
  if (!fitsShape(submission.payload, shape)) badRequest();
  // A list intent (add or remove a row) saves nothing, so only a body that would be saved is checked.
  if (submission.status !== undefined && !sendsAnyField(formData, shape)) badRequest();
  return submission;
}

/**
 * A form of ours always sends its text inputs, empty or not; only checkboxes and list rows may be
 * absent. So a body holding none of a schema's fields did not come from its form (an empty or
 * cut-off post), and it must not be read as "every field left empty", which would clear a
 * settings row. A form made of lists only (every row removed) may send nothing.
 */
export function sendsAnyField(formData: FormData, node: JsonSchemaNode): boolean {
  const fields = Object.entries(node.properties ?? {});
  if (!fields.some(([, child]) => child.type === "string")) return true;
  const sent = new Set([...formData.keys()].map((name) => name.split(/[.[]/)[0]));
  return fields.some(([name]) => sent.has(name));
}

const inputSchemas = new WeakMap<z.ZodType, JsonSchemaNode>();

/** zod's JSON Schema of what a form sends (computed once per schema). */
function inputSchema(schema: z.ZodType): JsonSchemaNode {
  let node = inputSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
    inputSchemas.set(schema, node);
  }
  return node;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * Whether a submitted value has the form the schema's field expects: a list where a list is
 * expected, a group of fields where an object is, a text where a text is (a file only where the
 * schema takes anything, as the image fields do). Missing values always fit (the schema words
 * its own "wajib diisi").
 */
export function fitsShape(value: unknown, node: JsonSchemaNode): boolean {
  if (value === undefined || value === null) return true;
  switch (node.type) {
    case "array":
      return Array.isArray(value) && value.every((item) => fitsShape(item, node.items ?? {}));
    case "object":
      return (
        isPlainObject(value) &&
        Object.entries(value).every(([key, item]) => !node.properties?.[key] || fitsShape(item, node.properties[key]))
      );
    case "string":
    case "number":
    case "integer":
    case "boolean":
      // A file where a text goes would read as an empty row of a list, and be dropped.
      return typeof value === "string";
    default:
      // No single type (a union, `unknown`): the schema judges.
      return true;
  }
}

export interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

/**
 * The HTML constraints (required, minLength, maxLength, min, max, pattern) a schema gives its
 * fields, by Conform name (`faq[].question` for every row of a list). Read from zod's own JSON
 * Schema of the input side, so the browser checks what the server checks without loading zod.
 * Computed on the server (a loader) and handed to useRecipeForm.
 */
export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
  const result: Record<string, Constraint> = {};
  // Inside a list nothing is required: an incomplete row is dropped on save, not refused.
  const visit = (node: JsonSchemaNode, name: string, required: boolean, inList: boolean) => {
    const constraint: Constraint = { required: required && !inList };
    if (node.minLength !== undefined) constraint.minLength = node.minLength;
    if (node.maxLength !== undefined) constraint.maxLength = node.maxLength;
    if (node.minimum !== undefined) constraint.min = node.minimum;
    if (node.maximum !== undefined) constraint.max = node.maximum;
    if (node.pattern !== undefined) constraint.pattern = node.pattern;
    if (node.type === "array") constraint.multiple = true;
    if (name) result[name] = constraint;
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      visit(child, name ? `${name}.${key}` : key, node.required?.includes(key) ?? false, inList);
    }
    if (node.items) visit(node.items, `${name}[]`, false, true);
  };
  visit(root, "", false, false);
  return result;
}

/** Fields whose typed value never travels back into a re-rendered form. */
const SECRET_FIELD = /password/i;

interface RefuseOptions {
  status?: number;
  /** One message for the whole form, shown above it (rate limits, wrong password). */
  formError?: string;
  /** Messages for fields the schema accepted but the server refused (email taken). */
  fieldErrors?: Record<string, string[]>;
  headers?: HeadersInit;
}

/**
 * The refusal of a form: its messages per field (full paths), what was typed (whole, passwords
 * left out) and an optional message for the whole form, as `submission.reply()`.
 */
export function refuse<S extends z.ZodType>(submission: FormSubmission<S>, options: RefuseOptions = {}) {
  let hideFields: string[] = [];
  try {
    hideFields = Object.keys(flatNames(submission.payload)).filter((name) => SECRET_FIELD.test(name));
  } catch {
    badRequest();
  }
  const extra =
    options.formError !== undefined || options.fieldErrors !== undefined
      ? {
          formErrors: options.formError === undefined ? undefined : [options.formError],
          fieldErrors: options.fieldErrors,
        }
      : {};
  const reply: FormReply = submission.reply({ hideFields, ...extra });
  return data(reply, { status: options.status ?? 400, headers: options.headers });
}

/**
 * The answer to a list intent (add or remove a row without JavaScript): the form comes back with
 * the row added or removed and every value kept, nothing saved.
 */
export function replyToIntent<S extends z.ZodType>(submission: FormSubmission<S>) {
  return data(submission.reply() as FormReply, { status: 200 });
}

function flatNames(value: unknown, prefix = "", into: Record<string, true> = {}): Record<string, true> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatNames(item, `${prefix}[${i}]`, into);
  } else if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) flatNames(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix && value !== undefined) into[prefix] = true;
  return into;
}

/** True for a row the spec keeps: a non-empty text, or an entry whose required parts are filled. */
function isComplete(item: unknown, requiredKeys: readonly string[]): boolean {
  const filled = (part: unknown) => typeof part === "string" && part.trim() !== "";
  if (typeof item === "string") return filled(item);
  if (!item || typeof item !== "object") return false;
  const record = item as Record<string, unknown>;
  if (requiredKeys.length > 0) return requiredKeys.every((key) => filled(record[key]));
  return Object.values(record).some(filled);
}

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * The spec's list rules in one place: "empty items dropped on save", and an entry with several
 * parts (a FAQ entry's question and answer) dropped when any required part is empty. A single
 * submitted value arrives as a one-item list.
 */
export function dropIncomplete(value: unknown, requiredKeys: readonly string[] = []): unknown[] {
  return asList(value).filter((item) => isComplete(item, requiredKeys));
}

/**
 * A list field whose empty (or incomplete) rows are dropped on save. The rows are checked where
 * they stand (an incomplete row becomes "no row" first), so a message names the row the form
 * shows, then the dropped rows go.
 */
export function listField<T extends z.ZodType>(
  item: T,
  { max = MAX_LIST_ROWS, required = [] as readonly string[], label = "Daftar" } = {},
) {
  return z.preprocess(
    (value) => asList(value).map((row) => (isComplete(row, required) ? row : undefined)),
    z
      .array(item.optional())
      .transform((rows) => rows.filter((row): row is z.output<T> => row !== undefined))
      .refine((rows) => rows.length <= max, `${label} maksimal ${max} butir`),
  );
}

/** Several files sent in one image field: refused, never one picked or all ignored (issue 14). */
export const ONE_IMAGE_MESSAGE = "Unggah satu gambar saja.";

/**
 * An image upload field. Its bytes are judged by storeImage (decision 021); the schema lets one
 * part through (a file, or nothing chosen) and refuses a list of them.
 */
export const imageField = z
  .unknown()
  .optional()
  .refine((value) => !Array.isArray(value), ONE_IMAGE_MESSAGE);

/** The id of a stored row (comment, history entry) as a form sends it. */
export const recordId = z
  .string({ error: "Data tidak valid" })
  .regex(/^[1-9]\d{0,9}$/, "Data tidak valid")
  .transform(Number);

/** A delete is only carried out when its confirm step was answered "Ya, hapus" (ConfirmDelete). */
export const CONFIRM_REQUIRED = 'Penghapusan belum dikonfirmasi. Tekan "Ya, hapus" untuk menghapus.';
export const deleteConfirmed = z.literal("ya", { error: CONFIRM_REQUIRED });

/** The form of a ConfirmDelete step: the row's id under `idField` and the confirmation. */
export function deleteSchema<K extends string>(idField: K) {
  return z.object({ [idField]: recordId, confirm: deleteConfirmed } as { [P in K]: typeof recordId } & {
    confirm: typeof deleteConfirmed;
  });
}

/** The first message of a refused submission (for forms whose refusal becomes a toast). */
export function firstError(submission: { error?: Record<string, string[] | null> | null }): string | undefined {
  return Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
}
