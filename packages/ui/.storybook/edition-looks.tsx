import type { Decorator } from "@storybook/react-vite";
import { EditionStyles } from "../src/edition/edition-styles.tsx";
import { type EditionTheme, EditionThemeProvider } from "../src/edition/edition-theme.tsx";
import { colors } from "../src/theme/tokens.ts";

// Every edition's whole look, as its page is built with it: a new edition's app is picked up by its folder name.
const looks = import.meta.glob<() => EditionTheme>("../../../apps/designathon-*/src/theme.ts", {
  eager: true,
  import: "pageLook",
});

/** The looks the toolbar offers, newest edition first, after the blocks' own default. */
export const editionLooks: { value: string; title: string; look: EditionTheme }[] = [
  { value: "default", title: "No edition (the blocks' default)", look: { tint: colors.blush } },
  ...Object.entries(looks)
    .map(([path, pageLook]) => {
      const year = `20${/designathon-(\d\d)\//.exec(path)?.[1]}`;
      // Not the bare year: a link's globals would read it back as a number.
      return { value: `edition-${year}`, title: `Design-a-thon ${year}`, look: pageLook() };
    })
    .sort((a, b) => b.value.localeCompare(a.value)),
];

/** The toolbar's "Edition" menu. */
export const editionGlobal = {
  edition: {
    description: "Shows the edition blocks in an edition's look",
    toolbar: {
      title: "Edition",
      icon: "paintbrush",
      items: editionLooks.map(({ value, title }) => ({ value, title })),
      dynamicTitle: true,
    },
  },
};

/** Draws an edition block (a story under "Edition/") in the look chosen in the toolbar: its grounds, cards, type and ornaments. */
export const inEditionLook: Decorator = (Story, context) => {
  if (!context.title.startsWith("Edition/")) return <Story />;
  const { look } = editionLooks.find(({ value }) => value === context.globals.edition) ?? editionLooks[0];
  return (
    <EditionThemeProvider value={look}>
      <EditionStyles theme={look} />
      <Story />
    </EditionThemeProvider>
  );
};
