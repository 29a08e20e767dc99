import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyDrawnSponsors, storyPartners, storySponsors } from "./edition-fixtures.ts";
import { Sponsors } from "./sponsors.tsx";

const meta = {
  title: "Edition/Sponsors",
  component: Sponsors,
  args: {
    groups: [
      { title: "Sponsors", cards: storySponsors },
      { title: "Partners", cards: storyPartners },
    ],
  },
} satisfies Meta<typeof Sponsors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names set as wordmarks in the edition's type (no drawn wordmark given). */
export const Default: Story = {};

/** Before any sponsor signs on. */
export const Empty: Story = { args: { groups: [{ title: "Sponsors", cards: [] }] } };

/** One untitled group under the section's own heading, with drawn wordmarks at 240 by 96. */
export const Lone: Story = {
  args: {
    title: "Sponsors",
    groups: [{ cards: storyDrawnSponsors }],
  },
};
