import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrowIcon } from "./arrow-icon.tsx";

describe("ArrowIcon", () => {
  it("draws each arrow in the text's colour, hidden from assistive technology", () => {
    const drawings = new Set<string | null | undefined>();
    for (const kind of ["right", "up-right", "refresh"] as const) {
      const { container, unmount } = render(<ArrowIcon kind={kind} />);
      const svg = container.querySelector("svg");
      expect(svg?.getAttribute("aria-hidden")).toBe("true");
      expect(svg?.getAttribute("stroke")).toBe("currentColor");
      expect(svg?.getAttribute("width")).toBe("1em");
      drawings.add(svg?.querySelector("path")?.getAttribute("d"));
      unmount();
    }
    expect(drawings.size).toBe(3);
  });
});
