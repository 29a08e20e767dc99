import type { Meta, StoryObj } from "@storybook/react-vite";
import { MasonryGallery, type MasonryPhoto } from "./masonry-gallery.tsx";
import { colors } from "./theme/tokens.ts";

const fills = [
  colors.sky,
  colors.peach,
  colors.lime,
  colors.blush,
  colors.yellow,
  colors.pink,
  colors.silver,
  colors.green,
];
const sizes = [
  [600, 800],
  [800, 600],
  [600, 600],
  [600, 900],
  [800, 533],
  [600, 750],
  [700, 700],
  [600, 800],
] as const;

// Drawn placeholders: a tinted frame with a circle, sized like real photos.
const photos: MasonryPhoto[] = sizes.map(([width, height], i) => ({
  width,
  height,
  alt: `Sample photo ${i + 1}`,
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fills[i]}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="${colors.black}" opacity="0.2"/></svg>`,
  )}`,
}));

const meta = {
  title: "Media/MasonryGallery",
  component: MasonryGallery,
  args: { photos },
} satisfies Meta<typeof MasonryGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns and spacing follow the gallery's width. */
export const Responsive: Story = {};
/** Two columns at every width, as on the shirt page. */
export const TwoColumns: Story = { args: { columns: 2 } };
