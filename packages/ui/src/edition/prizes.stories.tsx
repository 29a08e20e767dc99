import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyPrizes } from "./edition-fixtures.ts";
import { Prizes } from "./prizes.tsx";

const meta = {
  title: "Edition/Prizes",
  component: Prizes,
  args: { prizes: storyPrizes },
} satisfies Meta<typeof Prizes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: round badges drawn from each group's symbol. */
export const Badge: Story = {};

/** 2022 and 2023: the symbol itself, large, in the card's accent. */
export const Mark: Story = { args: { look: "mark", tone: "tint" } };
