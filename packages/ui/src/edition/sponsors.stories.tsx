import { partners2024, sponsors2024 } from "@duci/data/designathon-24";
import { edition2022 } from "@duci/data/editions/2022";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Sponsors } from "./sponsors.tsx";

const meta = {
  title: "Design-a-thon/Sponsors",
  component: Sponsors,
  args: {
    groups: [
      { title: "Sponsors", cards: sponsors2024 },
      { title: "Partners", cards: partners2024 },
    ],
  },
} satisfies Meta<typeof Sponsors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Taped logo cards, each opening the sponsor in a new tab. */
export const Default: Story = {};

/** Before any sponsor signs on. */
export const Empty: Story = { args: { groups: [{ title: "Sponsors", cards: [] }] } };

/** 2022: one untitled group under the section's own heading, wordmarks drawn at 240 by 96. */
export const Lone: Story = {
  args: {
    title: "Sponsors",
    groups: [{ cards: edition2022.sponsors.map((card) => ({ ...card, size: { width: 240, height: 96 } })) }],
  },
};
