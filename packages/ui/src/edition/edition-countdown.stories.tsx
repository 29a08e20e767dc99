import type { Meta, StoryObj } from "@storybook/react-vite";
import { EditionCountdown } from "./edition-countdown.tsx";

const day = 24 * 60 * 60 * 1000;

const meta = {
  title: "Edition/EditionCountdown",
  component: EditionCountdown,
  args: {
    steps: [
      { at: new Date(Date.now() + 3 * day), text: "Design-a-thon begins in" },
      { at: new Date(Date.now() + 5 * day), text: "Submissions are due in" },
      { at: "end", text: "Event has ended. Thank you for joining us!" },
    ],
    role: "group",
    "aria-label": "Countdown",
  },
} satisfies Meta<typeof EditionCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks every second, on its own: the rest of the page does not re-render. */
export const Running: Story = {};

/** Every step has passed. */
export const Ended: Story = {
  args: { steps: [{ at: "end", text: "Event has ended. Thank you for joining us!" }] },
};
