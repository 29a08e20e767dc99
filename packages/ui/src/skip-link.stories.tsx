import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkipLink } from "./skip-link.tsx";

const meta = {
  title: "Shell/SkipLink",
  component: SkipLink,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: press Tab once on any page. */
export const Default: Story = {
  render: () => (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} style={{ padding: 80 }}>
        Page content
      </main>
    </>
  ),
};
