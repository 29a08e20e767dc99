import type { Meta, StoryObj } from "@storybook/react-vite";
import { About } from "./about.tsx";
import { storyAbout } from "./edition-fixtures.ts";

const meta = {
  title: "Edition/About",
  component: About,
  args: { paragraphs: storyAbout.paragraphs, facts: storyAbout.facts },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the edition's tint, the facts on a card of the edition's theme. */
export const Tinted: Story = { args: { tone: "tint" } };

/** On a plain ground. */
export const Plain: Story = {};

/** 2022: the host's text with a link to it, and a card of who organized the edition. */
export const Organizers: Story = {
  args: {
    tone: "tint",
    paragraphs: ["Hosted by Design at UCI.", "Design at UCI is the student-run design organization at UC Irvine."],
    link: { label: "More about us", href: "/about/" },
    factsTitle: "Event organizers",
    facts: [
      { term: "President, Sponsorship Coordinator, Workshop Host", detail: "Hannah Limary" },
      { term: "Marketing", detail: "Jolin Huang" },
      { term: "Marketing", detail: "Carly Chan" },
    ],
  },
};
