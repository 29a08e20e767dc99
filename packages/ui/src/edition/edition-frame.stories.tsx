import type { Meta, StoryObj } from "@storybook/react-vite";
import { colors } from "../theme/tokens.ts";
import { storyRules } from "./edition-fixtures.ts";
import { EditionFrame } from "./edition-frame.tsx";
import { Rules } from "./rules.tsx";

const meta = {
  title: "Edition/EditionFrame",
  component: EditionFrame,
  args: {
    head: <title>Design-a-thon 2024: True to You</title>,
    // Stand-ins for the club's navigation and footer, which the apps pass (`@duci/shell/edition-page`).
    nav: (
      <nav aria-label="Main">
        <a href="/designathon/">Design-a-thon</a>
      </nav>
    ),
    footer: (
      <footer>
        <p>The site's footer</p>
      </footer>
    ),
    theme: { tint: colors.blush, accent: colors.ultraviolet },
    children: <Rules rules={storyRules.slice(0, 3)} tone="tint" />,
  },
} satisfies Meta<typeof EditionFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame around the sections; its sections take the edition's tint and accent. */
export const Default: Story = {};

/** Another edition's colours, without an accent bar. */
export const OtherTheme: Story = { args: { theme: { tint: colors.peach } } };
