import type { Meta, StoryObj } from "@storybook/react-vite";
import { storySchedule, storyZoom } from "./edition-fixtures.ts";
import { Schedule } from "./schedule.tsx";
import { ScheduleColumns, type ScheduleWrittenDay } from "./schedule-columns.tsx";
import { ScheduleLinks } from "./schedule-links.tsx";

const meta = {
  title: "Edition/Schedule",
  component: Schedule,
  args: {
    days: storySchedule,
    zoomLinks: storyZoom,
  },
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

const writtenDays: readonly ScheduleWrittenDay[] = [
  {
    date: "2023-02-24",
    label: "Fri",
    name: "Friday, February 24",
    items: [
      {
        kind: "written",
        id: "opening",
        time: "5:30-6:30 PM",
        title: "Opening Ceremony",
        more: (
          <ScheduleLinks
            links={[
              {
                label: "Watch the recording",
                href: "https://www.youtube.com/watch?v=IKoF9pB88XA",
                context: "of Opening Ceremony",
              },
            ]}
          />
        ),
      },
    ],
  },
  {
    date: "2023-02-25",
    label: "Sat",
    name: "Saturday, February 25",
    items: [{ kind: "written", id: "figma", time: "11:00 AM-12:00 PM", title: "Figma Workshop" }],
  },
];

/** 2024: events with Zoom buttons, deadlines as markers, local times beside Pacific ones. */
export const WithZoom: Story = {};

/** Times known only as written (2022, 2023), with a paragraph above and a recording linked (`ScheduleLinks`). */
export const Written: Story = {
  args: {
    zoomLinks: undefined,
    intro: "In-person work sessions are for UCI students only; everything else is online.",
    days: writtenDays,
  },
};

/** 2022 (`ScheduleColumns`): the whole weekend at once, a column a day on wide screens. */
export const Columns: Story = {
  args: Written.args,
  render: ({ intro }) => <ScheduleColumns days={writtenDays} intro={intro} />,
};
