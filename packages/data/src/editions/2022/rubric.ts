// The Impact 2022 grading rubric: 70 points over five criteria, as published;
// the last three are graded only for finalists, on their presentation. The
// descriptions are our own summary of each criterion.

export type RubricLevel = "Excellent" | "Great" | "Good" | "Adequate";

export interface RubricCriterion {
  id: string;
  name: string;
  points: number;
  finalistsOnly: boolean;
  description: string;
  /** What each level looks like, in our words; the published rubric gave no points per level. */
  levels: readonly { level: RubricLevel; text: string }[];
}

export const RUBRIC_LEVELS: readonly RubricLevel[] = ["Excellent", "Great", "Good", "Adequate"];

export const impactRubric: readonly RubricCriterion[] = [
  {
    id: "ux",
    name: "User Experience",
    points: 20,
    finalistsOnly: false,
    description: "How well the product's flows solve the problem for the people it is for.",
    levels: [
      { level: "Excellent", text: "Every flow is clear and efficient; nothing needs explaining." },
      { level: "Great", text: "Flows work well with a few rough edges." },
      { level: "Good", text: "The main flow works; secondary flows are unclear." },
      { level: "Adequate", text: "Users would struggle to finish the main task." },
    ],
  },
  {
    id: "ui",
    name: "User Interface",
    points: 10,
    finalistsOnly: false,
    description: "Visual hierarchy, consistency, legibility and accessibility of the screens.",
    levels: [
      { level: "Excellent", text: "Polished, consistent and accessible throughout." },
      { level: "Great", text: "Consistent with minor visual issues." },
      { level: "Good", text: "Readable, but hierarchy or spacing is uneven." },
      { level: "Adequate", text: "Hard to read or inconsistent between screens." },
    ],
  },
  {
    id: "audience",
    name: "Target Audience",
    points: 5,
    finalistsOnly: true,
    description: "A specific community is named and the product fits its needs.",
    levels: [
      { level: "Excellent", text: "A precise audience whose needs shape every decision." },
      { level: "Great", text: "A clear audience, mostly reflected in the design." },
      { level: "Good", text: "An audience is named but loosely applied." },
      { level: "Adequate", text: "The audience is vague or missing." },
    ],
  },
  {
    id: "research",
    name: "User Research",
    points: 15,
    finalistsOnly: true,
    description: "Evidence from real people informs the problem and the solution.",
    levels: [
      { level: "Excellent", text: "Research with real users clearly drives the design." },
      { level: "Great", text: "Solid research that informs most decisions." },
      { level: "Good", text: "Some research, loosely connected to the design." },
      { level: "Adequate", text: "Little or no research shown." },
    ],
  },
  {
    id: "process",
    name: "Design Thinking Process",
    points: 20,
    finalistsOnly: true,
    description: "The team shows how it defined, ideated, prototyped and iterated.",
    levels: [
      { level: "Excellent", text: "A clear story from problem to tested solution, with iterations." },
      { level: "Great", text: "A clear process with at least one iteration." },
      { level: "Good", text: "The steps are there but thinly explained." },
      { level: "Adequate", text: "Jumps straight to screens with no process shown." },
    ],
  },
];

export const IMPACT_RUBRIC_TOTAL = 70;
