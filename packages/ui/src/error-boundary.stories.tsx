import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorBoundary, ErrorNotice } from "./error-boundary.tsx";

function Broken(): never {
  throw new Error("A part of the page failed to render");
}

const meta = {
  title: "Basics/ErrorBoundary",
  component: ErrorBoundary,
  args: { children: <p>Content that renders normally.</p> },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {};

/** A child that throws: the notice with its reload button takes its place. */
export const ChildThrows: Story = { args: { children: <Broken /> } };

/** The notice on its own. */
export const Notice: Story = { render: () => <ErrorNotice onReload={() => {}} /> };
