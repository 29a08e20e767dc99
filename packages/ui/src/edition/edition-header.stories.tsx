import type { Meta, StoryObj } from "@storybook/react-vite";
import { colors } from "../theme/tokens.ts";
import { EditionHeader } from "./edition-header.tsx";
import { EditionThemeProvider } from "./edition-theme.tsx";

const day = 24 * 60 * 60 * 1000;

const meta = {
  title: "Edition/EditionHeader",
  component: EditionHeader,
  args: {
    eyebrow: "Hackathon 2024",
    name: "True to You",
    dates: "May 17th - May 19th",
    facts: "Hybrid · Free · Solo or teams of up to 4",
    backHref: "/editions/",
    backLabel: "All editions",
    countdown: [
      { at: new Date(Date.now() + 3 * day), text: "The event begins in" },
      { at: "end", text: "Event has ended. Thank you for joining us!" },
    ],
    initial: new Date(),
  },
} satisfies Meta<typeof EditionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: blush graph paper, the name in ultraviolet. */
export const TrueToYou: Story = {
  decorators: [
    (Story) => (
      <EditionThemeProvider value={{ tint: colors.blush, accent: colors.ultraviolet }}>{Story()}</EditionThemeProvider>
    ),
  ],
};

/** A new edition's colours. */
export const OtherColours: Story = {
  decorators: [
    (Story) => <EditionThemeProvider value={{ tint: colors.sky, accent: colors.blue }}>{Story()}</EditionThemeProvider>,
  ],
};
