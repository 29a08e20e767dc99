import type { Meta, StoryObj } from "@storybook/react-vite";
import { EventDetail } from "./event-detail.tsx";
import { sampleEvent } from "./event-stories-data.ts";

const meta = {
  title: "Events/EventDetail",
  component: EventDetail,
  args: { event: sampleEvent, status: "upcoming", timeText: "Wednesday, Oct 9 at 6:00 PM your time" },
} satisfies Meta<typeof EventDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};
/** The video call button turns red while the event runs. */
export const Live: Story = { args: { status: "live" } };
/** Zoom and Discord links are gone; the recording is the primary button. */
export const Past: Story = { args: { status: "past" } };
