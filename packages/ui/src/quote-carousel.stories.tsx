import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleFactCards, sampleQuoteCards } from "./quote-carousel.fixtures.ts";
import { QuoteCarousel } from "./quote-carousel.tsx";

const meta = {
  title: "Content/QuoteCarousel",
  component: QuoteCarousel,
  args: { quotes: sampleFactCards, label: "From our board" },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof QuoteCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards before any words are supplied, as the about page shows its board: each member's position and board year (fictional people). */
export const Board: Story = {};

/** Sample cards with words (fictional people): how a card looks once a member supplies a quote. */
export const WithWords: Story = { args: { quotes: sampleQuoteCards } };

/** More cards than fit: the accents cycle blue, yellow, red, and the arrows scroll. */
export const Facts: Story = { args: { quotes: sampleFactCards } };

/** Two cards fit without scrolling: the arrows stay inactive. */
export const Short: Story = { args: { quotes: sampleFactCards.slice(0, 2) } };
