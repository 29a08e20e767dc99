import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { colors } from "./theme/tokens.ts";
import { ToggleButton } from "./toggle-button.tsx";

const meta = {
  title: "Basics/ToggleButton",
  component: ToggleButton,
  args: { pressed: true, onPressedChange: () => {}, children: "Tools" },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { pressed: false } };
export const Coloured: Story = {
  args: { color: colors.blue, textColor: colors.black, children: "Inspiration" },
};
export const Interactive: Story = {
  render: () => {
    const [pressed, setPressed] = useState(true);
    return (
      <ToggleButton pressed={pressed} onPressedChange={setPressed} color={colors.green} textColor={colors.black}>
        Guides
      </ToggleButton>
    );
  },
};
