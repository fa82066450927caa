// Uploaded images in R2 (binding IMAGES): checking and storing an upload, replacing the image a
// row points to, and serving the stored objects. docs/decisions/021-image-uploads.md.
import { imageKey, imageUrlFor, isImageKey, keyFromImageUrl, type ImageKind } from "~/domain/image-keys";
import { imageLength } from "~/domain/image-structure";
import { detectImageType } from "~/domain/image-type";
import { uploadWidth } from "~/domain/images";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_TYPES } from "~/domain/limits";
import { IMMUTABLE_CACHE_CONTROL } from "./http.server";
import { loggable } from "~/server/log.server";

export { imageUrlFor, keyFromImageUrl };

export const IMAGE_MESSAGES = {
  missing: "Pilih gambar untuk diunggah.",
  empty: "File gambar kosong. Pilih gambar lain.",
  tooLarge: `Ukuran gambar maksimal ${IMAGE_MAX_MB} MB.`,
  unsupported: "Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.",
  broken: "File gambar rusak atau tidak lengkap. Pilih gambar lain.",
  storeFailed: "Gagal menyimpan gambar. Silakan coba lagi.",
} as const;

const SERVED_TYPES = new Set<string>(IMAGE_TYPES);

export type StoreImageResult = { ok: true; key: string; url: string } | { ok: false; message: string };

type ImagesEnv = Pick<Env, "IMAGES">;

function randomSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Checks an uploaded file and stores it in R2 under the key of its kind, with the type and
 * extension read from its bytes and only the bytes up to the image's own end. `file` takes a form field as it comes (a string or a missing
 * field is "no file chosen"). Refusals and R2 failures come back as an Indonesian message.
 */
export async function storeImage(
  env: ImagesEnv,
  file: File | string | null | undefined,
  kind: ImageKind,
  now = Date.now(),
): Promise<StoreImageResult> {
  if (!(file instanceof File)) return { ok: false, message: IMAGE_MESSAGES.missing };
  // A file input left empty still sends a part: no name, no bytes.
  if (file.size === 0) return { ok: false, message: file.name === "" ? IMAGE_MESSAGES.missing : IMAGE_MESSAGES.empty };
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) return { ok: false, message: IMAGE_MESSAGES.unsupported };
  // Only the image itself is kept: what follows its end (a phone's trailer, HTML appended to make
  // a polyglot) is dropped; a file cut off or broken inside is refused (decision 059).
  const length = imageLength(bytes, type.ext);
  if (length === null) return { ok: false, message: IMAGE_MESSAGES.broken };
  const key = imageKey(kind, type.ext, now, randomSuffix());
  try {
    await env.IMAGES.put(key, bytes.subarray(0, length), { httpMetadata: { contentType: type.mime } });
  } catch (error) {
    console.error(`Gagal menyimpan gambar ${key}`, loggable(error));
    return { ok: false, message: IMAGE_MESSAGES.storeFailed };
  }
  return { ok: true, key, url: imageUrlFor(key) };
}

/** Removes one of our images; failures are only logged (a leftover object harms nobody). */
export async function deleteImage(env: ImagesEnv, url: string | null | undefined): Promise<void> {
  const key = keyFromImageUrl(url);
  if (!key) return;
  try {
    await env.IMAGES.delete(key);
  } catch (error) {
    console.error(`Gagal menghapus gambar ${key}`, loggable(error));
  }
}

/**
 * Replaces the image a row points to, in the order that never leaves the row pointing at nothing:
 * store the new object, let `saveRow` write its address, then delete the old object (only when
 * the old address is one of ours). If `saveRow` throws, the new object is deleted, the old one
 * stays, and the error is thrown on to the caller.
 */
export async function replaceImage(
  env: ImagesEnv,
  options: {
    file: File | string | null | undefined;
    kind: ImageKind;
    oldUrl: string | null | undefined;
    saveRow: (newUrl: string) => Promise<void>;
    now?: number;
  },
): Promise<StoreImageResult> {
  const stored = await storeImage(env, options.file, options.kind, options.now);
  if (!stored.ok) return stored;
  try {
    await options.saveRow(stored.url);
  } catch (error) {
    await deleteImage(env, stored.url);
    throw error;
  }
  if (options.oldUrl !== stored.url) await deleteImage(env, options.oldUrl);
  return stored;
}

function notFound(): Response {
  return new Response("Gambar tidak ditemukan.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** `*`, or a comma-separated list of `"tag"` / `W/"tag"` (RFC 9110, If-None-Match). */
const ENTITY_TAGS = /^\s*(?:\*|(?:W\/)?"[\x21\x23-\x7e]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]*")*)\s*$/;

/**
 * Answers a GET for `/gambar/{key}`: only keys of the shape we write, only objects stored with one
 * of the four image types, with the stored type, an ETag (304 on a match) and a year of caching.
 */
/** A smaller copy of an upload, in the best format the browser takes (decision 041). */
async function resized(url: URL, width: number, request: Request): Promise<Response> {
  const accept = request.headers.get("Accept") ?? "";
  const format = /image\/avif/.test(accept) ? "avif" : /image\/webp/.test(accept) ? "webp" : undefined;
  const original = new URL(url.pathname, url.origin);
  const answer = await fetch(original, {
    headers: { Accept: accept },
    cf: { image: { width, fit: "scale-down", quality: 80, ...(format ? { format } : {}) } },
  } as RequestInit);
  const headers = new Headers(answer.headers);
  headers.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  headers.set("Vary", "Accept");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  return new Response(answer.body, { status: answer.status, headers });
}

export async function serveImage(
  env: ImagesEnv & Pick<Env, "IMAGE_RESIZING">,
  key: string,
  request: Request,
): Promise<Response> {
  if (!isImageKey(key)) return notFound();
  const url = new URL(request.url);
  const width = uploadWidth(url.searchParams.get("w"));
  if (width === undefined) return notFound();
  // In production a smaller copy comes from Cloudflare's image transformations, which fetch the
  // original through this same route (marked `Via: image-resizing`); locally the original answers.
  if (width !== null && env.IMAGE_RESIZING === "on" && !/image-resizing/.test(request.headers.get("Via") ?? "")) {
    return resized(url, width, request);
  }
  // R2 throws on a malformed entity tag; such a header is ignored (the image is sent whole).
  const header = request.headers.get("If-None-Match");
  const ifNoneMatch = header && ENTITY_TAGS.test(header) ? header : null;
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await env.IMAGES.get(
      key,
      ifNoneMatch ? { onlyIf: new Headers({ "If-None-Match": ifNoneMatch }) } : undefined,
    );
  } catch (error) {
    console.error(`Gagal membaca gambar ${key}`, loggable(error));
    return new Response("Gambar sementara tidak dapat dimuat.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  const contentType = object?.httpMetadata?.contentType;
  if (!object || !contentType || !SERVED_TYPES.has(contentType)) return notFound();
  const headers = new Headers({
    "Content-Type": contentType,
    // Keys are never reused (timestamp plus random suffix): an address always means the same bytes.
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
