import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionNav } from "./section-nav.tsx";

const items = [
  { label: "About", id: "t-about" },
  { label: "Rules", id: "t-rules" },
];

function Page() {
  return (
    <>
      <SectionNav items={items} aria-label="Sections" />
      <section id="t-about">About</section>
      <section id="t-rules">Rules</section>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("SectionNav", () => {
  it("scrolls to the section 80 px above it, smoothly, and marks it current", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: false } as MediaQueryList);
    render(<Page />);
    const rules = document.getElementById("t-rules") as HTMLElement;
    vi.spyOn(rules, "getBoundingClientRect").mockReturnValue({ top: 600 } as DOMRect);
    await userEvent.click(screen.getByRole("link", { name: "Rules" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 + window.scrollY - 80, behavior: "smooth" });
    expect(screen.getByRole("link", { name: "Rules" })).toHaveAttribute("aria-current", "location");
    expect(rules).toHaveFocus();
    expect(window.location.hash).toBe("#t-rules");
  });

  it("jumps at once when the visitor prefers reduced motion", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true } as MediaQueryList);
    render(<Page />);
    await userEvent.click(screen.getByRole("link", { name: "About" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "instant" }));
  });
});
