import { boardMembers } from "@duci/data/board";
import { club } from "@duci/data/config";
import { socials } from "@duci/data/socials";
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
  },
  decorators: [(Story) => <div style={{ maxWidth: 260, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The board's people are fictional, so their cards have no links until a member gives a real address. */
export const WithoutLinks: Story = {};

/** Profile links, shown with the club's own real profiles (a member's card links to theirs the same way). */
export const WithLinks: Story = {
  args: {
    name: club.name,
    position: "The club's own profiles",
    photo: samplePhoto,
    links: [
      { type: "linkedin", href: socials.find((social) => social.name === "LinkedIn")?.link ?? "" },
      { type: "website", href: `${club.siteUrl}/` },
      { type: "instagram", href: socials.find((social) => social.name === "Instagram")?.link ?? "" },
    ],
  },
};

export const Intern: Story = {
  args: { name: storyPeople.zara.name, position: "Board Intern", color: "pink" },
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
