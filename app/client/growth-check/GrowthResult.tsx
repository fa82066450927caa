import { ChildDangerSigns, SevereBox, TONE_STYLE } from "~/components/GrowthFields";
import { OEDEMA_NOTE } from "~/domain/growth-check-form";
import { COLOUR_NOTE, type GrowthResultView } from "~/domain/growth-result-view";
import { attr } from "../names";
import { GROWTH_ADVICE, GROWTH_CARD, GROWTH_RESULT_TEMPLATE, GROWTH_TONE, growthSlot } from "./contract";

// The growth check's result (issue 16, decision 043), rendered by the server after a check and,
// without a network, filled by the page's offline module (./offline.ts) from GrowthResultTemplate.

/** One indicator's card; `skeleton` renders both advice styles, for the offline template. */
function IndicatorCard({ card, skeleton = false }: { card: GrowthResultView["cards"][number]; skeleton?: boolean }) {
  if (card.kind === "unscored") {
    return (
      <li className="rounded-lg border border-stone-200 bg-white p-4" {...attr(GROWTH_CARD, "unscored")}>
        <h3 className="font-semibold text-stone-900" {...growthSlot("title")}>
          {card.title}
        </h3>
        <p className="mt-1 text-sm text-stone-700" {...growthSlot("text")}>
          {card.text}
        </p>
      </li>
    );
  }
  const style = TONE_STYLE[card.tone];
  const advice = (urgent: boolean) => (
    <p
      className={`mt-2 text-sm ${urgent ? "font-medium text-stone-900" : "text-stone-700"}`}
      {...attr(GROWTH_ADVICE, urgent ? "urgent" : "calm")}
    >
      {card.advice}
    </p>
  );
  return (
    <li
      className={`rounded-lg border p-4 ${style.box}`}
      data-testid="growth-indicator"
      {...attr(GROWTH_CARD, "scored")}
      {...attr(GROWTH_TONE, card.tone)}
    >
      <h3 className="font-semibold text-stone-900" {...growthSlot("title")}>
        {card.title}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 font-semibold ${style.badge}`}
        >
          <span aria-hidden="true">{style.mark}</span>
          <span {...growthSlot("label")}>{card.label}</span>
        </span>
        <span className="text-stone-700">
          z-score{" "}
          <span className="font-semibold text-stone-900" {...growthSlot("z")}>
            {card.z}
          </span>{" "}
          SD
        </span>
      </p>
      {skeleton ? (
        <>
          {advice(true)}
          {advice(false)}
        </>
      ) : (
        advice(card.urgent)
      )}
      {card.dangerSigns ? <ChildDangerSigns /> : null}
    </li>
  );
}

export function GrowthResult({ view, skeleton = false }: { view: GrowthResultView; skeleton?: boolean }) {
  return (
    <section id="hasil-cek" aria-labelledby="hasil-cek-title" className="mt-8 scroll-mt-24">
      <h2 id="hasil-cek-title" className="text-xl font-bold text-stone-900">
        Hasil Cek Pertumbuhan
      </h2>
      {view.severe !== null ? <SevereBox severe={view.severe} className="my-3" /> : null}
      <p className="mt-1 text-sm text-stone-700">
        <span {...growthSlot("ageLabel")}>{view.ageLabel}</span> saat diukur:{" "}
        <strong {...growthSlot("age")}>{view.age}</strong>
        <span {...growthSlot("ageDetails")}>{view.ageDetails}</span>
      </p>
      {view.adjustedNote !== null ? (
        <p className="mt-2 text-sm text-stone-700" {...growthSlot("adjustedNote")}>
          {view.adjustedNote}
        </p>
      ) : null}
      {view.standingYoungNote !== null ? (
        <p
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          {...growthSlot("standingYoungNote")}
        >
          {view.standingYoungNote}
        </p>
      ) : null}
      <ul className="mt-4 space-y-3" {...growthSlot("cards")}>
        {view.cards.map((card, index) => (
          <IndicatorCard key={`${card.title}-${index}`} card={card} skeleton={skeleton} />
        ))}
      </ul>
      <p
        className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-950"
        {...growthSlot("oedemaNote")}
      >
        {view.oedemaNote}
      </p>
      <p className="mt-4 text-sm text-stone-700" {...growthSlot("colourNote")}>
        {view.colourNote}
      </p>
    </section>
  );
}

/**
 * Every shape of a result, for the page's script to fill when it scores without a network
 * (./offline.ts): one card per colour and the card of an indicator not scored.
 */
const SKELETON: GrowthResultView = {
  severe: { signs: [""], action: "" },
  ageLabel: "",
  age: "",
  ageDetails: "",
  adjustedNote: "",
  standingYoungNote: "",
  cards: [
    ...(["normal", "warning", "danger"] as const).map((tone) => ({
      kind: "scored" as const,
      title: "",
      tone,
      label: "",
      z: "",
      advice: "",
      urgent: false,
      dangerSigns: tone === "danger",
    })),
    { kind: "unscored", title: "", text: "" },
  ],
  oedemaNote: OEDEMA_NOTE,
  colourNote: COLOUR_NOTE,
};

/** The result's every shape, for the offline module to fill. */
export function GrowthResultTemplate() {
  return (
    <template {...attr(GROWTH_RESULT_TEMPLATE)}>
      <GrowthResult view={SKELETON} skeleton />
    </template>
  );
}
