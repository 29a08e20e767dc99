import { boardMembers } from "@duci/data/board";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileCard } from "./profile-card.tsx";
import { storyPeople } from "./story-people.ts";
import { samplePhoto } from "./story-photo.ts";

// A member of the board who gave profile links, and one who gave none.
const linked = boardMembers.find((member) => (member.links?.length ?? 0) > 1) ?? boardMembers[0];
const unlinked = boardMembers.find((member) => !member.links?.length) ?? boardMembers[0];

const meta = {
  title: "Content/ProfileCard",
  component: ProfileCard,
  args: { name: unlinked?.name ?? "", position: unlinked?.position ?? "", color: "blue" },
  decorators: [(Story) => <div style={{ maxWidth: 260, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who gave no profile links: the card ends with the position. */
export const WithoutLinks: Story = {};

/** A member's own profile links, as the board's record gives them. */
export const WithLinks: Story = {
  args: { name: linked?.name ?? "", position: linked?.position ?? "", links: linked?.links, color: "pink" },
};

/** An intern's card (a sample person: the board has no interns at the moment). */
export const Intern: Story = {
  args: { name: storyPeople.zara.name, position: "Board Intern", color: "green" },
};

/** With a photo from the image pipeline (a generated picture, not a person; a sample name). */
export const WithPhoto: Story = { args: { name: storyPeople.zara.name, position: "Board Intern", photo: samplePhoto } };

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
