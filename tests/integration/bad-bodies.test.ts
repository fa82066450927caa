import { describe, expect, it } from "vitest";
import { DEMO, freshIp, login, ORIGIN, request } from "./helpers";

// A body that is not a form type is refused by the request guard (415) before any route runs;
// a form type whose body is broken reaches the action, which answers 400.
const BODIES: { name: string; body: BodyInit; type: string; status: number }[] = [
  { name: "JSON", body: JSON.stringify({ email: "a@contoh.id" }), type: "application/json", status: 415 },
  { name: "plain text", body: "email=a@contoh.id", type: "text/plain", status: 415 },
  {
    name: "broken multipart",
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    type: "multipart/form-data; boundary=zzz",
    status: 400,
  },
  { name: "octet stream", body: "x", type: "application/octet-stream", status: 415 },
];

async function post(path: string, body: BodyInit, type: string, cookie = "") {
  return request(path, {
    method: "POST",
    body,
    headers: { "Content-Type": type, Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
  });
}

describe("a POST whose body is not a form", () => {
  it("is a 415 or 400 with the Indonesian page on every action, never a 500", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const superAdmin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const targets: [string, string][] = [
      ["/login", ""],
      ["/register", ""],
      ["/lupa-password", ""],
      ["/atur-ulang-password", ""],
      ["/kalkulator", ""],
      ["/artikel/1/bagikan", ""],
      ["/artikel/1", member],
      ["/dashboard", member],
      ["/admin/pengguna", superAdmin],
    ];
    for (const [path, cookie] of targets) {
      for (const { name, body, type, status } of BODIES) {
        const response = await post(path, body, type, cookie);
        expect(response.status, `${name} to ${path}`).toBe(status);
        if (response.headers.get("Content-Type")?.includes("text/html")) {
          expect(await response.text()).toContain("Permintaan Tidak Valid");
        } else {
          await response.body?.cancel();
        }
      }
    }
  });
});
