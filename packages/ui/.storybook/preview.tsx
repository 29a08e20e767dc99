import type { Preview } from "@storybook/react-vite";
import "../src/fonts.css";
import { EditionStyles } from "../src/edition/edition-styles.tsx";
import { GlobalStyles } from "../src/global-styles.tsx";
import { colors } from "../src/theme/tokens.ts";

const preview: Preview = {
  decorators: [
    (Story, context) => (
      <>
        <GlobalStyles />
        {/* The edition blocks draw their grounds and cards from an edition's theme: the default one. */}
        {context.title.startsWith("Design-a-thon/") ? <EditionStyles theme={{ tint: colors.blush }} /> : null}
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
