import type { Meta, StoryObj } from "@storybook/react-vite";
import { PersonCard } from "./person-card.tsx";
import { PersonPrint } from "./person-print.tsx";
import { storyPeople } from "./story-people.ts";
import { samplePhoto } from "./story-photo.ts";

const meta = {
  title: "Edition/PersonCard",
  component: PersonCard,
  args: {
    person: storyPeople.maren,
    // Where the card leads before scripts run: the edition's people page.
    profileHref: "/designathon/24/people/#maren-osei",
    tilt: -2,
    style: { maxWidth: 260, padding: 24 },
  },
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2024: a click or Enter opens the notecard modal; Escape or the overlay closes it. */
export const Default: Story = {};

/** 2023 and 2022 people also have pronouns and a fun fact; 2023 closes on any click in the modal. */
export const WithPronounsAndFunFact: Story = {
  args: {
    person: storyPeople.julian,
    tilt: 3,
    closeOnContentClick: true,
  },
};

/** A person with a photo: the pipeline's AVIF or WebP instead of the drawn portrait. */
export const WithPhoto: Story = {
  args: { person: { ...storyPeople.maren, photo: samplePhoto }, tilt: 1 },
};

/** 2022, which has no people page: a still print with the role and pronouns on it; nothing opens. */
export const Still: Story = {
  args: { person: storyPeople.julian, tilt: 0 },
  render: ({ person, tilt, style }) => <PersonPrint person={person} tilt={tilt} style={style} />,
};
