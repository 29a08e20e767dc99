import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixtureCommittees, storyHosts, storyJudges } from "./edition-fixtures.ts";
import { PeopleRoster } from "./people-roster.tsx";

const meta = {
  title: "Edition/PeopleRoster",
  component: PeopleRoster,
  args: {
    groups: [
      { title: "Judges", people: storyJudges },
      { title: "Workshop Hosts", people: storyHosts },
    ],
    profilesPath: "#profiles",
    moreLabel: "Meet every judge and speaker",
  },
} satisfies Meta<typeof PeopleRoster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names and roles, each name leading to the person's card on the people page. */
export const Default: Story = {};

/** An organizing team by committee: names alone, one link to the team in full. */
export const Team: Story = {
  args: {
    title: "Organizing Team",
    groups: fixtureCommittees.map((committee) => ({ title: committee.name, people: committee.members })),
    linkNames: false,
    moreLabel: "Meet the organizing team",
  },
};
