import type { Meta, StoryObj } from "@storybook/react-vite";
import { BalancedGrid } from "./balanced-grid.tsx";
import { colors, radius, space } from "./theme/tokens.ts";

function cards(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} style={{ padding: space[5], borderRadius: radius.md, background: colors.sky }}>
      Card {index + 1}
    </li>
  ));
}

const meta = {
  title: "Layout/BalancedGrid",
  component: BalancedGrid,
  args: { columns: { sm: 2, lg: 3 }, "aria-label": "Cards" },
} satisfies Meta<typeof BalancedGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards make two rows of two at every width, not three and one. */
export const FourCards: Story = { args: { children: cards(4) } };
/** Seven cards: three, three, and the last one centred. */
export const SevenCards: Story = { args: { children: cards(7) } };
