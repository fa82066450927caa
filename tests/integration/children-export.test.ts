import { describe, expect, it } from "vitest";
import { parseCsv } from "~/domain/csv.test-support";
import { handRestrictedZ, handZ, round2, whoRow } from "~/domain/who/by-hand.test-support";
import { get, newMember, postForm, request } from "./helpers";

// Issue 16, part 5: GET /dashboard/anak/unduh gives the signed-in member every measurement of
// their own children as a CSV file (decision 045), with their doses (issue 35) and development
// checks (issue 36). Expected z-scores are worked out here from the rows of WHO's own tables with
// the LMS formula written out, never by the app's code; a check's result and skills are typed here.

const PATH = "/dashboard/anak/unduh";

/** Today's date in Jakarta, and a date `days` before it, as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A z-score as the file writes it. */
const z2 = (z: number) => round2(z).toFixed(2);

const HEADER = [
  "Nama anak",
  "Jenis kelamin",
  "Tanggal lahir",
  "Usia kehamilan saat lahir (minggu)",
  "Tanggal ukur",
  "Usia (hari)",
  "Usia yang dipakai (kronologis/koreksi)",
  "Usia yang dipakai (hari)",
  "Berat badan (kg)",
  "Panjang/tinggi badan (cm)",
  "Cara ukur (berbaring/berdiri)",
  "Lingkar kepala (cm)",
  "LiLA (cm)",
  "Bengkak kedua kaki (ya/tidak)",
  "Panjang/tinggi yang dinilai (cm)",
  "IMT (kg/m2)",
  "z BB/U",
  "Kategori BB/U",
  "z PB/U atau TB/U",
  "Kategori PB/U atau TB/U",
  "z BB/PB atau BB/TB",
  "Kategori BB/PB atau BB/TB",
  "z IMT/U",
  "Kategori IMT/U",
  "z LK/U",
  "Kategori LK/U",
  "z LiLA/U",
  "Kategori LiLA/U",
  "N/T (naik/tidak naik, O, B)",
  "Kenaikan BB sejak penimbangan bulan lalu (g)",
  "KBM (g)",
  "Tanda gizi buruk (LiLA/edema)",
  "Nilai tidak wajar (WHO)",
  "Catatan",
  "Imunisasi",
  "Tanggal imunisasi",
  "Tempat imunisasi",
  "Tanggal cek perkembangan",
  "Daftar perkembangan (usia dalam bulan)",
  "Usia yang dipakai cek perkembangan (kronologis/koreksi)",
  "Hasil cek perkembangan",
  "Kemampuan yang belum bisa",
  "Kemampuan yang tidak bisa lagi",
  "Kehilangan kemampuan lain (ya/tidak)",
];

/** The cells of a row that is not a dose's, and of one that is not a development check's. */
const NO_DOSE = ["", "", ""];
const NO_CHECK = ["", "", "", "", "", "", ""];

/** Adds a child through the form; its id. */
async function addChild(cookie: string, fields: Record<string, string>) {
  const response = await postForm("/dashboard/anak", { gestationalWeeks: "", consent: "on", ...fields }, cookie);
  expect(response.status).toBe(302);
  return Number(/anak\/(\d+)/.exec(response.headers.get("Location")!)![1]);
}

/** Adds a measurement through the form. */
async function addMeasurement(cookie: string, childId: number, fields: Record<string, string>) {
  const response = await postForm(
    `/dashboard/anak/${childId}`,
    { intent: "add-measurement", weight: "", length: "", position: "", head: "", ...fields },
    cookie,
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toMatch(new RegExp(`^/dashboard/anak/${childId}#ukuran-\\d+$`));
}

/**
 * Saves a development check through the child's form (issue 36): the list due today, `count`
 * skills `<months>-1`... answered "ya" unless `answers` says otherwise.
 */
/** The extra red flags of the 3-, 6- and 9-month lists (PrimaKu), not in the Buku KIA list. */
const EXTRA_SKILLS: Record<number, string[]> = { 3: ["3-mata"], 6: ["6-suara", "6-tatap"], 9: ["9-nama"] };

async function addCheck(
  cookie: string,
  childId: number,
  months: number,
  count: number,
  answers: Record<string, string> = {},
  lostOther = "tidak",
) {
  const fields: Record<string, string> = { intent: "save-check", checkpoint: String(months), lostOther };
  for (let n = 1; n <= count; n += 1) fields[`a_${months}-${n}`] = answers[`${months}-${n}`] ?? "ya";
  // The lists' extra red flags (PrimaKu), answered "ya".
  for (const id of EXTRA_SKILLS[months] ?? []) fields[`a_${id}`] = "ya";
  const response = await postForm(`/dashboard/anak/${childId}/perkembangan`, fields, cookie);
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/dashboard/anak/${childId}/perkembangan#hasil`);
}

/** The download, its headers checked, read back as rows of cells (header row first). */
async function download(cookie: string): Promise<{ text: string; rows: string[][] }> {
  const response = await get(PATH, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toBe(
    `attachment; filename="bidanku-pengukuran-anak-${today()}.csv"`,
  );
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8 with a byte order mark.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(text.endsWith("\r\n")).toBe(true);
  return { text, rows: parseCsv(text.slice(1)) };
}

const cells = (row: string[]) => Object.fromEntries(HEADER.map((name, i) => [name, row[i]]));

describe("the CSV export of a member's children", () => {
  it("sends a visitor to /login and answers a POST with 405", async () => {
    const response = await get(PATH);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    const member = await newMember();
    const post = await postForm(PATH, { intent: "unduh" }, member.cookie);
    expect(post.status).toBe(405);
    await post.body?.cancel();
  });

  it("gives a member without children the header row only, and no link on the list page", async () => {
    const member = await newMember();
    const { text, rows } = await download(member.cookie);
    // A header with a comma is quoted (RFC 4180).
    expect(text).toBe(`\uFEFF${HEADER.map((name) => (name.includes(",") ? `"${name}"` : name)).join(",")}\r\n`);
    expect(rows).toEqual([HEADER]);
    const page = await (await get("/dashboard/anak", member.cookie)).text();
    expect(page).not.toContain(`href="${PATH}"`);
  });

  it("lists the member's own children and measurements, oldest first, scored, names guarded", async () => {
    const other = await newMember("Ibu Tetangga");
    const secret = await addChild(other.cookie, {
      name: "Zulkarnain Rahasia Tetangga",
      sex: "laki",
      birthDate: daysAgo(300),
    });
    await addMeasurement(other.cookie, secret, { measuredOn: daysAgo(2), weight: "9,4" });

    const member = await newMember("Ibu Ratna");
    // The younger child first, so the file's order is not the order of adding.
    const boy = await addChild(member.cookie, { name: '=HYPERLINK("x")', sex: "laki", birthDate: daysAgo(200) });
    const girl = await addChild(member.cookie, { name: 'Ani, "Ucil"', sex: "perempuan", birthDate: daysAgo(365) });
    await addMeasurement(member.cookie, boy, { measuredOn: daysAgo(20), weight: "7,6", head: "43,2" });
    // Newest first, as a member catches up from the Buku KIA.
    await addMeasurement(member.cookie, girl, {
      measuredOn: today(),
      weight: "8,9",
      length: "74,0",
      position: "lying",
      head: "45,0",
    });
    await addMeasurement(member.cookie, girl, {
      measuredOn: daysAgo(185),
      weight: "7.3",
      length: "65,7",
      position: "lying",
    });

    const page = await (await get("/dashboard/anak", member.cookie)).text();
    expect(page).toMatch(
      /<a[^>]*href="\/dashboard\/anak\/unduh"[^>]*download[^>]*>Unduh Semua Pengukuran \(CSV\)<\/a>/,
    );

    // A dose of the girl's (issue 35), and one of the neighbour's child that must not show.
    const dosed = await postForm(
      `/dashboard/anak/${girl}/imunisasi`,
      { intent: "add-dose", dose: "bcg", givenOn: daysAgo(330), place: "Posyandu Melati" },
      member.cookie,
    );
    expect(dosed.status).toBe(302);
    await postForm(
      `/dashboard/anak/${secret}/imunisasi`,
      { intent: "add-dose", dose: "bcg", givenOn: daysAgo(280), place: "Puskesmas Tetangga" },
      other.cookie,
    );
    // A development check of the boy's at 200 days (the 6-month list; issue 36): one skill not
    // seen yet, one lost. And one of the neighbour's child (300 days, the 9-month list).
    await addCheck(member.cookie, boy, 6, 10, { "6-7": "belum", "6-10": "hilang" });
    await addCheck(other.cookie, secret, 9, 11, {}, "ya");

    const { text, rows } = await download(member.cookie);
    expect(text).not.toContain("Zulkarnain");
    expect(text).not.toContain("9.4");
    expect(text).not.toContain("Tetangga");
    const [header, ...body] = rows;
    expect(header).toEqual(HEADER);
    expect(body.map((row) => [row[0], row[4], ...row.slice(-10)])).toEqual([
      ['Ani, "Ucil"', daysAgo(185), ...NO_DOSE, ...NO_CHECK],
      ['Ani, "Ucil"', today(), ...NO_DOSE, ...NO_CHECK],
      ['Ani, "Ucil"', "", "BCG", daysAgo(330), "Posyandu Melati", ...NO_CHECK],
      ['\'=HYPERLINK("x")', daysAgo(20), ...NO_DOSE, ...NO_CHECK],
      [
        '\'=HYPERLINK("x")',
        "",
        ...NO_DOSE,
        today(),
        "6",
        "kronologis",
        "Periksakan anak ke bidan atau dokter segera",
        "Bayi berusaha memperluas pandangan",
        "Bayi tersenyum ketika melihat mainan/gambar yang menarik saat bermain sendiri",
        "tidak",
      ],
    ]);
    // A check's row leaves every measurement cell empty.
    expect(body[4]!.slice(4, 34)).toEqual(Array<string>(30).fill(""));
    // Quoted, the quotes doubled, the formula behind an apostrophe.
    expect(text).toContain('\r\n"Ani, ""Ucil""",Perempuan,');
    expect(text).toContain('\r\n"\'=HYPERLINK(""x"")",Laki-laki,');

    // The girl at 180 days: weight and length lying, no head.
    expect(body[0]).toEqual([
      'Ani, "Ucil"',
      "Perempuan",
      daysAgo(365),
      "",
      daysAgo(185),
      "180",
      "kronologis",
      "180",
      "7.3",
      "65.7",
      "berbaring",
      "",
      // No LiLA, oedema not checked.
      "",
      "",
      "65.7",
      // 7.3 / 0.657² = 16.912...
      "16.91",
      z2(handRestrictedZ(7.3, whoRow("weight", 2, 180))),
      expect.any(String),
      z2(handZ(65.7, whoRow("length", 2, 180))),
      expect.any(String),
      z2(handRestrictedZ(7.3, whoRow("wfl", 2, "65.7"))),
      expect.any(String),
      z2(handRestrictedZ(7.3 / 0.657 ** 2, whoRow("bmi", 2, 180))),
      expect.any(String),
      // No head circumference, no LiLA.
      "",
      "",
      "",
      "",
      // The first weighing: B; no gain or KBM; no sign of severe malnutrition.
      "B",
      "",
      "",
      "",
      "",
      "",
      // No immunisation and no development check on a measurement's row.
      ...NO_DOSE,
      ...NO_CHECK,
    ]);

    // The girl at 365 days: every indicator within +-1 SD, so each indicator's normal band.
    const year = cells(body[1]!);
    const expectedYear = {
      "BB/U": [handRestrictedZ(8.9, whoRow("weight", 2, 365)), "Berat badan normal"],
      "PB/U atau TB/U": [handZ(74, whoRow("length", 2, 365)), "Normal"],
      "BB/PB atau BB/TB": [handRestrictedZ(8.9, whoRow("wfl", 2, "74")), "Gizi baik (normal)"],
      "IMT/U": [handRestrictedZ(8.9 / 0.74 ** 2, whoRow("bmi", 2, 365)), "Gizi baik (normal)"],
      "LK/U": [handZ(45, whoRow("head", 2, 365)), "Normal"],
    } as const;
    for (const [indicator, [z, category]] of Object.entries(expectedYear)) {
      expect(Math.abs(z), indicator).toBeLessThan(1);
      expect(year[`z ${indicator}`], indicator).toBe(z2(z));
      expect(year[`Kategori ${indicator}`], indicator).toBe(category);
    }
    expect(year["Usia (hari)"]).toBe("365");
    expect(year["Berat badan (kg)"]).toBe("8.9");
    expect(year["Panjang/tinggi badan (cm)"]).toBe("74");
    expect(year["Lingkar kepala (cm)"]).toBe("45");

    // The boy at 180 days: weight and head only.
    const boyRow = cells(body[3]!);
    const weightZ = handRestrictedZ(7.6, whoRow("weight", 1, 180));
    const headZ = handZ(43.2, whoRow("head", 1, 180));
    expect(weightZ).toBeGreaterThan(-2);
    expect(weightZ).toBeLessThan(1);
    expect(Math.abs(headZ)).toBeLessThan(2);
    expect(boyRow).toMatchObject({
      "Jenis kelamin": "Laki-laki",
      "Tanggal lahir": daysAgo(200),
      "Usia (hari)": "180",
      "Berat badan (kg)": "7.6",
      "Panjang/tinggi badan (cm)": "",
      "Cara ukur (berbaring/berdiri)": "",
      "Lingkar kepala (cm)": "43.2",
      "z BB/U": z2(weightZ),
      "Kategori BB/U": "Berat badan normal",
      "z PB/U atau TB/U": "",
      "z BB/PB atau BB/TB": "",
      "z IMT/U": "",
      "z LK/U": z2(headZ),
      "Kategori LK/U": "Normal",
      Catatan: "",
    });

    // The other member's file holds only their child (its measurement, then its dose, then its check).
    const theirs = await download(other.cookie);
    expect(
      theirs.rows.slice(1).map((row) => [row[0], cells(row)["Tempat imunisasi"], ...row.slice(-7, -4), row.at(-1)]),
    ).toEqual([
      ["Zulkarnain Rahasia Tetangga", "", "", "", "", ""],
      ["Zulkarnain Rahasia Tetangga", "Puskesmas Tetangga", "", "", "", ""],
      ["Zulkarnain Rahasia Tetangga", "", today(), "9", "kronologis", "ya"],
    ]);
    expect(cells(theirs.rows[3]!)["Hasil cek perkembangan"]).toBe("Periksakan anak ke bidan atau dokter segera");
    expect(theirs.text).not.toContain("Ucil");
  });

  it("lists a child without measurements on a row of its own", async () => {
    const member = await newMember();
    await addChild(member.cookie, {
      name: "Bayi Baru",
      sex: "perempuan",
      birthDate: daysAgo(3),
      gestationalWeeks: "35,5",
    });
    const { rows } = await download(member.cookie);
    expect(rows.slice(1)).toEqual([
      [
        "Bayi Baru",
        "Perempuan",
        daysAgo(3),
        "35.5",
        ...Array<string>(29).fill(""),
        "Belum ada pengukuran.",
        ...NO_DOSE,
        ...NO_CHECK,
      ],
    ]);
  });

  it("adds a premature baby's development check with the corrected age that chose its list (issue 36)", async () => {
    const member = await newMember();
    // Born at 32 weeks 150 days ago: corrected age 150 - 56 = 94 days, the 3-month list.
    const baby = await addChild(member.cookie, {
      name: "Bayi Kecil",
      sex: "laki",
      birthDate: daysAgo(150),
      gestationalWeeks: "32",
    });
    await addCheck(member.cookie, baby, 3, 8);
    const { text, rows } = await download(member.cookie);
    expect(rows.slice(1)).toEqual([
      [
        "Bayi Kecil",
        "Laki-laki",
        daysAgo(150),
        "32",
        ...Array<string>(29).fill(""),
        "Belum ada pengukuran.",
        ...NO_DOSE,
        ...NO_CHECK,
      ],
      [
        "Bayi Kecil",
        "Laki-laki",
        daysAgo(150),
        "32",
        ...Array<string>(30).fill(""),
        ...NO_DOSE,
        today(),
        "3",
        "koreksi",
        "Semua kemampuan di daftar ini sudah terlihat",
        "",
        "",
        "tidak",
      ],
    ]);
    expect(text.endsWith(`,${today()},3,koreksi,Semua kemampuan di daftar ini sudah terlihat,,,tidak\r\n`)).toBe(true);
  });

  it("reads every child and measurement in one round trip after the session", async () => {
    const member = await newMember();
    const response = await request(PATH, { headers: { Cookie: member.cookie } });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    // The session (better-auth's reads, as on every member page) and listChildren's one batch.
    expect(Number(response.headers.get("X-D1-Round-Trips"))).toBeLessThanOrEqual(3);
  });
});
