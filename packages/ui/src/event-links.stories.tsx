import type { Meta, StoryObj } from "@storybook/react-vite";
import { EventLinks } from "./event-links.tsx";
import { sampleEvent } from "./event-stories-data.ts";

const meta = {
  title: "Events/EventLinks",
  component: EventLinks,
  args: { links: sampleEvent.links, status: "upcoming", "aria-label": "Links for Intro to UX Research" },
} satisfies Meta<typeof EventLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};
export const Live: Story = { args: { status: "live" } };
export const Past: Story = { args: { status: "past" } };
