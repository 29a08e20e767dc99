import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusChip } from "./status-chip.tsx";

const meta = {
  title: "Basics/StatusChip",
  component: StatusChip,
  args: { children: "In 2 days" },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sky: Story = {};
export const InStock: Story = { args: { tone: "lime", children: "Limited stock" } };
export const SoldOut: Story = { args: { tone: "danger", children: "Sold out" } };
export const Prize: Story = { args: { tone: "yellow", children: "Win a prize" } };
