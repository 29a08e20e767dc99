// The fictional people the stories show, in one place so Storybook's build
// can draw their portraits (see .storybook/main.ts).
export const storyPeople = {
  maren: {
    name: "Maren Osei",
    role: "Keynote Speaker · Principal Product Designer",
    about:
      "Maren has spent twelve years designing health and banking apps. She started as a printmaker and still carries a sketchbook everywhere.",
  },
  julian: {
    name: "Julian Park",
    pronouns: "he/him",
    role: "Judge · Senior UX Researcher",
    about: "Julian leads research for a travel start-up and teaches interviewing.",
    funFact: "He has visited every national park in California.",
  },
  zara: { name: "Zara Ahmed" },
} as const;

/** Names the avatar stories line up side by side. */
export const storyNames = [
  "Avery Quinn",
  "Jordan Lee",
  "Priya Raman",
  "Mateo Cruz",
  "Kai Tanaka",
  "Noor Haddad",
  "Sam Ortiz",
];
