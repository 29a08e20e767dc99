import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyLinks, storySections } from "./edition-fixtures.ts";
import { EditionNav } from "./edition-nav.tsx";

const meta = {
  title: "Edition/EditionNav",
  component: EditionNav,
  args: {
    "aria-label": "Sections",
    sections: storySections,
    links: [
      {
        label: "Challenge Brief",
        href: storyLinks.challengeBrief,
        variant: "primary",
        from: new Date(Date.now() - 60_000),
      },
      { label: "Handbook", href: storyLinks.handbook, variant: "outline" },
    ],
  },
} satisfies Meta<typeof EditionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the reveal: the brief beside the handbook. */
export const Revealed: Story = {};

/** Before the reveal, the brief is not there yet. */
export const BeforeReveal: Story = {
  args: {
    links: [
      {
        label: "Challenge Brief",
        href: storyLinks.challengeBrief,
        variant: "primary",
        from: new Date(Date.now() + 24 * 60 * 60 * 1000),
      },
      { label: "Handbook", href: storyLinks.handbook, variant: "outline" },
    ],
  },
};

/** Sections only. */
export const SectionsOnly: Story = { args: { links: [] } };
