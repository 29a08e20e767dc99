import { judges2024, workshopHosts2024 } from "@duci/data/designathon-24";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PeopleProfiles } from "./people-profiles.tsx";

const meta = {
  title: "Design-a-thon/PeopleProfiles",
  component: PeopleProfiles,
  args: {
    groups: [
      { title: "Judges", people: judges2024.slice(0, 2) },
      { title: "Workshop Hosts", people: workshopHosts2024.slice(0, 1) },
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
