import type { Meta, StoryObj } from "@storybook/react-vite";
import { samplePhoto } from "../story-photo.ts";
import { storyWinners } from "./edition-fixtures.ts";
import { WinnerScreen } from "./winner-screen.tsx";
import { Winners } from "./winners.tsx";

const meta = {
  title: "Edition/Winners",
  component: Winners,
  args: { winners: storyWinners },
} satisfies Meta<typeof Winners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The place as a label above the project. */
export const Card: Story = { args: { tone: "tint" } };

/** 2022: the place large, with its prize. */
export const Headline: Story = {
  args: {
    look: "headline",
    winners: storyWinners.slice(0, 2).map((winner, index) => ({
      ...winner,
      prize: index === 0 ? "$50 gift card each" : "$20 gift card each",
    })),
  },
};

/** The first entry with the screen the board uploaded (a generated picture here, served by Storybook itself). */
export const WithScreen: Story = {
  args: {
    winners: storyWinners.map((winner, index) =>
      index === 0
        ? {
            ...winner,
            screen: (
              <WinnerScreen
                image={{
                  url: samplePhoto.src,
                  width: samplePhoto.width,
                  height: samplePhoto.height,
                  alt: "Shapes on a gradient, standing in for the entry's screen",
                  lqip: "",
                }}
              />
            ),
          }
        : winner,
    ),
  },
};
