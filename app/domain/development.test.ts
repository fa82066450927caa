import { describe, expect, it } from "vitest";
import { CHECKPOINTS, checkpointAt, DEVELOPMENT_SOURCES, KPSP_MONTHS, type Checkpoint } from "./development";

// Every expected value below is typed from the research notes (docs: dev-sources.md, section 1.2
// for the Buku KIA lists, 2.2 for the KPSP ages, 3 for the WHO windows, 5.2 Filipek, 5.5 PrimaKu),
// with the accepted corrections of the transcription's typing slips. Nothing is copied from
// development.ts.

function checkpoint(months: number): Checkpoint {
  const found = checkpointAt(months);
  if (!found) throw new Error(`no checkpoint at ${months} months`);
  return found;
}

function bukuKiaTexts(months: number): string[] {
  return checkpoint(months)
    .milestones.filter((milestone) => milestone.source === "bukuKia")
    .map((milestone) => milestone.text);
}

function redFlagTexts(months: number): string[] {
  return checkpoint(months)
    .milestones.filter((milestone) => milestone.redFlag)
    .map((milestone) => milestone.text);
}

function milestoneById(id: string) {
  const found = CHECKPOINTS.flatMap((list) => list.milestones).find((milestone) => milestone.id === id);
  if (!found) throw new Error(`no milestone ${id}`);
  return found;
}

function milestoneByText(months: number, text: string) {
  const found = checkpoint(months).milestones.find((milestone) => milestone.text === text);
  if (!found) throw new Error(`no milestone "${text}" at ${months} months`);
  return found;
}

describe("checkpoints", () => {
  it("are the Buku KIA band ends, in months, in order", () => {
    // Bands 29 hari-3 bulan ... 5-6 tahun; each checklist is what the child does by the band's end.
    expect(CHECKPOINTS.map((list) => list.months)).toEqual([3, 6, 9, 12, 18, 24, 36, 48, 60, 72]);
  });

  it("are found by their exact age only", () => {
    expect(checkpointAt(18)?.months).toBe(18);
    expect(checkpointAt(72)?.months).toBe(72);
    expect(checkpointAt(10)).toBeUndefined();
    expect(checkpointAt(0)).toBeUndefined();
  });

  it("hold as many Buku KIA skills as each band's checklist in the notes", () => {
    // Counted from section 1.2 (4-5 tahun: the first 14 items, as both copies have them).
    const counts = Object.fromEntries(CHECKPOINTS.map((list) => [list.months, bukuKiaTexts(list.months).length]));
    expect(counts).toEqual({ 3: 8, 6: 10, 9: 11, 12: 12, 18: 8, 24: 8, 36: 9, 48: 13, 60: 14, 72: 13 });
  });
});

describe("Buku KIA checklists (section 1.2)", () => {
  it("by 3 bulan", () => {
    expect(bukuKiaTexts(3)).toEqual([
      "Bayi bisa mengangkat kepala mandiri hingga setinggi 45 derajat",
      "Bayi bisa menggerakkan kepala dari kiri/kanan ke tengah",
      "Bayi bisa melihat dan menatap wajah Anda",
      "Bayi bisa mengoceh spontan atau bereaksi dengan mengoceh",
      "Bayi suka tertawa keras",
      "Bayi bereaksi terkejut terhadap suara keras",
      "Bayi membalas tersenyum ketika diajak bicara/tersenyum",
      "Bayi mengenal ibu dengan penglihatan, penciuman, pendengaran, kontak",
    ]);
  });

  it("by 9 bulan", () => {
    expect(bukuKiaTexts(9)).toEqual([
      "Bayi bisa duduk secara mandiri",
      "Bayi belajar berdiri, kedua kakinya menyangga sebagian berat badan",
      "Bayi bisa merangkak meraih mainan atau mendekati seseorang",
      "Bayi bisa memindahkan benda dari satu tangan ke tangan lainnya",
      "Bayi bisa memungut 2 benda, kedua tangan pegang 2 benda pada saat bersamaan",
      "Bayi bisa memungut benda sebesar kacang dengan cara meraup",
      "Bayi bersuara tanpa arti, mamama, bababa, dadada, tatatata",
      "Bayi mencari mainan/benda yang dijatuhkan",
      "Bayi bermain tepuk tangan/ciluk ba",
      "Bayi bergembira dengan melempar benda",
      "Bayi makan kue sendiri",
    ]);
  });

  it("by 18 bulan", () => {
    expect(bukuKiaTexts(18)).toEqual([
      "Anak bisa berdiri sendiri tanpa berpegangan",
      "Anak bisa membungkuk memungut mainan kemudian berdiri kembali",
      "Anak bisa berjalan mundur lima langkah",
      "Anak bisa memanggil ayah dengan kata “papa”, memanggil ibu dengan kata “mama”",
      "Anak bisa menumpuk dua kubus",
      "Anak bisa memasukkan kubus di kotak",
      "Anak bisa menunjuk apa yang diinginkan tanpa menangis/merengek, anak bisa mengeluarkan suara yang menyenangkan atau menarik tangan ibu",
      "Anak bisa memperlihatkan rasa cemburu/bersaing",
    ]);
  });

  it("by 6 tahun (band 5-6 tahun)", () => {
    expect(bukuKiaTexts(72)).toEqual([
      "Anak bisa berjalan lurus",
      "Anak bisa berdiri dengan 1 kaki selama 11 detik",
      "Anak bisa menggambar dengan 6 bagian, menggambar orang lengkap",
      "Anak bisa menangkap bola kecil dengan kedua tangan",
      "Anak bisa menggambar segi empat",
      "Anak bisa mengerti arti lawan kata",
      "Anak bisa mengerti pembicaraan yang menggunakan 7 kata atau lebih",
      "Anak bisa menjawab pertanyaan tentang benda terbuat dari apa dan kegunaannya",
      "Anak bisa mengenal angka, bisa menghitung angka 5-10",
      "Anak bisa mengenal warna-warni",
      "Anak bisa mengungkapkan simpati",
      "Anak bisa mengikuti aturan permainan",
      "Anak bisa berpakaian sendiri tanpa dibantu",
    ]);
  });

  it("stimulation for 6-9 bulan", () => {
    expect(checkpoint(9).stimulation).toEqual([
      "Peluk, senyum, bicara, panggil namanya",
      "Bersalaman, tepuk tangan, melambai ke orang lain",
      "Kenalkan/tunjuk nama orang (papa/mama) dan benda sekitar",
      "Cilukba, melihat cermin",
      "Tunjuk dan sebutkan nama gambar",
      "Bacakan dongeng",
      "Pegang mainan dengan 2 tangan",
      "Masukkan benda kecil ke dalam wadah",
      "Sembunyikan dan cari mainan",
      "Mainan yang mengapung di air",
      "Memukul-mukul",
      "Duduk, merangkak, berdiri berpegangan",
    ]);
  });

  it("stimulation for 2-3 tahun splits the run-together item as the 3-4 tahun list does", () => {
    const stimulation = checkpoint(36).stimulation;
    expect(stimulation).toContain("Anak diminta bercerita pengalaman");
    expect(stimulation).toContain("Menonton TV didampingi maksimal 1 jam, menyanyi");
    expect(stimulation.indexOf("Menonton TV didampingi maksimal 1 jam, menyanyi")).toBe(
      stimulation.indexOf("Anak diminta bercerita pengalaman") + 1,
    );
  });
});

describe("red flags from PrimaKu (section 5.5), matched to Buku KIA items by meaning", () => {
  it("at 3 months", () => {
    // "Di posisi tengkurap, tidak dapat mengangkat kepala" -> 45 derajat;
    // "Tidak membuat suara-suara (ooohh... aaahh...)" -> mengoceh;
    // "Tidak merespon suara keras" -> terkejut terhadap suara keras;
    // "Tidak membalas senyuman ataupun tersenyum spontan" -> membalas tersenyum;
    // "Tatapan mata tidak dapat mengikuti objek bergerak" has no Buku KIA item of the same meaning:
    // it is asked as an extra skill. ("Tidak memasukkan tangan ke dalam mulut" is not asked.)
    expect(redFlagTexts(3)).toEqual([
      "Bayi bisa mengangkat kepala mandiri hingga setinggi 45 derajat",
      "Bayi bisa mengoceh spontan atau bereaksi dengan mengoceh",
      "Bayi bereaksi terkejut terhadap suara keras",
      "Bayi membalas tersenyum ketika diajak bicara/tersenyum",
      "Mata bayi mengikuti benda atau wajah yang bergerak",
    ]);
  });

  it("at 6 months", () => {
    // "Tidak mampu berguling" -> berbalik dari telungkup ke telentang;
    // "Di posisi tengkurap, tidak dapat mengangkat kepala dan dada dengan lengan sebagai penyangga"
    //   -> mengangkat kepala hingga tegak 90 derajat;
    // "Saat ditarik di posisi duduk dari terlentang, kepala terkulai ke belakang"
    //   -> mempertahankan posisi kepala tetap tegak dan stabil;
    // "Tidak coba meraih mainan" -> meraih benda dalam jangkauan;
    // "Tidak tertawa atau membuat suara memekik kegirangan" -> suara gembira ... memekik;
    // "Tidak mencari sumber suara" and "Tidak membuat kontak mata dengan orang lain": extra skills.
    expect(redFlagTexts(6)).toEqual([
      "Bayi bisa berbalik dari telungkup ke telentang",
      "Bayi bisa mengangkat kepala secara mandiri hingga tegak 90 derajat",
      "Bayi bisa mempertahankan posisi kepala tetap tegak dan stabil",
      "Bayi bisa meraih benda yang ada dalam jangkauannya",
      "Bayi mengeluarkan suara gembira bernada tinggi atau memekik",
      "Bayi menoleh mencari sumber suara",
      "Bayi menatap mata orang yang mengajaknya bermain",
    ]);
  });

  it("at 9 months", () => {
    // "Belum bisa makan biskuit bayi atau finger food sendiri" -> makan kue sendiri;
    // "Tidak dapat duduk tanpa bantuan" -> duduk secara mandiri;
    // "Kaki tidak menjejak ke permukaan saat dipegang dalam posisi berdiri" -> kakinya menyangga;
    // "Tidak dapat memindahkan mainan antar tangan" -> memindahkan benda antar tangan;
    // "Tidak suka bermain cilukba ..." -> tepuk tangan/ciluk ba;
    // "Tidak mengeluarkan suara kombinasi konsonan vokal" -> mamama, bababa;
    // "Tidak mengenali namanya": an extra skill.
    // Crawling is not a red flag on its own (WHO: 4.3% never crawl).
    expect(redFlagTexts(9)).toEqual([
      "Bayi bisa duduk secara mandiri",
      "Bayi belajar berdiri, kedua kakinya menyangga sebagian berat badan",
      "Bayi bisa memindahkan benda dari satu tangan ke tangan lainnya",
      "Bayi bersuara tanpa arti, mamama, bababa, dadada, tatatata",
      "Bayi bermain tepuk tangan/ciluk ba",
      "Bayi makan kue sendiri",
      "Bayi menoleh saat dipanggil namanya",
    ]);
  });

  it("cite PrimaKu for every red flag at 3, 6 and 9 months", () => {
    for (const months of [3, 6, 9]) {
      for (const milestone of checkpoint(months).milestones.filter((item) => item.redFlag)) {
        expect(milestone.redFlag?.sources, milestone.text).toContain("primaku");
      }
    }
  });

  it("do not flag crawling", () => {
    expect(milestoneByText(9, "Bayi bisa merangkak meraih mainan atau mendekati seseorang").redFlag).toBeUndefined();
  });
});

describe("red flags from WHO motor windows (section 3)", () => {
  // 99th percentiles from the WHO Motor Development Study abstract, written the Indonesian way.
  const WHO_99TH = ["9,2", "13,5", "11,4", "13,7", "16,9", "17,6"];

  const whoReasons = () =>
    CHECKPOINTS.flatMap((list) => list.milestones)
      .filter((milestone) => milestone.redFlag?.sources.includes("whoMotor"))
      .map((milestone) => ({ text: milestone.text, reason: milestone.redFlag!.reason }));

  it("quote only numbers of the WHO table", () => {
    const quoted = whoReasons().flatMap(({ reason }) => reason.match(/\d+,\d/g) ?? []);
    expect(quoted.length).toBeGreaterThan(0);
    for (const number of quoted) expect(WHO_99TH).toContain(number);
  });

  it("quote 9,2 for sitting without support on the 9-month sitting item", () => {
    const reason = milestoneByText(9, "Bayi bisa duduk secara mandiri").redFlag?.reason ?? "";
    expect(reason).toContain("9,2");
    expect(reason).toMatch(/duduk tanpa bantuan/);
  });

  it("quote 11,4 for standing with assistance on a 12-month item", () => {
    const withNumber = whoReasons().filter(({ reason }) => reason.includes("11,4"));
    expect(withNumber).toHaveLength(1);
    expect(withNumber[0]!.reason).toMatch(/berdiri dengan berpegangan/);
    expect(checkpoint(12).milestones.map((milestone) => milestone.text)).toContain(withNumber[0]!.text);
  });

  it("quote 16,9 for standing alone on the 18-month standing item", () => {
    const reason = milestoneByText(18, "Anak bisa berdiri sendiri tanpa berpegangan").redFlag?.reason ?? "";
    expect(reason).toContain("16,9");
    expect(reason).toMatch(/berdiri sendiri/);
  });

  it("quote 17,6 for walking alone on the extra 18-month item", () => {
    const walking = milestoneById("18-jalan");
    expect(checkpoint(18).milestones).toContain(walking);
    expect(walking.source).toBe("whoMotor");
    expect(walking.redFlag?.sources).toContain("whoMotor");
    expect(walking.redFlag?.reason).toContain("17,6");
    expect(walking.redFlag?.reason).toMatch(/berjalan sendiri/);
    // WHO's criterion for walking alone: at least five steps.
    expect(walking.text).toMatch(/lima langkah/);
  });
});

describe("extra red flags from Filipek 2000 (section 5.2)", () => {
  it("gestures by 12 months", () => {
    const gestures = milestoneById("12-isyarat");
    expect(checkpoint(12).milestones).toContain(gestures);
    expect(gestures.source).toBe("filipek");
    expect(gestures.redFlag?.sources).toContain("filipek");
    expect(gestures.text).toMatch(/menunjuk/);
  });

  it("two-word phrases by 24 months", () => {
    const twoWords = milestoneById("24-dua-kata");
    expect(checkpoint(24).milestones).toContain(twoWords);
    expect(twoWords.source).toBe("filipek");
    expect(twoWords.redFlag?.sources).toContain("filipek");
  });

  it("are the only skills not from the Buku KIA", () => {
    const others = CHECKPOINTS.flatMap((list) => list.milestones)
      .filter((milestone) => milestone.source !== "bukuKia")
      .map((milestone) => milestone.id)
      .sort();
    // PrimaKu's signs without a Buku KIA item of the same meaning (3, 6, 9 months), AAN/CNS's
    // gestures and two-word phrases, WHO's walking alone at 18 months (asked again at 24 and 36).
    expect(others).toEqual([
      "12-isyarat",
      "18-jalan",
      "24-dua-kata",
      "24-jalan",
      "3-mata",
      "36-jalan",
      "6-suara",
      "6-tatap",
      "9-nama",
    ]);
  });
});

describe("KPSP ages (section 2.2)", () => {
  it("are the Pedoman SDIDTK screening ages", () => {
    expect([...KPSP_MONTHS]).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 30, 36, 42, 48, 54, 60, 66, 72]);
  });
});

describe("data integrity", () => {
  const all = CHECKPOINTS.flatMap((list) => list.milestones.map((milestone) => ({ list, milestone })));

  it("every milestone id is unique", () => {
    const ids = all.map(({ milestone }) => milestone.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every milestone id starts with its checkpoint's months", () => {
    for (const { list, milestone } of all) expect(milestone.id.startsWith(`${list.months}-`), milestone.id).toBe(true);
  });

  it("every source is a known source", () => {
    for (const [key, source] of Object.entries(DEVELOPMENT_SOURCES)) {
      expect(source.id).toBe(key);
      expect(source.citation.trim()).not.toBe("");
      expect(source.url).toMatch(/^https:\/\//);
    }
    for (const { milestone } of all) expect(Object.keys(DEVELOPMENT_SOURCES), milestone.id).toContain(milestone.source);
  });

  it("every red flag has a reason and at least one known source", () => {
    const flags = all.filter(({ milestone }) => milestone.redFlag);
    expect(flags.length).toBeGreaterThan(0);
    for (const { milestone } of flags) {
      expect(milestone.redFlag!.reason.trim(), milestone.id).not.toBe("");
      expect(milestone.redFlag!.sources.length, milestone.id).toBeGreaterThan(0);
      for (const source of milestone.redFlag!.sources)
        expect(Object.keys(DEVELOPMENT_SOURCES), milestone.id).toContain(source);
    }
  });

  it("every list has texts and activities without stray spaces or trailing punctuation", () => {
    for (const list of CHECKPOINTS) {
      expect(list.milestones.length).toBeGreaterThan(0);
      expect(list.stimulation.length).toBeGreaterThan(0);
      for (const text of [...list.milestones.map((milestone) => milestone.text), ...list.stimulation]) {
        expect(text, text).toBe(text.trim());
        expect(text, text).not.toMatch(/[,?]$|\s{2}|\/ | \//);
      }
    }
  });
});
