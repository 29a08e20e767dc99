import type { Meta, StoryObj } from "@storybook/react-vite";
import { SplashDecoration } from "./splash-decoration.tsx";

const meta = {
  title: "Edition/SplashDecoration",
  component: SplashDecoration,
} satisfies Meta<typeof SplashDecoration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The decoration alone. */
export const Default: Story = {};

/** With a closing message, on a sky ground. */
export const WithMessage: Story = {
  args: {
    background: "#CEF2FF",
    children: <p style={{ fontSize: 28, fontWeight: 700 }}>See you at the next Design-a-thon!</p>,
  },
};
