import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "./button.tsx";

const meta = {
  title: "Basics/Button",
  component: Button,
  args: { children: "Get involved" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {};
export const Outline: Story = { args: { "data-variant": "outline" } as never };
export const Primary: Story = { args: { "data-variant": "primary", children: "Recording" } as never };
export const OnDark: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, padding: 24, background: "#000024" }}>
      <ButtonLink href="/join/" data-variant="light">
        Get event updates
      </ButtonLink>
      <ButtonLink href="/houses/" data-variant="outline-light">
        Find your house
      </ButtonLink>
    </div>
  ),
};
export const Danger: Story = { args: { "data-variant": "danger", children: "Join Zoom" } as never };
export const Disabled: Story = { args: { disabled: true, children: "Submit" } };
export const AsLink: Story = { render: () => <ButtonLink href="/join/">Join the club</ButtonLink> };
