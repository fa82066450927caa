// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { SevereBox } from "~/components/GrowthFields";
import { OEDEMA_NOTE } from "~/domain/growth-check-form";
import { COLOUR_NOTE, type GrowthResultView } from "~/domain/growth-result-view";
import { canonical } from "../same-markup.dom";
import { GrowthResult, GrowthResultTemplate } from "./GrowthResult";
import { resultSection, severeBox } from "./result.dom";

const html = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

// Views typed by hand (the markup is under test, not the scoring): every kind of card, with and
// without its notes, urgent and calm advice, with and without the danger signs, with and without
// the severe box (two signs, issue 34).
const views: GrowthResultView[] = [
  {
    severe: null,
    ageLabel: "Usia",
    age: "7 bulan 3 hari",
    ageDetails: " (lahir 25 April 2026)",
    adjustedNote: null,
    standingYoungNote: null,
    cards: [
      {
        kind: "scored",
        title: "Berat badan menurut umur",
        tone: "normal",
        label: "Berat badan normal",
        z: "-0,4",
        advice: "Lanjutkan.",
        urgent: false,
        dangerSigns: false,
      },
      {
        kind: "scored",
        title: "Panjang badan menurut umur",
        tone: "warning",
        label: "Pendek",
        z: "-2,3",
        advice: "Bawa ke posyandu.",
        urgent: false,
        dangerSigns: false,
      },
      { kind: "unscored", title: "Lingkar kepala menurut umur", text: "Tidak diisi." },
    ],
    oedemaNote: OEDEMA_NOTE,
    colourNote: COLOUR_NOTE,
  },
  {
    severe: { signs: ["LiLA kecil.", "Bengkak di kedua kaki."], action: "Hari ini." },
    ageLabel: "Usia koreksi",
    age: "2 bulan",
    ageDetails: "",
    adjustedNote: "Lahir 6 minggu lebih awal: dinilai dengan usia koreksi.",
    standingYoungNote: "Diukur berdiri: 0,7 cm ditambahkan.",
    cards: [
      {
        kind: "scored",
        title: "Berat badan menurut panjang badan",
        tone: "danger",
        label: "Gizi buruk",
        z: "-3,4",
        advice: "Bawa ke puskesmas hari ini.",
        urgent: true,
        dangerSigns: true,
      },
    ],
    oedemaNote: OEDEMA_NOTE,
    colourNote: COLOUR_NOTE,
  },
];

test.each(views)("the offline result is the server's: $age", (view) => {
  document.body.innerHTML = html(<GrowthResultTemplate />);
  const section = resultSection(document.querySelector("template"), view);
  expect(section).not.toBeNull();
  expect(canonical(section!.outerHTML)).toBe(canonical(html(<GrowthResult view={view} />)));
});

test("a refused form's severe box is the result's box alone, filled as the server fills it (issue 34)", () => {
  document.body.innerHTML = html(<GrowthResultTemplate />);
  const template = document.querySelector("template");
  const severe = { signs: ["LiLA kecil.", "Bengkak di kedua kaki."], action: "Hari ini." };
  const box = severeBox(template, severe);
  expect(box).not.toBeNull();
  // The template's box is the one in the result, which GrowthResult draws with "my-3".
  expect(canonical(box!.outerHTML)).toBe(canonical(html(<SevereBox severe={severe} className="my-3" />)));
  // No sign, or no template: no box.
  expect(severeBox(template, null)).toBeNull();
  expect(severeBox(null, severe)).toBeNull();
});
