import { endpoints } from "@duci/data/config";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HouseStandings } from "./house-standings.tsx";

const meta = {
  title: "Events/HouseStandings",
  component: HouseStandings,
  args: {
    points: { Hades: 120, Athena: 95, Zeus: 1250, Aphrodite: 88 },
    sheetUrl: endpoints.housePointsPage,
  },
} satisfies Meta<typeof HouseStandings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Before the sheet answers: every house shows "-". */
export const Loading: Story = { args: { points: {}, state: "loading" } };
/** The sheet could not be read: one sentence in place of the houses, and the link to the sheet. */
export const Unavailable: Story = { args: { points: {}, state: "unavailable" } };
export const Partial: Story = { args: { points: { Zeus: 40 } } };
