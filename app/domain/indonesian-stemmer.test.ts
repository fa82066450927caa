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

// Sastrawi's published functional test (tests/SastrawiFunctionalTest/Stemmer/StemmerTest.php of
// github.com/sastrawi/sastrawi at 09db1bd): its small dictionary, then its word/stem cases, as
// published (the hyphenated plurals left out: the search cuts words at hyphens). Data only.
const PUBLISHED_DICTIONARY = `
  hancur benar apa siapa jubah baju beli celana hantu jual buku milik kulit sakit kasih buang
  suap nilai beri rambut adu suara daerah ajar kerja ternak asing raup gerak puruk terbang lipat
  ringkas warna yakin bangun fitnah vonis baru tangkap kupas minum pukul cinta dua dahulu jauh
  jarah ziarah nuklir nasihat gila hajar qasar udara populer yoga adil rumah muka labuh tarung
  tebar indah daya untung sepuluh ekonomi makmur telah serta percaya pengaruh kritik seko sekolah
  tahan capa capai mula mulai petan tani aba abai balas balik peran medan syukur syarat bom
  promosi proteksi prediksi kaji sembunyi langgan laku baik terang iman bisik taat puas makan
  nyala nyanyi nyata nyawa rata lembut ligas budaya karya ideal final tiru sepak kuasa malaikat
  nikmat stabil transkripsi lewat nganga allah
`;
const PUBLISHED_CASES = `
  mei mei, bui bui, nilai nilai, hancurlah hancur, benarkah benar, apatah apa, siapapun siapa,
  jubahku jubah, bajumu baju, celananya celana, hantui hantu, belikan beli, jualan jual,
  bukumukah buku, miliknyalah milik, kulitkupun kulit, berikanku beri, sakitimu sakit,
  beriannya beri, kasihilah kasih, dibuang buang, kesakitan sakit, sesuap suap, beradu adu,
  berambut rambut, bersuara suara, berdaerah daerah, belajar ajar, bekerja kerja,
  beternak ternak, terasing asing, teraup raup, tergerak gerak, terpuruk puruk,
  teterbang terbang, melipat lipat, meringkas ringkas, mewarnai warna, meyakinkan yakin,
  membangun bangun, memfitnah fitnah, memvonis vonis, memperbarui baru, mempelajari ajar,
  meminum minum, memukul pukul, mencinta cinta, mendua dua, menjauh jauh, menziarah ziarah,
  menuklir nuklir, menangkap tangkap, menggila gila, menghajar hajar, mengqasar qasar,
  mengudara udara, mengupas kupas, menyuarakan suara, mempopulerkan populer, pewarna warna,
  peyoga yoga, peradilan adil, perumahan rumah, permuka muka, perdaerah daerah, pembangun bangun,
  pemfitnah fitnah, pemvonis vonis, peminum minum, pemukul pukul, pencinta cinta,
  pendahulu dahulu, penjarah jarah, penziarah ziarah, penasihat nasihat, penangkap tangkap,
  penggila gila, penghajar hajar, pengqasar qasar, pengudara udara, pengupas kupas,
  penyuara suara, pelajar ajar, pelabuhan labuh, petarung tarung, terpercaya percaya,
  pekerja kerja, peserta serta, mempengaruhi pengaruh, mengkritik kritik, bersekolah sekolah,
  bertahan tahan, mencapai capai, dimulai mulai, petani tani, terabai abai, mensyaratkan syarat,
  mensyukuri syukur, mengebom bom, mempromosikan promosi, memproteksi proteksi,
  memprediksi prediksi, pengkajian kaji, pengebom bom, bersembunyi sembunyi,
  bersembunyilah sembunyi, pelanggan langgan, pelaku laku, pelangganmukah langgan,
  pelakunyalah laku, perbaikan baik, kebaikannya baik, bisikan bisik, menerangi terang,
  berimanlah iman, memuaskan puas, berpelanggan langgan, bermakanan makan, menyala nyala,
  menyanyikan nyanyi, menyatakannya nyata, penyanyi nyanyi, penyawaan nyawa, rerata rata,
  lelembut lembut, lemigas ligas, kinerja kerja, bertebaran tebar, terasingkan asing,
  membangunkan bangun, mencintai cinta, menduakan dua, menjauhi jauh, menggilai gila,
  pembangunan bangun, marwan marwan, subarkah subarkah, memberdayakan daya, persemakmuran makmur,
  keberuntunganmu untung, kesepersepuluhnya sepuluh, menahan tahan, peranan peran,
  memberikan beri, medannya medan, idealis ideal, idealisme ideal, finalisasi final,
  penstabilan stabil, pentranskripsi transkripsi, mentaati taat, melewati lewat, menganga nganga,
  kupukul pukul, kauhajar hajar
`;

describe("createStemmer, on Sastrawi's published cases and dictionary", () => {
  const published = new Set(PUBLISHED_DICTIONARY.trim().split(/\s+/));
  const stemPublished = createStemmer((word) => published.has(word));
  const cases = PUBLISHED_CASES.trim()
    .split(/,\s*/)
    .map((pair) => pair.split(" ") as [string, string]);

  it("has all 155 cases", () => {
    expect(cases).toHaveLength(155);
  });

  it.each(cases)("%s → %s", (word, expected) => {
    expect(stemPublished(word)).toBe(expected);
  });
});
