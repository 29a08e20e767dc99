// The Impact 2022 grading rubric: 70 points over five criteria; the last three
// are graded only for finalists, on their presentation.

export type RubricLevel = "Excellent" | "Great" | "Good" | "Adequate";

export interface RubricCriterion {
  id: string;
  name: string;
  points: number;
  finalistsOnly: boolean;
  description: string;
  levels: readonly { level: RubricLevel; points: string; text: string }[];
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
      { level: "Excellent", points: "18–20", text: "Every flow is clear and efficient; nothing needs explaining." },
      { level: "Great", points: "14–17", text: "Flows work well with a few rough edges." },
      { level: "Good", points: "10–13", text: "The main flow works; secondary flows are unclear." },
      { level: "Adequate", points: "0–9", text: "Users would struggle to finish the main task." },
    ],
  },
  {
    id: "ui",
    name: "User Interface",
    points: 10,
    finalistsOnly: false,
    description: "Visual hierarchy, consistency, legibility and accessibility of the screens.",
    levels: [
      { level: "Excellent", points: "9–10", text: "Polished, consistent and accessible throughout." },
      { level: "Great", points: "7–8", text: "Consistent with minor visual issues." },
      { level: "Good", points: "5–6", text: "Readable, but hierarchy or spacing is uneven." },
      { level: "Adequate", points: "0–4", text: "Hard to read or inconsistent between screens." },
    ],
  },
  {
    id: "audience",
    name: "Target Audience",
    points: 5,
    finalistsOnly: true,
    description: "A specific community is named and the product fits its needs.",
    levels: [
      { level: "Excellent", points: "5", text: "A precise audience whose needs shape every decision." },
      { level: "Great", points: "4", text: "A clear audience, mostly reflected in the design." },
      { level: "Good", points: "3", text: "An audience is named but loosely applied." },
      { level: "Adequate", points: "0–2", text: "The audience is vague or missing." },
    ],
  },
  {
    id: "research",
    name: "User Research",
    points: 15,
    finalistsOnly: true,
    description: "Evidence from real people informs the problem and the solution.",
    levels: [
      { level: "Excellent", points: "14–15", text: "Research with real users clearly drives the design." },
      { level: "Great", points: "10–13", text: "Solid research that informs most decisions." },
      { level: "Good", points: "6–9", text: "Some research, loosely connected to the design." },
      { level: "Adequate", points: "0–5", text: "Little or no research shown." },
    ],
  },
  {
    id: "process",
    name: "Design Thinking Process",
    points: 20,
    finalistsOnly: true,
    description: "The team shows how it defined, ideated, prototyped and iterated.",
    levels: [
      { level: "Excellent", points: "18–20", text: "A clear story from problem to tested solution, with iterations." },
      { level: "Great", points: "14–17", text: "A clear process with at least one iteration." },
      { level: "Good", points: "10–13", text: "The steps are there but thinly explained." },
      { level: "Adequate", points: "0–9", text: "Jumps straight to screens with no process shown." },
    ],
  },
];

export const IMPACT_RUBRIC_TOTAL = 70;
