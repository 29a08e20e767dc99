// Renders every story of every component, so none rots, and checks each with axe.
import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("./**/*.stories.tsx", { eager: true });

describe.each(Object.entries(modules))("%s", (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, React.ComponentType][];
  it.each(stories)(
    "%s renders with real links and without accessibility violations",
    async (_name, Story) => {
      const { container } = render(<Story />);
      expect(container.innerHTML).not.toBe("");
      // A link goes where it says: stories use the club's real addresses, never a placeholder.
      const placeholders = Array.from(container.querySelectorAll("a[href]"), (link) => link.getAttribute("href") ?? "");
      expect(placeholders.filter((href) => /example\.(com|org|net)|\/example\b|\.test\//.test(href))).toEqual([]);
      const results = await axe.run(container, {
        rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
      });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      // axe over a page of tables (the design tokens) takes seconds on a busy machine.
    },
    20_000,
  );
});
