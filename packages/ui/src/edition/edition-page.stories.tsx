import type { Meta, StoryObj } from "@storybook/react-vite";
import { colors } from "../theme/tokens.ts";
import { storyRules } from "./edition-fixtures.ts";
import { EditionPage } from "./edition-page.tsx";
import { Rules } from "./rules.tsx";

const meta = {
  title: "Design-a-thon/EditionPage",
  component: EditionPage,
  args: {
    title: "Design-a-thon 2024: True to You",
    description: "True to You, Design at UCI's 2024 Design-a-thon.",
    path: "/designathon/24/",
    theme: { tint: colors.blush, accent: colors.ultraviolet },
    children: <Rules rules={storyRules.slice(0, 3)} tone="tint" />,
  },
} satisfies Meta<typeof EditionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shell around the sections; its sections take the edition's tint and accent. */
export const Default: Story = {};

/** Another edition's colours, without an accent bar. */
export const OtherTheme: Story = { args: { theme: { tint: colors.peach } } };
