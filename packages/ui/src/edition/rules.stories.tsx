import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyRules } from "./edition-fixtures.ts";
import { Rules } from "./rules.tsx";

const meta = {
  title: "Edition/Rules",
  component: Rules,
  args: { rules: storyRules },
} satisfies Meta<typeof Rules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2022 and 2023: a numbered list. */
export const List: Story = {};

/** 2024: numbered cards on four grounds. */
export const Cards: Story = { args: { look: "cards", tone: "tint" } };
