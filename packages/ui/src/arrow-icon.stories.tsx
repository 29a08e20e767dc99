import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowIcon } from "./arrow-icon.tsx";

const meta = {
  title: "Basics/ArrowIcon",
  component: ArrowIcon,
  decorators: [(Story) => <p style={{ fontSize: 24, fontWeight: 700 }}>Buy Here {Story()}</p>],
} satisfies Meta<typeof ArrowIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAPage: Story = {};
export const ToAnotherSite: Story = { args: { kind: "up-right" } };
export const StartAgain: Story = { args: { kind: "refresh" } };
