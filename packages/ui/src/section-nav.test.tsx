import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionNav } from "./section-nav.tsx";

describe("SectionNav", () => {
  afterEach(() => vi.restoreAllMocks());

  it("scrolls to the section minus the offset and moves focus there", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <>
        <SectionNav aria-label="Sections" offset={80} items={[{ id: "rules", label: "Rules" }]} />
        <section id="rules">
          <h2>Rules</h2>
        </section>
      </>,
    );
    const section = document.getElementById("rules") as HTMLElement;
    vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top: 500 } as DOMRect);
    const link = screen.getByRole("link", { name: "Rules" });
    expect(link).toHaveAttribute("href", "#rules");
    await userEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 420 }));
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe("#rules");
  });

  it("is a labelled navigation landmark with its actions after the links", () => {
    render(
      <SectionNav
        aria-label="Sections"
        items={[{ id: "faq", label: "FAQ" }]}
        actions={<a href="https://forms.gle/x">Submission Form</a>}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Sections" });
    expect(nav).toHaveTextContent("FAQSubmission Form");
  });
});
