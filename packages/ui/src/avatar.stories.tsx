import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar.tsx";
import { storyNames } from "./story-people.ts";
import { samplePhoto } from "./story-photo.ts";

const meta = {
  title: "Basics/Avatar",
  component: Avatar,
  args: { name: "Avery Quinn", size: 96 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a photo: an illustrated portrait drawn from the name at build time. */
export const Default: Story = {};

/** Each name gets its own drawing and ground colour, the same every time. */
export const Several: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, padding: 16, flexWrap: "wrap" }}>
      {storyNames.map((name) => (
        <Avatar key={name} name={name} style={{ borderRadius: "50%" }} />
      ))}
    </div>
  ),
};

/** With a photo: AVIF or WebP from the image pipeline (the sample is a generated picture, not a person). */
export const WithPhoto: Story = { args: { photo: samplePhoto, size: 120 } };
