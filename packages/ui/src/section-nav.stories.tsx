import type { Meta, StoryObj } from "@storybook/react-vite";
import { ButtonLink } from "./button.tsx";
import { SectionNav } from "./section-nav.tsx";

const items = [
  { id: "overview", label: "Overview" },
  { id: "rules", label: "Rules" },
  { id: "schedule", label: "Schedule" },
  { id: "faq", label: "FAQ" },
];

const meta = {
  title: "Design-a-thon/SectionNav",
  component: SectionNav,
  args: { items, "aria-label": "Sections" },
  render: (args) => (
    <div>
      <SectionNav {...args} />
      {args.items.map((item) => (
        <section key={item.id} id={item.id} style={{ minHeight: 240, padding: 16 }}>
          <h2>{item.label}</h2>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links scroll to their section, 80 px below the top. */
export const Default: Story = {};

/** Sticky, with an external form after the links. */
export const StickyWithActions: Story = {
  args: {
    sticky: true,
    actions: (
      <ButtonLink href="https://forms.gle/example" data-variant="primary">
        Submission Form
      </ButtonLink>
    ),
  },
};
