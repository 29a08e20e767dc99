import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialIcon, type SocialName } from "./icons.tsx";

// Every name the type allows (a record, so a new network cannot be left out here).
const networks: Record<SocialName, true> = {
  Instagram: true,
  Discord: true,
  Facebook: true,
  LinkedIn: true,
  YouTube: true,
  TikTok: true,
};

const sprite = readFileSync(join(import.meta.dirname, "social-icons.svg"), "utf8");

describe("SocialIcon", () => {
  it("draws every network it names from a symbol of the shared file", () => {
    for (const name of Object.keys(networks) as SocialName[]) {
      expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
      const { container, unmount } = render(<SocialIcon name={name} />);
      expect(container.querySelector("use")?.getAttribute("href")).toMatch(new RegExp(`social-icons[^#]*#${name}$`));
      unmount();
    }
  });

  it("cuts inner shapes in a colour the page can set, since its styles cannot reach into the file", () => {
    expect(sprite).not.toContain('fill="#fff"');
    expect(sprite).toContain('style="fill:var(--social-cutout,#fff)"');
  });
});
