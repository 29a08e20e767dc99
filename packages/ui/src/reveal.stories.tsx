import type { Meta, StoryObj } from "@storybook/react-vite";
import { Reveal } from "./reveal.tsx";

const meta = {
  title: "Motion/Reveal",
  component: Reveal,
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll down: each block fades in as its top passes 84% of the viewport. */
export const OnScroll: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24, padding: 16 }}>
      {["Workshops", "Talks", "Project Teams", "Design-a-thon", "Socials"].map((title) => (
        <Reveal key={title} style={{ minHeight: 280, padding: 24, borderRadius: 20, background: "#CEF2FF" }}>
          <h2>{title}</h2>
          <p>Revealed once it scrolls into view.</p>
        </Reveal>
      ))}
    </div>
  ),
};
