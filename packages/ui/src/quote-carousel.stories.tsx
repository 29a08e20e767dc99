import { quoteCards } from "@duci/data/quotes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuoteCarousel } from "./quote-carousel.tsx";

const meta = {
  title: "Content/QuoteCarousel",
  component: QuoteCarousel,
  args: { quotes: quoteCards, label: "From our board" },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof QuoteCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards, accents cycling blue, yellow, red. */
export const Board: Story = {};

/** Two cards fit without scrolling: the arrows stay inactive. */
export const Short: Story = { args: { quotes: quoteCards.slice(0, 2) } };
