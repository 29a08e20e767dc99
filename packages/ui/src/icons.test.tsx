import { readFileSync } from "node:fs";
import { join } from "node:path";
import { socials } from "@duci/data/socials";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialIcon } from "./icons.tsx";

const sprite = readFileSync(join(import.meta.dirname, "social-icons.svg"), "utf8");

describe("SocialIcon", () => {
  it("draws every network the club lists from a symbol of the shared file", () => {
    for (const { name } of socials) {
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
