import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The seed's health content, checked for what a medical review found and fixed (decision 011),
// so that an edit can never quietly bring back advice that delays care.

const seedDir = new URL("../drizzle/seed/", import.meta.url);
const json = (name: string) => JSON.parse(readFileSync(new URL(name, seedDir), "utf8"));

interface Reviewed {
  author: string | null;
  reviewerName: string;
  reviewerCredential: string;
  reviewedAt: string;
  sources: { citation: string; url?: string }[];
}
type Article = Reviewed & { id: number; title: string; category: string; contentFile: string };
type Guide = Reviewed & {
  id: string;
  description: string;
  milestones: Record<string, string[]>;
  stimulasi: string[];
  redFlags: string[];
};

const articles: (Article & { html: string })[] = json("articles.json").map((article: Article) => ({
  ...article,
  html: readFileSync(new URL(article.contentFile, seedDir), "utf8"),
}));
const guides: Guide[] = json("growth.json");
const guideText = (guide: Guide) =>
  [guide.description, ...Object.values(guide.milestones).flat(), ...guide.stimulasi, ...guide.redFlags].join("\n");
const article = (id: number) => articles.find((a) => a.id === id)!.html;

describe("every health page names its review and sources", () => {
  it.each([...articles.map((a) => [`artikel ${a.id}`, a] as const), ...guides.map((g) => [g.id, g] as const)])(
    "%s",
    (_, page) => {
      expect(page.reviewerName).toMatch(/^Bd\. \S+/);
      expect(page.reviewerCredential).toMatch(/\S/);
      expect(page.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.reviewedAt <= "2026-11-21" || page.reviewedAt <= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(page.sources.length).toBeGreaterThanOrEqual(2);
      for (const source of page.sources) {
        expect(source.citation.length).toBeGreaterThan(20);
        if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\//);
      }
      // A reviewer reviews someone else's text.
      const reviewer = page.reviewerName.replace(/^Bd\. /, "");
      expect(page.author ?? "").not.toContain(reviewer);
    },
  );

  it("cites the WHO standards and Permenkes 2/2020 on every growth guide (its table rests on them)", () => {
    for (const guide of guides) {
      const citations = guide.sources.map((s) => s.citation).join("\n");
      expect(citations, guide.id).toContain("WHO Child Growth Standards");
      expect(citations, guide.id).toMatch(/Nomor 2 Tahun 2020|No\. 2 Tahun 2020/);
    }
  });
});

describe("articles never delay care", () => {
  it("links every pregnancy, birth and postpartum article to the danger-signs page", () => {
    for (const a of articles.filter((a) => ["Kehamilan", "Persalinan", "Nifas"].includes(a.category))) {
      expect(a.html, `${a.id}`).toContain('href="/tanda-bahaya"');
    }
  });

  it("has none of the unsafe rules the review removed", () => {
    for (const a of articles) {
      const text = a.html.replace(/<[^>]+>/g, "");
      expect(text, `${a.id}: 10 movements in 12 hours`).not.toMatch(/gerakan[^.]{0,40}12 jam/i);
      expect(text, `${a.id}: lie on the left and watch again`).not.toMatch(/miring ke kiri[^.]{0,60}perhatikan lagi/i);
      expect(text, `${a.id}: fever only after 2 days`).not.toMatch(/demam (lebih dari|selama) (2|dua) hari/i);
      expect(text, `${a.id}: cloudy fluid as normal`).not.toMatch(/(jernih|normal)[^.]{0,30}agak keruh/i);
      expect(text, `${a.id}: liver as a recommended food`).not.toMatch(
        /(konsumsi|makan)[^.]{0,20}hati (ayam|sapi)[^.]{0,20}(setiap hari|sesering)/i,
      );
    }
  });

  it("makes breathlessness, chest pain and severe abdominal pain urgent in the danger-signs article", () => {
    const html = article(1);
    const urgent = html.slice(0, html.indexOf("<h2>Keluhan Lain"));
    for (const sign of ["Sesak napas", "nyeri dada", "Nyeri perut hebat"]) expect(urgent).toContain(sign);
    const later = html.slice(html.indexOf("<h2>Keluhan Lain"));
    expect(later).not.toMatch(/sesak napas|nyeri dada/i);
  });

  it("gives the current fetal-movement rule: same day, and now below 10 in 2 hours", () => {
    for (const id of [1, 6, 8]) {
      const text = article(id).replace(/<[^>]+>/g, "");
      expect(text, `${id}`).toMatch(/hari (itu|ini|yang sama) juga|hari yang sama/);
      expect(text, `${id}`).toMatch(/10 gerakan/);
      expect(text, `${id}`).toMatch(/2 jam/);
      expect(text, `${id}`).toMatch(/Jangan menunggu (sampai )?besok/i);
    }
  });

  it("gives folic acid from before pregnancy, a caffeine limit and liver only in moderation", () => {
    const text = article(2).replace(/<[^>]+>/g, "");
    expect(text).toMatch(/400 (µg|mikrogram|mcg)/);
    expect(text).toMatch(/sebelum hamil|sebelum kehamilan|sejak merencanakan/);
    expect(text).toContain("200 mg");
    expect(text).toMatch(/[Bb]atasi hati/);
    expect(text).toContain("vitamin A");
  });

  it("treats postpartum fever as a same-day reason to be seen", () => {
    const text = article(10).replace(/<[^>]+>/g, "");
    expect(text).toMatch(/[Dd]emam[^.]{0,120}(hari itu juga|hari yang sama|hari ini juga)/);
  });
});

describe("growth guides", () => {
  it("name the red flags every age shares", () => {
    for (const guide of guides) {
      const flags = guide.redFlags.join("\n");
      expect(flags, guide.id).toMatch(/Kehilangan kemampuan/);
      expect(flags, guide.id).toMatch(/Kejang[^\n]*segera ke fasilitas kesehatan/);
      expect(flags, guide.id).toMatch(/Berat badan tidak naik/);
      expect(flags, guide.id).toMatch(/[Ll]ingkar kepala/);
      expect(flags, guide.id).toMatch(/[Mm]anik mata \(pupil\) tampak putih/);
    }
  });

  it("say no screens under 2 years and at most an hour from 2", () => {
    for (const guide of guides) {
      const text = guideText(guide);
      expect(text, guide.id).not.toMatch(/[Bb]atasi (layar|gawai)/);
      if (["0-3-bulan", "4-6-bulan", "7-12-bulan", "1-2-tahun"].includes(guide.id))
        expect(text, guide.id).toContain("Tanpa layar");
      else expect(text, guide.id).toMatch(/paling lama 1 jam sehari/);
    }
  });

  it("put milestones at the age most children reach them", () => {
    const fourToSix = Object.values(guides.find((g) => g.id === "4-6-bulan")!.milestones)
      .flat()
      .join("\n");
    expect(fourToSix).not.toMatch(/tangan ke tangan|tangan lain(nya)?$/m);
    expect(fourToSix).not.toMatch(/namanya dipanggil/);
    expect(fourToSix).not.toMatch(/ma-ma|ba-ba|konsonan/);
    expect(fourToSix).not.toMatch(/cilukba/);
    const sevenToTwelve = Object.values(guides.find((g) => g.id === "7-12-bulan")!.milestones)
      .flat()
      .join("\n");
    for (const moved of [/tangan lainnya/, /namanya dipanggil/, /ma-ma/, /cilukba/])
      expect(sevenToTwelve).toMatch(moved);
    const toddler = guides.find((g) => g.id === "1-2-tahun")!;
    expect(toddler.milestones.bahasa!.join("\n")).toContain("Menunjuk beberapa anggota tubuh");
    expect(guideText(toddler)).not.toMatch(/[Mm]enyebutkan nama beberapa anggota tubuh/);
    expect(toddler.redFlags.join("\n")).toContain("M-CHAT-R/F");
  });

  it("cover newborn danger signs and safe sleep in the first guide", () => {
    const first = guides.find((g) => g.id === "0-3-bulan")!;
    const flags = first.redFlags.join("\n");
    expect(flags).toMatch(/Tanda bahaya bayi baru lahir[^\n]*Segera ke fasilitas kesehatan[^\n]*Tanda Bahaya/);
    expect(guideText(first)).toMatch(/telentang/);
  });

  it("state no WHO numbers in their texts (the page computes them from WHO's tables)", () => {
    for (const guide of guides) {
      expect(guide).not.toHaveProperty("whoStandards");
      expect(guideText(guide), guide.id).not.toMatch(/\d+(,\d)?\s?kg\b/);
      expect(guideText(guide), guide.id).not.toMatch(/(panjang|tinggi|lingkar)[^.]{0,30}\d+(,\d)?\s?cm\b/i);
    }
  });
});
