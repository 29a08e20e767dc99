import type { Meta, StoryObj } from "@storybook/react-vite";
import { fixtureStats, fixtureTheme } from "./edition-fixtures.ts";
import { EditionStyles } from "./edition-styles.tsx";
import { Stats } from "./stats.tsx";

const meta = {
  title: "Edition/Stats",
  component: Stats,
  args: { items: fixtureStats },
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four figures in a row, two by two on phones. */
export const Default: Story = {};

/** Three on the edition's tint: the row stays centred. */
export const Tinted: Story = { args: { tone: "tint", items: fixtureStats.slice(0, 3) } };

/** An edition with its own display type and figure colour, from its theme. */
export const Themed: Story = {
  decorators: [
    (Story) => (
      <>
        <EditionStyles theme={fixtureTheme} />
        {Story()}
      </>
    ),
  ],
};
