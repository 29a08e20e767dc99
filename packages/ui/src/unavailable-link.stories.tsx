import type { Meta, StoryObj } from "@storybook/react-vite";
import { UnavailableLink } from "./unavailable-link.tsx";

const meta = {
  title: "Basics/UnavailableLink",
  component: UnavailableLink,
  args: { label: "Handbook" },
} satisfies Meta<typeof UnavailableLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithReason: StoryObj<typeof meta> = { args: { label: "Join Zoom", reason: "meeting link not available" } };
