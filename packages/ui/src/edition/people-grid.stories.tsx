import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyHosts, storyJudges } from "./edition-fixtures.ts";
import { PeopleGrid } from "./people-grid.tsx";
import { PeoplePrints } from "./people-prints.tsx";

const meta = {
  title: "Edition/PeopleGrid",
  component: PeopleGrid,
  args: {
    groups: [
      { title: "Judges", people: storyJudges.slice(0, 3) },
      { title: "Workshop Hosts", people: storyHosts.slice(0, 2) },
    ],
    profilesPath: "/designathon/24/people/",
  },
} satisfies Meta<typeof PeopleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: each polaroid opens a notecard: the person's About, or what they did at the edition. */
export const Centered: Story = {};

/** 2022 (`PeoplePrints`): no people page, so each print shows the person's role and pronouns itself. */
export const Still: Story = {
  args: { look: "left" },
  render: ({ groups, look }) => <PeoplePrints groups={groups} look={look} />,
};

/** 2023: "About Me" notecards that close on any click. */
export const Left: Story = { args: { look: "left", tone: "tint" } };
