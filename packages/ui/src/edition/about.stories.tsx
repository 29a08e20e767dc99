import { about2024 } from "@duci/data/designathon-24";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { colors } from "../theme/tokens.ts";
import { About } from "./about.tsx";

const meta = {
  title: "Design-a-thon/About",
  component: About,
  args: { paragraphs: about2024.paragraphs, facts: about2024.facts },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: on the edition's tint, the facts card with an ultraviolet shadow. */
export const Tinted: Story = { args: { tone: "tint", accent: colors.ultraviolet } };

/** On a plain ground, the card's shadow in the edition's accent. */
export const Plain: Story = {};
