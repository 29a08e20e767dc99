import type { Meta, StoryObj } from "@storybook/react-vite";
import { Committees } from "./committees.tsx";
import { fixtureCommittees, fixtureLargeCommittees } from "./edition-fixtures.ts";

const meta = {
  title: "Edition/Committees",
  component: Committees,
  args: { committees: fixtureCommittees },
} satisfies Meta<typeof Committees>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small team: a card per committee, each member with a drawn portrait, name and role. */
export const Default: Story = {};

/** Forty people in seven committees, on the edition's tint: short lists, nothing to open. */
export const Large: Story = { args: { committees: fixtureLargeCommittees, tone: "tint" } };
