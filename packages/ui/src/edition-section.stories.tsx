import type { Meta, StoryObj } from "@storybook/react-vite";
import { EditionSection } from "./edition-section.tsx";

const meta = {
  title: "Edition/EditionSection",
  component: EditionSection,
  args: { id: "s-about", title: "About", children: <p>Three days to design something true to you.</p> },
} satisfies Meta<typeof EditionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Tinted: Story = { args: { tone: "tint" } };
