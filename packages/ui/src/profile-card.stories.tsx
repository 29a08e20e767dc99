import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProfileAccent, ProfileLink } from "./profile-card.tsx";
import { ProfileCard } from "./profile-card.tsx";
import { storyNames, storyPeople } from "./story-people.ts";
import { samplePhoto } from "./story-photo.ts";

// Fictional people. Their links are the networks' front pages: no profile is invented.
const sampleLinks: readonly ProfileLink[] = [
  { type: "linkedin", href: "https://www.linkedin.com/" },
  { type: "instagram", href: "https://www.instagram.com/" },
];
const positions = ["President", "Webmaster", "Workshops Director", "Finance Director", "Marketing", "Events"];
const accents: readonly ProfileAccent[] = ["blue", "pink", "green", "red"];

const meta = {
  title: "Content/ProfileCard",
  component: ProfileCard,
  args: { name: storyNames[0] ?? "", position: "President", color: "blue" },
  decorators: [(Story) => <div style={{ maxWidth: 260, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who gave no profile links: the card ends with the position. */
export const WithoutLinks: Story = {};

/** A member's own profile links. */
export const WithLinks: Story = {
  args: { name: storyNames[1] ?? "", position: "Webmaster", links: sampleLinks, color: "pink" },
};

/** An intern's card. */
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
      {storyNames.slice(0, 6).map((name, index) => (
        <ProfileCard
          key={name}
          name={name}
          position={positions[index] ?? ""}
          color={accents[index % accents.length]}
          links={index % 2 === 1 ? sampleLinks : undefined}
        />
      ))}
    </div>
  ),
};
