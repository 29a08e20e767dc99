import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "./button.tsx";
import { ScheduleList, type ScheduleListDay } from "./schedule-list.tsx";

const days: ScheduleListDay[] = [
  {
    id: "fri",
    label: "Fri",
    name: "Friday, May 17",
    entries: [
      {
        id: "opening",
        kind: "event",
        title: "Opening Ceremony",
        time: "4:30-5:30 PM",
        location: "Student Center and on Zoom",
        host: "Led by the co-directors",
        description: "Welcome and challenge reveal.",
        action: (
          <Button type="button" aria-disabled="true" aria-label="Zoom link will be posted soon">
            Zoom Link Posted Soon
          </Button>
        ),
      },
      { id: "begins", kind: "marker", title: "Designing Officially Begins", time: "5:30 PM" },
    ],
  },
  {
    id: "sat",
    label: "Sat",
    name: "Saturday, May 18",
    entries: [{ id: "lunch", kind: "event", title: "Lunch", time: "12:00-1:00 PM", localTime: "4:00-5:00 AM" }],
  },
];

const meta = {
  title: "Edition/ScheduleList",
  component: ScheduleList,
  args: { days, selectedIndex: 0, onSelect: () => {}, note: "All times are in PST." },
  render: (args) => {
    const [selected, setSelected] = useState(args.selectedIndex);
    return (
      <div style={{ padding: 24, background: "#FFE1FB" }}>
        <ScheduleList {...args} selectedIndex={selected} onSelect={setSelected} />
      </div>
    );
  },
} satisfies Meta<typeof ScheduleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day tabs (arrow keys move), events with an action, and a marker. */
export const Default: Story = {};

/** A visitor outside Pacific time also sees their own time. */
export const OtherZone: Story = { args: { selectedIndex: 1 } };
