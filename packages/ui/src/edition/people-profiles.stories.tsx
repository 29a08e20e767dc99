import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyHosts, storyJudges } from "./edition-fixtures.ts";
import { PeopleProfiles } from "./people-profiles.tsx";

const meta = {
  title: "Edition/PeopleProfiles",
  component: PeopleProfiles,
  args: {
    groups: [
      { title: "Judges", people: storyJudges.slice(0, 2) },
      { title: "Workshop Hosts", people: storyHosts.slice(0, 1) },
    ],
    editionName: "True to You",
    editionHref: "/designathon/24/",
  },
} satisfies Meta<typeof PeopleProfiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The people page of an edition: every profile in full, each anchored by the person's id. */
export const Default: Story = {};

/** 2023's words: "About Me" and "Fun Fact". */
export const Left: Story = { args: { look: "left" } };
