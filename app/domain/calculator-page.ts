import type { SourceEntry } from "~drizzle/types";

// The sources of /kalkulator's own texts (issue 29): the due date and its cycle adjustment, the
// fertile window, the weight-gain table, the advice past the due date and the danger-sign
// questions under each result. The pregnancy plan lists its own sources under the plan.
export const CALCULATOR_PAGE_SOURCES: readonly SourceEntry[] = [
  {
    citation:
      "American College of Obstetricians and Gynecologists. Committee Opinion No. 700: Methods for Estimating the Due Date. Obstet Gynecol. 2017;129(5):e150-e154.",
  },
  {
    citation:
      "Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation: effects on the probability of conception, survival of the pregnancy, and sex of the baby. N Engl J Med. 1995;333(23):1517-1521.",
  },
  {
    citation:
      "Institute of Medicine and National Research Council. Weight Gain During Pregnancy: Reexamining the Guidelines. Washington, DC: The National Academies Press; 2009.",
  },
  {
    citation:
      "World Health Organization. WHO recommendation on induction of labour at or beyond term. Geneva: WHO; 2022.",
  },
  {
    citation:
      "Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA), revisi 2020. Jakarta: Kemenkes RI; 2020.",
  },
  {
    citation:
      "National Institute for Health and Care Excellence. Ectopic pregnancy and miscarriage: diagnosis and initial management (NICE guideline NG126). London: NICE; 2019.",
  },
];
