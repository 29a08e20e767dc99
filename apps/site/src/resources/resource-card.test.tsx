import { type Resource, resources } from "@duci/data/resources";
import { contrastRatio } from "@duci/ui/theme/contrast";
import { colors } from "@duci/ui/theme/tokens";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResourceCard } from "./resource-card.tsx";

function arrowCircle(resource: Resource) {
  const { container } = render(<ResourceCard resource={resource} />);
  const card = container.firstElementChild as HTMLElement | null;
  return card?.style.getPropertyValue("--arrow") ?? "";
}

const mains = ["red", "orange", "blue", "black"] as const;

describe("ResourceCard's arrow", () => {
  it.each(mains)("is white on a circle with at least 3:1 contrast for a %s card", (main) => {
    const first = resources[0] as Resource;
    const circle = arrowCircle({ ...first, main });
    expect(circle).toMatch(/^#[0-9A-F]{6}$/i);
    expect(contrastRatio(colors.white, circle)).toBeGreaterThanOrEqual(3);
  });

  it.each(resources.map((resource) => [resource.title, resource] as const))(
    "reaches 3:1 on the %s card",
    (_, resource) => {
      expect(contrastRatio(colors.white, arrowCircle(resource))).toBeGreaterThanOrEqual(3);
    },
  );
});
