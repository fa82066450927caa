import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO, get, login, mergeCookies, postForm } from "./helpers";

// Issue 14, items 6 to 8: health inputs never travel in a URL (that a HEAD counts no view is in
// counts.test.ts),
// and a page's data holds no one else's email or phone number that the page does not show.

const db = env.DB;

/** Today's date in Jakarta minus `days`, as YYYY-MM-DD (worked out here, not by the app). */
const daysAgo = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};
const longDate = (date: string, plusDays = 0) =>
  new Intl.DateTimeFormat("id-ID", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
    Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000,
  );

/** Every address the page itself can send the browser to: links, forms, images, scripts. */
function urlsIn(html: string): string[] {
  return [...html.matchAll(/\b(?:href|action|src|formaction|content)="([^"]*)"/gi)].map((match) => match[1]!);
}

/** The inputs, as they could appear in an address: as typed, URL-encoded, with a dot. */
function spellings(values: string[]): string[] {
  return values.flatMap((value) => [value, encodeURIComponent(value), value.replace(",", ".")]);
}

function expectNoInputsIn(urls: string[], values: string[]) {
  for (const url of urls)
    for (const value of spellings(values)) expect(url, `${url} holds ${value}`).not.toContain(value);
}

const clean = (html: string) => html.replaceAll("<!-- -->", "");

describe("health inputs stay out of every address", () => {
  it("shows a visitor's result in the answer to the post, with no redirect and no inputs in any link", async () => {
    const lastPeriod = daysAgo(77);
    const total = (await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n;
    const response = await postForm("/kalkulator", { calculator: "hpl", lastPeriod });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    // Private to this browser, which may keep it only for Back (decision 031, amendment).
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    const html = clean(await response.text());
    expect(html).toContain("Perhitungan HPL Berhasil");
    expect(html).toContain(longDate(lastPeriod, 280));
    expect(html).toContain("11 minggu 0 hari");
    expect(html).toContain('id="hasil-hpl"');
    expectNoInputsIn(urlsIn(html), [lastPeriod]);
    expect((await db.prepare("SELECT count(*) AS n FROM calculator_history").first<{ n: number }>())!.n).toBe(total);

    const weight = await postForm("/kalkulator", {
      calculator: "weight_gain",
      height: "163,5",
      prePregnancyWeight: "57,3",
    });
    expect(weight.status).toBe(200);
    const weightHtml = clean(await weight.text());
    // 57.3 / 1.635^2 = 21.43
    expect(weightHtml).toMatch(/IMT sebelum hamil<\/dt><dd[^>]*>21,4<\/dd>/);
    expect(weightHtml).toContain('value="57,3"');
    expectNoInputsIn(urlsIn(weightHtml), ["163,5", "57,3"]);
  });

  it("redirects a member's saved result to the history row, which only its owner sees", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const lastPeriod = daysAgo(93);
    const saved = await postForm("/kalkulator", { calculator: "fertility", lastPeriod, cycleLength: "31" }, member);
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location")!;
    expect(location).toMatch(/^\/kalkulator\?riwayat=\d+#hasil-fertility$/);
    expectNoInputsIn([location], [lastPeriod, "31"]);
    const id = Number(/riwayat=(\d+)/.exec(location)![1]);
    const row = await db
      .prepare("SELECT user_id, input_data FROM calculator_history WHERE id = ?")
      .bind(id)
      .first<{ user_id: string; input_data: string }>();
    expect(row!.user_id).toBe("demo-member");
    expect(JSON.parse(row!.input_data)).toEqual({ lastPeriod, cycleLength: 31 });

    const page = clean(await (await get(location, mergeCookies(member, saved))).text());
    expect(page).toContain("Perhitungan Masa Subur Berhasil");
    expect(page).toContain("Hasil perhitungan telah disimpan ke riwayat Anda.");
    expect(page).toContain(longDate(lastPeriod, 31));
    expect(page).toContain('id="hasil-fertility"');
    expect(page).toContain(`value="${lastPeriod}"`);
    expectNoInputsIn(urlsIn(page), [lastPeriod]);

    // Another member, or a visitor, opening the same address sees no result at all.
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    for (const cookie of [admin, ""]) {
      const other = clean(await (await get(location, cookie)).text());
      expect(other).not.toContain('id="hasil-fertility"');
      expect(other).not.toContain(longDate(lastPeriod, 31));
      expect(other).not.toContain(lastPeriod);
    }
  });

  it("answers the JavaScript save with data, never a redirect", async () => {
    const member = await login(DEMO.member.email, DEMO.member.password);
    const response = await postForm(
      "/kalkulator/simpan",
      { calculator: "weight_gain", height: "161", prePregnancyWeight: "58,2" },
      member,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    const answer = await response.text();
    expect(answer).not.toContain("161");
    expect(answer).not.toContain("58,2");
  });

  it("still reads an old result address, but builds no address with its inputs", async () => {
    const lastPeriod = daysAgo(64);
    const response = await get(`/kalkulator?hpht=${lastPeriod}&tinggi=163&berat=57%2C3`);
    expect(response.status).toBe(200);
    const html = clean(await response.text());
    expect(html).toContain(longDate(lastPeriod, 280));
    // 57.3 / 1.63^2 = 21.566, shown cut to a tenth (issue 29)
    expect(html).toMatch(/IMT sebelum hamil<\/dt><dd[^>]*>21,5<\/dd>/);
    const forms = [...html.matchAll(/<form[^>]*action="([^"]*)"/g)].map((match) => match[1]!);
    expect(forms.filter((action) => action.startsWith("/kalkulator#"))).toHaveLength(3);
    // The plan's calendar posts its dates in the body (issue 18), never in its address (one form
    // under the plan, one in the template the page's script fills).
    expect(forms.filter((action) => action.startsWith("/kalkulator/"))).toEqual([
      "/kalkulator/kalender",
      "/kalkulator/kalender",
    ]);
    expectNoInputsIn(urlsIn(html), [lastPeriod, "57,3"]);
    expect(urlsIn(html).some((url) => url.includes("tinggi=") || url.includes("hpht="))).toBe(false);
  });
});

describe("a page's data holds only what it shows", () => {
  const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
  // Not inside a longer number: a millisecond timestamp such as 1795908249882 holds "08249882...".
  const PHONE = /(?<![\d+])(?:\+62|0)8\d[\d -]{6,14}\d(?!\d)/g;

  /** The page as a reader sees it: the HTML without its scripts (where the loader data travels). */
  const visible = (html: string) => clean(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""));

  /**
   * Loads `path` as HTML and as React Router's single-fetch data (`path.data`) and checks that
   * every email and phone number in either copy of the loader data is also on the page.
   */
  async function expectOnlyShown(path: string, cookie: string, mustHide: string[] = []) {
    const page = await get(path, cookie);
    expect(page.status, path).toBe(200);
    const html = await page.text();
    const [pathname, search = ""] = path.split("?");
    const dataResponse = await get(`${pathname}.data${search ? `?${search}` : ""}`, cookie);
    expect(dataResponse.status, `${path}.data`).toBe(200);
    const payload = await dataResponse.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join("\n");
    const shown = visible(html);
    for (const source of [payload, scripts]) {
      for (const found of [...(source.match(EMAIL) ?? []), ...(source.match(PHONE) ?? [])])
        expect(shown, `${path}: ${found} is sent but not shown`).toContain(found);
      for (const hidden of mustHide) expect(source, `${path}: ${hidden}`).not.toContain(hidden);
    }
    return { html, payload };
  }

  it("sends user management no phone numbers (the page shows none)", async () => {
    const phone = "0813-5555-0142";
    await db
      .prepare(
        "INSERT INTO users (id, name, email, email_verified, phone, role) VALUES ('privasi-telepon', 'Sinta Telepon', 'sinta.telepon@contoh.id', 1, ?, 'member') ON CONFLICT DO NOTHING",
      )
      .bind(phone)
      .run();
    const superAdmin = await login(DEMO.superAdmin.email, DEMO.superAdmin.password);
    const { html, payload } = await expectOnlyShown("/admin/pengguna", superAdmin, [phone]);
    // The emails it shows are there, so the check above is not vacuous.
    expect(payload).toContain("sinta.telepon@contoh.id");
    expect(visible(html)).toContain("sinta.telepon@contoh.id");
  });

  it("checks every other page that lists people or their messages", async () => {
    await db
      .prepare(
        "INSERT INTO questions (user_id, name, email, topic, question) VALUES (NULL, 'Penanya Privasi', 'penanya.privasi@contoh.id', 'Menyusui', 'Boleh minta nomor bidan 0812-7777-3131?')",
      )
      .run();
    const questionId = (await db
      .prepare("SELECT id FROM questions WHERE email = 'penanya.privasi@contoh.id' ORDER BY id DESC LIMIT 1")
      .first<{ id: number }>())!.id;
    const admin = await login(DEMO.admin.email, DEMO.admin.password);
    const member = await login(DEMO.member.email, DEMO.member.password);
    await postForm("/artikel/1", { intent: "comment", content: "Terima kasih, sangat membantu." }, member);

    await expectOnlyShown("/admin", admin);
    // The lists send the askers' addresses, and show them: the check sees real data.
    expect((await expectOnlyShown("/admin/pesan", admin)).payload).toContain("penanya.privasi@contoh.id");
    const detail = await expectOnlyShown(`/admin/pesan/${questionId}`, admin);
    expect(detail.payload).toContain("0812-7777-3131");
    await expectOnlyShown("/dashboard", member);
    await expectOnlyShown("/tanya-kami", member);
    // A comment names its author by display name only: no email of theirs reaches the readers.
    await expectOnlyShown("/artikel/1", admin, [DEMO.member.email]);
    await expectOnlyShown("/artikel/1", "", [DEMO.member.email]);
  });
});
