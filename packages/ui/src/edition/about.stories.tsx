import { about2024 } from "@duci/data/designathon-24";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { About } from "./about.tsx";

const meta = {
  title: "Design-a-thon/About",
  component: About,
  args: { paragraphs: about2024.paragraphs, facts: about2024.facts },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the edition's tint, the facts on a card of the edition's theme. */
export const Tinted: Story = { args: { tone: "tint" } };

/** On a plain ground. */
export const Plain: Story = {};
