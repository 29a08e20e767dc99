import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixtureAwards, fixtureTracks } from "./edition-fixtures.ts";
import { Tracks } from "./tracks.tsx";

const meta = {
  title: "Edition/Tracks",
  component: Tracks,
  args: { tracks: fixtureTracks, awards: fixtureAwards },
} satisfies Meta<typeof Tracks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered track cards with their prizes, then the special awards as a second group. */
export const WithAwards: Story = {};

/** Tracks alone, on the edition's tint: no group titles. */
export const TracksOnly: Story = { args: { awards: undefined, tone: "tint" } };
