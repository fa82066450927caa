import { data } from "react-router";
import { messages } from "~/messages";
import { drainReader } from "./http.server";
import type { z } from "zod";
import { BAD_REQUEST_MESSAGE, parseSubmission, type FormSubmission } from "~/schemas/form";

/**
 * The largest body each kind of form may send, checked before anything is parsed. The sizes
 * leave room for every field at its maximum (percent-encoded, up to three bytes per byte).
 */
export const BODY_LIMITS = {
  /** Sign-in, registration, profile, role change, delete steps, calculators, share. */
  small: 16 * 1024,
  /** A comment (2 000 characters) or a question. */
  text: 64 * 1024,
  /** Content editors: an article of up to 100 000 characters with its lists. */
  editor: 2 * 1024 * 1024,
  /** An editor form with one image (5 MB) as multipart. */
  upload: 8 * 1024 * 1024,
} as const;
export type FormKind = keyof typeof BODY_LIMITS;

function tooLarge(): never {
  throw data({ message: messages.guard.tooLarge }, { status: 413, statusText: "Payload Too Large" });
}

/** The body, read up to `limit` bytes: a larger one (declared or streamed) is refused with 413. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > limit) tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Read the rest away (bounded) before answering: a body cancelled half-way kills local
      // `wrangler dev` for every later request (decision 037).
      await drainReader(reader, total);
      tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The submitted form, or an error answer: over the kind's size 413, and a body that is not a
 * form (JSON, plain text, a broken multipart upload) 400, never a server error.
 */
export async function readForm(request: Request, kind: FormKind = "small"): Promise<FormData> {
  const body = await readCapped(request, BODY_LIMITS[kind]);
  try {
    const contentType = request.headers.get("Content-Type") ?? "";
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw data({ message: BAD_REQUEST_MESSAGE }, { status: 400, statusText: "Bad Request" });
  }
}

/** readForm and parseSubmission in one call, for actions with a single form. */
export async function readSubmission<S extends z.ZodType>(
  request: Request,
  schema: S,
  kind: FormKind = "small",
): Promise<FormSubmission<S>> {
  return parseSubmission(await readForm(request, kind), schema);
}
