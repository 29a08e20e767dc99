import { colors } from "@duci/ui/theme/tokens";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { EditionPage } from "./edition-page.tsx";

const meta = {
  title: "Edition/EditionPage",
  component: EditionPage,
  args: {
    title: "Design-a-thon 2024: True to You",
    description: "True to You, Design at UCI's 2024 Design-a-thon.",
    path: "/designathon/24/",
    theme: { tint: colors.blush, accent: colors.ultraviolet },
    children: (
      <section aria-labelledby="story-rules">
        <h2 id="story-rules">Rules</h2>
        <p>Teams of up to four; every design is made during the event.</p>
      </section>
    ),
  },
} satisfies Meta<typeof EditionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edition's sections in the club's frame: its title, navigation and footer. */
export const Default: Story = {};
