import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteFooter } from "./site-footer.tsx";

const meta = {
  title: "Shell/SiteFooter",
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
