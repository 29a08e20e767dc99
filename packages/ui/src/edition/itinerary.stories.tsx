import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixtureItinerary } from "./edition-fixtures.ts";
import { Itinerary } from "./itinerary.tsx";

const meta = {
  title: "Edition/Itinerary",
  component: Itinerary,
  args: { days: fixtureItinerary },
} satisfies Meta<typeof Itinerary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every day at once, each under its name, times as written. */
export const Default: Story = {};

/** On the edition's tint, with a note of its own. */
export const Tinted: Story = {
  args: { tone: "tint", note: "All times are in Pacific Time. Online sessions are on the event's Discord." },
};
