import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion } from "./accordion.tsx";

const meta = {
  title: "Basics/Accordion",
  component: Accordion,
  args: {
    items: [
      { id: "what", question: "What is the House System?", answer: <p>Four houses compete for points all quarter.</p> },
      { id: "cost", question: "Does it cost anything?", answer: <p>No, joining is free.</p> },
      { id: "events", question: "Do I need a house to attend events?", answer: <p>No, everyone is welcome.</p> },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
