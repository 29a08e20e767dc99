import { boardMembers } from "@duci/data/board";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileCard } from "./profile-card.tsx";
import { storyPeople } from "./story-people.ts";
import { samplePhoto } from "./story-photo.ts";

const meta = {
  title: "Content/ProfileCard",
  component: ProfileCard,
  args: {
    name: "Avery Quinn",
    position: "Co-President",
    color: "blue",
    links: [
      { type: "linkedin", href: "https://www.linkedin.com/in/avery-quinn-design/" },
      { type: "website", href: "https://averyquinn.design/" },
      { type: "instagram", href: "https://www.instagram.com/avery.q/" },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 260, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {};

export const WithoutLinks: Story = {
  args: { name: storyPeople.zara.name, position: "Board Intern", color: "pink", links: [] },
};

/** With a photo from the image pipeline (a generated picture, not a person). */
export const WithPhoto: Story = { args: { photo: samplePhoto } };

/** The board grid of the about page. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 16 }}>
      {boardMembers.slice(0, 6).map((member) => (
        <ProfileCard key={member.name} {...member} />
      ))}
    </div>
  ),
};
