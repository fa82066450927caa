import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { JPEG, joinBytes, PNG } from "~/domain/image-samples.test-support";
import { DEMO, freshIp, get, login, ORIGIN, request } from "./helpers";
import { bucketKeys, tableWrites, VOLATILE_TABLES } from "./hostile-helpers";

// Issue 14: tricks against every upload field (hero image, about image, the article's main
// image on create and on edit, and the form-recipe test route). A refused file answers 4xx with
// the Indonesian message, stores nothing in R2 and changes no row. An accepted file is stored
// under a key of ours and served with the type read from its bytes, nosniff and a sandbox:
// never as HTML or SVG; what followed the image's own end is not stored. Decisions 021 and 059
// have the rules.

const bytes = joinBytes;

const SCRIPT = "<html><body><script>alert(document.domain)</script></body></html>";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

const MESSAGES = {
  unsupported: "Format gambar tidak didukung. Gunakan JPG, PNG, WebP, atau AVIF.",
  empty: "File gambar kosong. Pilih gambar lain.",
  tooLarge: "Ukuran gambar maksimal 5 MB.",
  bodyTooLarge: "Data yang dikirim terlalu besar. Perpendek isian atau pilih berkas yang lebih kecil.",
  oneImage: "Unggah satu gambar saja.",
};

const file = (content: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([content], name, { type });

/**
 * Files that must be refused, with the message the form shows: an image message inside the
 * form's own wording ("upload"), the schema's message as it is ("field"), or the 400 page.
 */
const REFUSED: { name: string; files: () => File[]; message: string; shown?: "field" | "page" }[] = [
  {
    name: "a GIF with a Java archive after it (GIFAR)",
    files: () => [
      file(bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0], "PK\u0003\u0004", "META-INF/MANIFEST.MF"), "foto.gif", "image/gif"),
    ],
    message: MESSAGES.unsupported,
  },
  {
    name: "text named .png with the PNG type",
    files: () => [file(bytes("Halo, ini bukan gambar."), "foto.png", "image/png")],
    message: MESSAGES.unsupported,
  },
  {
    name: "an SVG with script",
    files: () => [file(bytes(SVG), "logo.svg", "image/svg+xml")],
    message: MESSAGES.unsupported,
  },
  {
    name: "an SVG with script named .png",
    files: () => [file(bytes(SVG), "logo.png", "image/png")],
    message: MESSAGES.unsupported,
  },
  {
    name: "HTML named .jpg",
    files: () => [file(bytes(SCRIPT), "foto.jpg", "image/jpeg")],
    message: MESSAGES.unsupported,
  },
  {
    name: "a PNG signature cut short",
    files: () => [file(PNG.slice(0, 5), "foto.png", "image/png")],
    message: MESSAGES.unsupported,
  },
  {
    name: "zero bytes",
    files: () => [file(new Uint8Array(), "kosong.png", "image/png")],
    message: MESSAGES.empty,
  },
  {
    name: "just over 5 MB",
    files: () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      return [file(big, "besar.png", "image/png")];
    },
    message: MESSAGES.tooLarge,
  },
  {
    name: "two files in the one field",
    files: () => [file(bytes(PNG, "satu"), "satu.png", "image/png"), file(bytes(PNG, "dua"), "dua.png", "image/png")],
    message: MESSAGES.oneImage,
    shown: "field",
  },
  {
    // The multipart body cannot be read with it: the request is refused as a whole.
    name: "a file name with a NUL byte and a second extension",
    files: () => [file(bytes(JPEG), "foto.php\u0000.jpg", "image/jpeg")],
    message: "Data yang dikirim tidak dapat diproses.",
    shown: "page",
  },
];

/** A JPEG with a comment segment holding a script, inside the image's own structure. */
const JPEG_WITH_COMMENT = bytes(JPEG.subarray(0, 2), [0xff, 0xfe, 0x00, SCRIPT.length + 2], SCRIPT, JPEG.subarray(2));

/**
 * Real images (decision 059), or real images with HTML after them: accepted, served as that type
 * only, and stored as `stored`, the image alone without what followed it.
 */
const ACCEPTED: { name: string; file: () => File; type: string; ext: string; stored: Uint8Array }[] = [
  {
    name: "a PNG with HTML and script after it (polyglot), without what follows IEND",
    file: () => file(bytes(PNG, SCRIPT), "polyglot.png", "image/png"),
    type: "image/png",
    ext: "png",
    stored: PNG,
  },
  {
    name: "a JPEG with <script> in a comment segment",
    file: () => file(bytes(JPEG_WITH_COMMENT), "foto.jpg", "image/jpeg"),
    type: "image/jpeg",
    ext: "jpg",
    stored: JPEG_WITH_COMMENT,
  },
  {
    name: "PNG bytes declared as image/svg+xml, named .svg",
    file: () => file(bytes(PNG), "gambar.svg", "image/svg+xml"),
    type: "image/png",
    ext: "png",
    stored: PNG,
  },
  {
    name: "PNG bytes with HTML after them declared as text/html, named .html",
    file: () => file(bytes(PNG, SCRIPT), "halaman.html", "text/html"),
    type: "image/png",
    ext: "png",
    stored: PNG,
  },
  {
    name: "a file name with path traversal",
    file: () => file(bytes(PNG), "../../../../etc/passwd.png", "image/png"),
    type: "image/png",
    ext: "png",
    stored: PNG,
  },
  {
    name: "a file name with a second extension",
    file: () => file(bytes(JPEG), "foto.php.jpg", "image/jpeg"),
    type: "image/jpeg",
    ext: "jpg",
    stored: JPEG,
  },
  {
    name: "a very long file name",
    file: () => file(bytes(PNG), `${"a".repeat(5000)}.png`, "image/png"),
    type: "image/png",
    ext: "png",
    stored: PNG,
  },
];

const ARTICLE_ID = 990_201;

interface Target {
  name: string;
  path: string;
  /** The key folder of this kind of image (SPEC section 7). */
  prefix: string;
  fields: Record<string, string>;
  who: keyof typeof DEMO;
  /** Where an accepted upload redirects to. */
  accepted: RegExp;
  /** The refusal as the form words it ("{msg}" is the image message). */
  refusal: string;
}

const TARGETS: Target[] = [
  {
    name: "hero image",
    path: "/admin/hero",
    prefix: "hero-section/",
    fields: { title: "Judul Hero Uji", subtitle: "Subjudul" },
    who: "admin",
    accepted: /^\/admin\/hero$/,
    refusal: "{msg}",
  },
  {
    name: "about page image",
    path: "/admin/tentang-saya/edit",
    prefix: "about-page/",
    fields: { title: "Tentang Saya Uji", content: "Isi halaman", qualificationsTitle: "" },
    who: "admin",
    accepted: /^\/admin\/tentang-saya\/edit$/,
    refusal: "{msg}",
  },
  {
    name: "new article's main image",
    path: "/admin/artikel/baru",
    prefix: "public/",
    fields: {
      title: "Artikel Unggah",
      excerpt: "Ringkasan",
      content: "<p>Isi</p>",
      category: "Kehamilan",
      status: "draft",
    },
    who: "admin",
    accepted: /^\/admin\/artikel\/edit\/\d+$/,
    refusal: "Gagal mengunggah gambar: {msg}",
  },
  {
    name: "edited article's main image",
    path: `/admin/artikel/edit/${ARTICLE_ID}`,
    prefix: "public/",
    fields: {
      title: "Artikel Unggah",
      excerpt: "Ringkasan",
      content: "<p>Isi</p>",
      category: "Kehamilan",
      status: "draft",
    },
    who: "admin",
    accepted: new RegExp(`^/admin/artikel/edit/${ARTICLE_ID}$`),
    refusal: "Gagal memperbarui gambar: {msg}",
  },
  {
    name: "form recipe test upload",
    path: "/__test/upload",
    prefix: "public/",
    fields: { caption: "Keterangan uji" },
    who: "admin",
    accepted: /^\/__test\/upload\?/,
    refusal: "{msg}",
  },
];

const cookies: Partial<Record<keyof typeof DEMO, string>> = {};

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT INTO articles (id, title, excerpt, content, category, image_url) VALUES (?, 'Artikel Unggah', 'Ringkasan', '<p>Isi</p>', 'Kehamilan', '/images/seed/hero.jpg') ON CONFLICT DO NOTHING",
  )
    .bind(ARTICLE_ID)
    .run();
  cookies.admin = await login(DEMO.admin.email, DEMO.admin.password);
});

function upload(target: Target, files: File[], headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(target.fields)) body.append(name, value);
  for (const part of files) body.append("image", part);
  return request(target.path, {
    method: "POST",
    body,
    headers: { Cookie: cookies[target.who]!, Origin: ORIGIN, "CF-Connecting-IP": freshIp(), ...headers },
  });
}

/** What must not change when a file is refused: every row and every stored object. */
async function state() {
  return { rows: await tableWrites(VOLATILE_TABLES), objects: await bucketKeys() };
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** HTML entities as React writes them in text. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe.each(TARGETS)("the $name ($path)", (target) => {
  for (const refused of REFUSED) {
    it(`refuses ${refused.name} with the Indonesian message, storing and changing nothing`, async () => {
      const before = await state();
      const response = await upload(target, refused.files());
      expect(response.status).toBe(400);
      const html = await response.text();
      if (refused.shown === "page") {
        expect(html).toContain("Permintaan Tidak Valid");
        expect(html).toContain(refused.message);
      } else {
        const wording = refused.shown === "field" ? "{msg}" : target.refusal;
        expect(html).toContain(escaped(wording.replace("{msg}", refused.message)));
        // The typed values come back (decision 023).
        expect(html).toContain(escaped(Object.values(target.fields)[0]!));
      }
      expect(await state()).toEqual(before);
    });
  }

  it("refuses a body that declares more than the upload cap before reading it (413)", async () => {
    const before = await state();
    const response = await upload(target, [file(bytes(PNG), "kecil.png", "image/png")], {
      "Content-Length": String(9 * 1024 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Data Terlalu Besar");
    expect(html).toContain(MESSAGES.bodyTooLarge);
    expect(await state()).toEqual(before);
  });

  it("refuses a body that streams more than the upload cap without declaring its length (413)", async () => {
    const before = await state();
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set(PNG);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append("image", file(big, "raksasa.png", "image/png"));
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const whole = new Uint8Array(await encoded.arrayBuffer());
    // In 64 KiB chunks, with no Content-Length: only the running count can stop it.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < whole.byteLength; offset += 65_536)
          controller.enqueue(whole.slice(offset, offset + 65_536));
        controller.close();
      },
    });
    const response = await request(target.path, {
      method: "POST",
      body: stream,
      headers: {
        Cookie: cookies[target.who]!,
        Origin: ORIGIN,
        "CF-Connecting-IP": freshIp(),
        "Content-Type": encoded.headers.get("Content-Type")!,
      },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(MESSAGES.bodyTooLarge);
    expect(await state()).toEqual(before);
  });

  for (const accepted of ACCEPTED) {
    it(`stores ${accepted.name} under its own key and serves it as ${accepted.type} only`, async () => {
      const keysBefore = new Set(await bucketKeys());
      const response = await upload(target, [accepted.file()]);
      const refusal = response.status === 302 ? "" : visibleText(await response.clone().text()).slice(0, 400);
      expect(response.status, refusal).toBe(302);
      expect(response.headers.get("Location")).toMatch(target.accepted);
      const added = (await bucketKeys()).filter((key) => !keysBefore.has(key));
      expect(added).toHaveLength(1);
      const key = added[0]!;
      // The name chosen by the uploader plays no part in the key.
      expect(key).toMatch(new RegExp(`^${target.prefix}\\d+-[0-9a-f]{8}\\.${accepted.ext}$`));
      expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe(accepted.type);

      const served = await get(`/gambar/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe(accepted.type);
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
      expect(served.headers.get("Content-Type")).not.toMatch(/html|svg|xml|text/);
      expect(served.headers.get("Content-Disposition") ?? "").not.toMatch(/\.\.|\//);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(accepted.stored);
    });
  }
});
