import type { Meta, StoryObj } from "@storybook/react-vite";
import { EventCard } from "./event-card.tsx";
import { sampleEvent } from "./event-stories-data.ts";

const meta = {
  title: "Events/EventCard",
  component: EventCard,
  args: { event: sampleEvent, status: "past", relativeTime: "2 weeks ago" },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Past: Story = {};
export const Upcoming: Story = { args: { status: "upcoming", relativeTime: "In 3 days" } };
export const NoLinks: Story = { args: { event: { ...sampleEvent, links: [], desc: "" }, relativeTime: "Hours ago" } };
