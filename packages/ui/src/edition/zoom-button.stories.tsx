import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyZoom } from "./edition-fixtures.ts";
import { ZoomButton } from "./zoom-button.tsx";

const links = storyZoom;
const hour = 60 * 60 * 1000;

const meta = {
  title: "Edition/ZoomButton",
  component: ZoomButton,
  args: { start: new Date(Date.now() + 24 * hour), zoom: { durationMinutes: 60 }, links },
} satisfies Meta<typeof ZoomButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: posted soon, and it does nothing. */
export const Soon: Story = {};

/** From the start for its duration: the meeting in a new tab, or, while the edition has no real address, a label saying so. */
export const Live: Story = { args: { start: new Date(Date.now() - 10 * 60 * 1000) } };
