import type { Meta, StoryObj } from "@storybook/react-vite";
import { UnbrokenNames } from "./unbroken-names.tsx";

// Sample names: the apps pass their own.
const meta = {
  title: "Basics/UnbrokenNames",
  component: UnbrokenNames,
  args: {
    names: ["Studio Night", "Pixel Club"],
    children: "Workshop slides, curated tools and guides, and programs like Project Teams and Studio Night.",
  },
  decorators: [(Story) => <p style={{ width: 220 }}>{Story()}</p>],
} satisfies Meta<typeof UnbrokenNames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InNarrowText: Story = {};
export const ClubName: Story = { args: { children: "Hey there, we're the Pixel Club" } };
