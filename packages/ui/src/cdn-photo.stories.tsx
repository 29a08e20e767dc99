import type { Meta, StoryObj } from "@storybook/react-vite";
import { CdnPhoto } from "./cdn-photo.tsx";
import { samplePhoto } from "./story-photo.ts";

const meta = {
  title: "Basics/CdnPhoto",
  component: CdnPhoto,
  args: {
    // The sample is a generated picture (shapes on a gradient), served by Storybook itself;
    // a static server ignores the CDN's size parameters, so every size is the same file.
    image: {
      url: samplePhoto.src,
      width: samplePhoto.width,
      height: samplePhoto.height,
      alt: "Shapes on a gradient",
      lqip: "",
    },
    widths: [240, 480],
    sizes: "240px",
    style: { width: 240, height: "auto" },
    fallback: <p>The drawing stands in when the photo cannot be loaded.</p>,
  },
} satisfies Meta<typeof CdnPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo from an image CDN: sizes from its URL parameters, lazy, with width and height set. */
export const Default: Story = {};

/** Cropped square, as a headshot is. */
export const Square: Story = { args: { aspect: 1 } };
