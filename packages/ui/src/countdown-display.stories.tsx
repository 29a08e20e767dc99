import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountdownDisplay } from "./countdown-display.tsx";

const meta = {
  title: "Edition/CountdownDisplay",
  component: CountdownDisplay,
  args: {
    state: {
      text: "Design-a-thon begins in",
      at: new Date("2024-05-18T00:30:00Z"),
      remaining: { days: 3, hours: 4, minutes: 5, seconds: 6 },
      ended: false,
    },
  },
} satisfies Meta<typeof CountdownDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step with time left. */
export const Running: Story = {};

/** Every step has passed: only the message. */
export const Ended: Story = {
  args: { state: { text: "Event has ended. Thank you for joining us!", at: null, remaining: null, ended: true } },
};

/** On a dark ground. */
export const Light: Story = {
  args: { tone: "light" },
  decorators: [(Story) => <div style={{ background: "#000024", padding: 24 }}>{Story()}</div>],
};
