import { describe, expect, it } from "vitest";
import { checkRequest, GUARD_BODY_LIMITS, refusalResponse, writeKindOf } from "./request-guard.server";

const SITE = "https://bidanku.id";

function post(path: string, init: { headers?: Record<string, string>; body?: string; method?: string } = {}) {
  return new Request(`${SITE}${path}`, {
    method: init.method ?? "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...init.headers },
    body: init.body ?? "a=1",
  });
}

describe("writeKindOf", () => {
  it("sorts every writing path into auth, public, member, admin or compute", () => {
    expect(writeKindOf("/login")).toBe("auth");
    expect(writeKindOf("/lupa-password.data")).toBe("auth");
    expect(writeKindOf("/atur-ulang-password")).toBe("auth");
    expect(writeKindOf("/admin")).toBe("admin");
    expect(writeKindOf("/admin/artikel/edit/3")).toBe("admin");
    expect(writeKindOf("/administrasi")).toBe("public");
    expect(writeKindOf("/dashboard")).toBe("member");
    expect(writeKindOf("/dashboard/anak")).toBe("member");
    expect(writeKindOf("/dashboard/anak/12.data")).toBe("member");
    expect(writeKindOf("/kalkulator/simpan")).toBe("member");
    expect(writeKindOf("/dashboardx")).toBe("public");
    expect(writeKindOf("/kalkulator")).toBe("compute");
    expect(writeKindOf("/kalkulator/kalender")).toBe("compute");
    expect(writeKindOf("/tumbuh-kembang/cek")).toBe("compute");
    expect(writeKindOf("/hemat-data")).toBe("compute");
    expect(writeKindOf("/kontak")).toBe("public");
    expect(writeKindOf("/artikel/12")).toBe("member");
    expect(writeKindOf("/artikel/12/bagikan")).toBe("compute");
    expect(writeKindOf("/tanya-kami")).toBe("public");
    expect(writeKindOf("/kalkulator.data")).toBe("compute");
  });

  it("reads a path as the router does: any case, percent-decoded, doubled slashes", () => {
    expect(writeKindOf("/LOGIN")).toBe("auth");
    expect(writeKindOf("/%6Cogout")).toBe("auth");
    expect(writeKindOf("/Lupa-Password/")).toBe("auth");
    expect(writeKindOf("//admin//hero")).toBe("admin");
    expect(writeKindOf("/%41dmin/hero.data")).toBe("admin");
    expect(writeKindOf("/%E0%A4%A")).toBe("public");
  });
});

describe("checkRequest", () => {
  it("lets reads and same-origin form posts through", () => {
    expect(checkRequest(new Request(`${SITE}/`))).toBeNull();
    expect(checkRequest(new Request(`${SITE}/`, { method: "HEAD" }))).toBeNull();
    expect(checkRequest(post("/kontak"))).toBeNull();
    expect(
      checkRequest(post("/kontak", { headers: { "Content-Type": "multipart/form-data; boundary=x" } })),
    ).toBeNull();
    expect(checkRequest(post("/logout", { body: "", headers: { "Content-Type": "" } }))).toBeNull();
  });

  it("refuses other methods with 405 and Allow", () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const refusal = checkRequest(new Request(`${SITE}/kontak`, { method }));
      expect(refusal?.status, method).toBe(405);
      expect(refusal?.headers?.Allow).toBe("GET, HEAD, POST");
    }
  });

  it("refuses posts from another site by Origin or Sec-Fetch-Site", () => {
    expect(checkRequest(post("/kontak", { headers: { Origin: "https://evil.example" } }))?.status).toBe(403);
    expect(checkRequest(post("/kontak", { headers: { Origin: "null" } }))?.status).toBe(403);
    expect(checkRequest(post("/kontak", { headers: { Origin: "http://bidanku.id" } }))?.status).toBe(403);
    const noOrigin = new Request(`${SITE}/kontak`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(checkRequest(noOrigin)?.status).toBe(403);
  });

  it("refuses bodies that are not forms with 415", () => {
    for (const type of ["application/json", "text/plain", "application/octet-stream", "text/xml"]) {
      expect(checkRequest(post("/kontak", { headers: { "Content-Type": type } }))?.status, type).toBe(415);
    }
  });

  it("refuses a declared body over the kind's cap with 413, before reading it", () => {
    const over = String(GUARD_BODY_LIMITS.public + 1);
    expect(checkRequest(post("/kontak", { headers: { "Content-Length": over } }))?.status).toBe(413);
    expect(checkRequest(post("/login", { headers: { "Content-Length": "17000" } }))?.status).toBe(413);
    // An editor may send an image.
    expect(checkRequest(post("/admin/hero", { headers: { "Content-Length": String(6 * 1024 * 1024) } }))).toBeNull();
    expect(checkRequest(post("/admin/hero", { headers: { "Content-Length": String(9 * 1024 * 1024) } }))?.status).toBe(
      413,
    );
  });
});

describe("refusalResponse", () => {
  const refusal = { status: 403 as const, message: "Tidak <b>boleh</b>." };

  it("answers a form post with a small Indonesian page whose style carries the nonce", async () => {
    const response = refusalResponse(
      post("/kontak", { headers: { Referer: "https://evil.example/x" } }),
      refusal,
      "abc",
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain("Tidak &lt;b&gt;boleh&lt;/b&gt;.");
    expect(html).toContain('<style nonce="abc">');
    // Back in the browser keeps what was typed; the page links nowhere but home.
    expect(html).toContain("tekan tombol Kembali di browser");
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(["/"]);
  });

  it("answers a JavaScript submission with the message as text", async () => {
    const response = refusalResponse(post("/kontak.data"), refusal, "n");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Tidak <b>boleh</b>.");
  });
});
