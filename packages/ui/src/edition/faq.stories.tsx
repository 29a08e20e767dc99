import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyFaq } from "./edition-fixtures.ts";
import { Faq } from "./faq.tsx";

const meta = {
  title: "Design-a-thon/Faq",
  component: Faq,
  args: { items: storyFaq, contactEmail: "design@uci.edu" },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A registration form opens in a new tab; our own join page opens in place. */
export const Plain: Story = {};

/** 2024: the questions on a white card. */
export const Boxed: Story = { args: { look: "boxed", tone: "tint" } };
