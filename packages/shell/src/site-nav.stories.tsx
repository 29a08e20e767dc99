import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteNav } from "./site-nav.tsx";

const meta = {
  title: "Shell/SiteNav",
  component: SiteNav,
  args: { currentPath: "/about/" },
} satisfies Meta<typeof SiteNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page but the home page: the logo and name link home. */
export const Default: Story = {};

/** The home page adds the club's social icons beside the logo and name (on a phone, in the menu). */
export const Home: Story = { args: { currentPath: "/", variant: "home" } };

/** On a phone the links collapse into a menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
