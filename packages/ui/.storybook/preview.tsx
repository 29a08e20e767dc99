import type { Preview } from "@storybook/react-vite";
import "../src/fonts.css";
import { GlobalStyles } from "../src/global-styles.tsx";
import { editionGlobal, inEditionLook } from "./edition-looks.tsx";

/** The widths the site is reviewed at: a small phone, a common phone, a tablet, a laptop. */
const reviewWidths = Object.fromEntries(
  [
    [320, 568, "mobile"],
    [390, 844, "mobile"],
    [768, 1024, "tablet"],
    [1280, 800, "desktop"],
  ].map(([width, height, type]) => [
    `w${width}`,
    { name: `${width} px`, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
);

const preview: Preview = {
  // A Docs page for every component: its stories and a table of its props.
  tags: ["autodocs"],
  decorators: [
    inEditionLook,
    (Story) => (
      <>
        <GlobalStyles />
        <Story />
      </>
    ),
  ],
  globalTypes: editionGlobal,
  initialGlobals: { edition: "default" },
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
    viewport: { options: reviewWidths },
  },
};

export default preview;
