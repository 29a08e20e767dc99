import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyWinners } from "./edition-fixtures.ts";
import { Winners } from "./winners.tsx";

const meta = {
  title: "Edition/Winners",
  component: Winners,
  args: { winners: storyWinners },
} satisfies Meta<typeof Winners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The place as a label above the project. */
export const Card: Story = { args: { tone: "tint" } };

/** 2022: the place large, with its prize. */
export const Headline: Story = {
  args: {
    look: "headline",
    winners: storyWinners.slice(0, 2).map((winner, index) => ({
      ...winner,
      prize: index === 0 ? "$50 gift card each" : "$20 gift card each",
    })),
  },
};
