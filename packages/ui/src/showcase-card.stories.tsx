import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShowcaseCard } from "./showcase-card.tsx";

const art = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/></svg>`)}`;

const meta = {
  title: "Edition/ShowcaseCard",
  component: ShowcaseCard,
  args: {
    event: {
      title: "You Belong Here",
      theme: "Community & Inclusivity",
      participants: "300+",
      link: "/designathon/23/",
      image: art("#CEF2FF"),
      showcase: [
        {
          title: "1st Place",
          image: art("#FFDFD9"),
          name: "Open Door",
          creators: ["Sofia Reyes", "Kenji Mori"],
          // Until the board supplies a prototype's address, an entry has no link.
          links: [],
        },
      ],
    },
    style: { maxWidth: 520, margin: 24 },
  },
} satisfies Meta<typeof ShowcaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the toggle opens the awarded entries. */
export const Default: Story = {};

/** A legacy edition on another site: the Event Page opens in a new tab. */
export const Legacy: Story = {
  args: {
    event: {
      title: "Mindfulness & Productivity",
      theme: "Mindfulness & Productivity",
      participants: "100+",
      link: "https://designathon2021.designatuci.com/",
      image: art("#D1FFE1"),
      showcase: [],
    },
  },
};
