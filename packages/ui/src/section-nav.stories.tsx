import type { Meta, StoryObj } from "@storybook/react-vite";
import { ButtonLink } from "./button.tsx";
import { newTab } from "./link.tsx";
import { SectionNav } from "./section-nav.tsx";
import { UnavailableLink } from "./unavailable-link.tsx";

const items = [
  { label: "About", id: "story-about" },
  { label: "Rules", id: "story-rules" },
  { label: "Schedule", id: "story-schedule" },
];

const meta = {
  title: "Edition/SectionNav",
  component: SectionNav,
  args: { items, "aria-label": "Sections" },
  render: (args) => (
    <div>
      <SectionNav {...args} />
      {items.map((item) => (
        <section key={item.id} id={item.id} style={{ minHeight: 480, padding: 24 }}>
          <h2>{item.label}</h2>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links scroll to their section 80 px below the top and mark it as current. */
export const Default: Story = {};

/** Actions at the end of the bar: an external link, and an item whose address is not known yet (as a new edition's Handbook). */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <ButtonLink href="https://discord.com/" {...newTab} data-variant="outline">
          Discord
        </ButtonLink>
        <UnavailableLink label="Handbook" />
      </>
    ),
  },
};
