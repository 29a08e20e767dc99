import { winners2023 } from "@duci/data/designathon-23";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Winners } from "./winners.tsx";

const meta = {
  title: "Design-a-thon/Winners",
  component: Winners,
  args: { winners: winners2023 },
} satisfies Meta<typeof Winners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The place as a label above the project. */
export const Card: Story = { args: { tone: "tint" } };

/** 2022: the place large, with its prize. */
export const Headline: Story = {
  args: {
    look: "headline",
    winners: winners2023.slice(0, 2).map((winner, index) => ({
      ...winner,
      prize: index === 0 ? "$50 gift card each" : "$20 gift card each",
    })),
  },
};
