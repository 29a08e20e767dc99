import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar.tsx";

const meta = {
  title: "Basics/Avatar",
  component: Avatar,
  args: { name: "Avery Quinn", size: 96 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each name gets its own colours and shape. */
export const Several: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, padding: 16, flexWrap: "wrap" }}>
      {["Avery Quinn", "Jordan Lee", "Priya Raman", "Mateo Cruz", "Kai Tanaka", "Noor Haddad", "Sam Ortiz"].map(
        (name) => (
          <Avatar key={name} name={name} />
        ),
      )}
    </div>
  ),
};
