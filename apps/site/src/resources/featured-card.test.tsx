import { defaultFeaturedImage, featuredResources } from "@duci/data/featured-resources";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resourceWithoutPreview as resource } from "./featured-card.fixtures.ts";
import { FeaturedCard } from "./featured-card.tsx";

describe("FeaturedCard", () => {
  it("shows the default preview when a resource has none, or names one that does not exist", () => {
    const { container, rerender } = render(<FeaturedCard resource={resource} />);
    const image = () => container.querySelector("img");
    expect(image()).toHaveAttribute("src", defaultFeaturedImage);
    expect(image()).toHaveAttribute("data-image", "default");
    rerender(<FeaturedCard resource={{ ...resource, ogImg: "no-such-picture" }} />);
    expect(image()).toHaveAttribute("data-image", "default");
    expect(screen.getByRole("heading", { name: resource.title })).toBeInTheDocument();
  });

  it("shows a resource's own preview, sized so nothing shifts while it loads", () => {
    const { container } = render(<FeaturedCard resource={{ ...resource, ogImg: featuredResources[0].ogImg }} />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("data-image", "own");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "630");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("asks for the first card's cover as the page is read: it is on the first screen, the page's largest paint", () => {
    const { container } = render(<FeaturedCard resource={{ ...resource, ogImg: featuredResources[0].ogImg }} first />);
    expect(container.querySelector("img")).not.toHaveAttribute("loading");
  });

  it.each(featuredResources.map((featured) => [featured.title, featured] as const))(
    "%s: the title shows once, in the heading, and names the card's link",
    (title, featured) => {
      const { container } = render(<FeaturedCard resource={featured} />);
      // What a sighted visitor reads: the card's text without what only a screen reader hears, and no words in the cover.
      const shown = container.cloneNode(true) as HTMLElement;
      for (const hidden of shown.querySelectorAll(".visually-hidden")) hidden.remove();
      const text = shown.textContent ?? "";
      expect(text.split(title).length - 1).toBe(1);
      expect(container.querySelector("img")).toHaveAttribute("alt", "");
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: `${title} (opens in a new tab)` })).toBeInTheDocument();
    },
  );
});
