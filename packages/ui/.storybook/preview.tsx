import type { Preview } from "@storybook/react-vite";
import "../src/fonts.css";
import { GlobalStyles } from "../src/global-styles.tsx";

const preview: Preview = {
  decorators: [
    (Story) => (
      <>
        <GlobalStyles />
        <Story />
      </>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
  },
};

export default preview;
