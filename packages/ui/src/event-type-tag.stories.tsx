import type { Meta, StoryObj } from "@storybook/react-vite";
import { EventTypeTag } from "./event-type-tag.tsx";

const meta = {
  title: "Events/EventTypeTag",
  component: EventTypeTag,
  args: { type: "Workshop" },
} satisfies Meta<typeof EventTypeTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workshop: Story = {};
export const EveryKind: Story = {
  render: () => (
    <p style={{ display: "flex", flexWrap: "wrap", gap: 8, padding: 16 }}>
      {["Workshop", "Industry Speaker", "Social", "Project Teams", "Fundraiser", "AMA", "Portfolio Night"].map(
        (type) => (
          <EventTypeTag key={type} type={type} />
        ),
      )}
    </p>
  ),
};
