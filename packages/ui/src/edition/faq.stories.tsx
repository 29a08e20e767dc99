import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyFaq } from "./edition-fixtures.ts";
import { Faq } from "./faq.tsx";

const meta = {
  title: "Edition/Faq",
  component: Faq,
  args: { items: storyFaq, contactEmail: "design@uci.edu" },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions straight on the section's ground, one line between each. */
export const Plain: Story = {};

/** 2024: the questions on a white card. */
export const Boxed: Story = { args: { look: "boxed", tone: "tint" } };
