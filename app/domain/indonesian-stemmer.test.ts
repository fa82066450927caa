import { describe, expect, it } from "vitest";
import { createStemmer } from "./indonesian-stemmer";
import { ROOT_WORDS } from "./indonesian-root-words";

const roots = new Set(ROOT_WORDS.split("\n"));
const stem = createStemmer((word) => roots.has(word));

describe("the root-word dictionary", () => {
  it("is Sastrawi's list: about 30,000 lower-case words, the common ones of this site among them", () => {
    expect(roots.size).toBe(29_932);
    for (const word of ["hamil", "susu", "salin", "periksa", "darah", "imunisasi", "timbang", "gizi"]) {
      expect(roots.has(word), word).toBe(true);
    }
  });
});

describe("createStemmer, over Sastrawi's dictionary", () => {
  // Word and stem pairs from Sastrawi's published functional test
  // (tests/SastrawiFunctionalTest/Stemmer/StemmerTest.php), typed here by hand. Left out:
  // "apatah" and "belikan", which that test stems with a small dictionary but which are root
  // words themselves in the full one.
  it.each([
    ["mei", "mei"],
    ["bui", "bui"],
    ["nilai", "nilai"],
    ["hancurlah", "hancur"],
    ["benarkah", "benar"],
    ["siapapun", "siapa"],
    ["jubahku", "jubah"],
    ["bajumu", "baju"],
    ["celananya", "celana"],
    ["hantui", "hantu"],
    ["jualan", "jual"],
    ["bukumukah", "buku"],
    ["miliknyalah", "milik"],
    ["kulitkupun", "kulit"],
    ["berikanku", "beri"],
    ["sakitimu", "sakit"],
    ["beriannya", "beri"],
    ["kasihilah", "kasih"],
    ["dibuang", "buang"],
    ["sesuap", "suap"],
    ["beradu", "adu"],
    ["berambut", "rambut"],
    ["bersuara", "suara"],
    ["berdaerah", "daerah"],
    ["belajar", "ajar"],
    ["bekerja", "kerja"],
    ["beternak", "ternak"],
    ["terasing", "asing"],
    ["teraup", "raup"],
    ["tergerak", "gerak"],
    ["terpuruk", "puruk"],
    ["teterbang", "terbang"],
    ["melipat", "lipat"],
    ["meringkas", "ringkas"],
    ["mewarnai", "warna"],
    ["meyakinkan", "yakin"],
    ["membangun", "bangun"],
    ["memfitnah", "fitnah"],
    ["memvonis", "vonis"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  // Words of this site, with the roots an Indonesian dictionary (KBBI) gives them.
  it.each([
    ["kehamilan", "hamil"],
    ["kehamilannya", "hamil"],
    ["menyusui", "susu"],
    ["persalinan", "salin"],
    ["bersalin", "salin"],
    ["pemeriksaan", "periksa"],
    ["diperiksa", "periksa"],
    ["perdarahan", "darah"],
    ["pendarahan", "darah"],
    ["pertumbuhan", "tumbuh"],
    ["perkembangan", "kembang"],
    ["diberikan", "beri"],
    ["pemberian", "beri"],
    ["memperbaiki", "baik"],
    ["mempergunakan", "guna"],
    ["penyabar", "sabar"],
    ["mengecil", "kecil"],
    ["melahirkan", "lahir"],
    ["kelahiran", "lahir"],
    ["keguguran", "gugur"],
    ["makanan", "makan"],
    ["bergizi", "gizi"],
    ["kebersihan", "bersih"],
    ["keputihan", "putih"],
    ["dianjurkan", "anjur"],
    ["pelajar", "ajar"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("leaves a word alone when no root word is reached from it, and words under four letters", () => {
    expect(stem("preeklampsia")).toBe("preeklampsia");
    expect(stem("imunsasi")).toBe("imunsasi");
    expect(stem("asi")).toBe("asi");
    expect(stem("kb")).toBe("kb");
  });

  it("follows the rule table's sound changes on a small dictionary", () => {
    const small = createStemmer((word) => ["sapu", "nyanyi", "tarik", "pukul", "cat", "kirim"].includes(word));
    expect(small("menyapu")).toBe("sapu"); // 18b: meny-sV
    expect(small("menyanyi")).toBe("nyanyi"); // 18a: me-nyV
    expect(small("penarik")).toBe("tarik"); // 28b: pe-tV
    expect(small("pemukul")).toBe("pukul"); // 26b: pe-pV
    expect(small("mengecat")).toBe("cat"); // 17c: menge-C
    expect(small("pengecatan")).toBe("cat"); // -an, then 30c: penge-C
    expect(small("mengirimkan")).toBe("kirim"); // -kan, then 17b: meng-kV
  });
});
