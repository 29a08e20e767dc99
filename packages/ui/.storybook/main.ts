import { imagePlugins } from "@duci/images/vite";
import { frameGuard } from "@duci/prerender/frame-guard";
import { outlineSvgText } from "@duci/prerender/outline-svg-plugin";
import type { StorybookConfig } from "@storybook/react-vite";
import { fixtureExtraNames } from "../src/edition/edition-fixtures.ts";
import { portraitSeed } from "../src/portrait.ts";
import { storyNames, storyPeople } from "../src/story-people.ts";

// Storybook is built without prerendering, so it draws every portrait a story can show: only
// the stories' fictional people (the design system knows no club).
const portraitSeeds = [
  ...Object.values(storyPeople).map((person) => person.name),
  ...storyNames,
  ...fixtureExtraNames,
].map(portraitSeed);

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // The club's shell (its navigation, footer and sign-up) is shown beside the components it is built from.
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx", "../../shell/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Hidden while another site frames it, as the site's pages are; the manager frames its own preview.
  managerHead: (head) => `${frameGuard({ sameOrigin: true })}${head}`,
  previewHead: (head) => `${frameGuard({ sameOrigin: true })}${head}`,
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      outlineSvgText(),
      ...imagePlugins({ portraitSeeds: [...new Set(portraitSeeds)] }),
    ],
  }),
};

export default config;
