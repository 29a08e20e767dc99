import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeroArt } from "./page-hero.tsx";

describe("HeroArt", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("on a page the scripts draw (reached by a link inside the site), shows the build's file of the drawing", () => {
    const { container } = render(<HeroArt name="about">{null}</HeroArt>);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute("aria-hidden", "true");
    const image = box?.querySelector("img");
    expect(image).toHaveAttribute("src", "/heroes/about.svg");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("width", "240");
    expect(image).toHaveAttribute("height", "180");
  });

  it("keeps the prerendered drawing when React hydrates the page, and when it renders again", async () => {
    const errors = vi.spyOn(console, "error");
    // The page as prerendered: the box with the drawing inside.
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<HeroArt name="about">{null}</HeroArt>);
    container.firstElementChild?.insertAdjacentHTML("beforeend", '<svg viewBox="0 0 240 180"><path d="M0 0h9"/></svg>');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <HeroArt name="about">{null}</HeroArt>, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    await act(async () => root.render(<HeroArt name="about">{false}</HeroArt>));
    expect(container.querySelector("svg path")).not.toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => root.unmount());
    container.remove();
  });
});
