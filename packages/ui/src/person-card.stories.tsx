import type { Meta, StoryObj } from "@storybook/react-vite";
import { PersonCard } from "./person-card.tsx";

const meta = {
  title: "Design-a-thon/PersonCard",
  component: PersonCard,
  args: {
    person: {
      name: "Maren Osei",
      role: "Keynote Speaker · Principal Product Designer",
      about:
        "Maren has spent twelve years designing health and banking apps. She started as a printmaker and still carries a sketchbook everywhere.",
    },
    tilt: -2,
    style: { maxWidth: 260, padding: 24 },
  },
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: a click or Enter opens the notecard modal; Escape or the overlay closes it. */
export const Default: Story = {};

/** 2023 and 2022 people also have pronouns and a fun fact; 2023 closes on any click in the modal. */
export const WithPronounsAndFunFact: Story = {
  args: {
    person: {
      name: "Julian Park",
      pronouns: "he/him",
      role: "Judge · Senior UX Researcher",
      about: "Julian leads research for a travel start-up and teaches interviewing.",
      funFact: "He has visited every national park in California.",
    },
    tilt: 3,
    closeOnContentClick: true,
  },
};
