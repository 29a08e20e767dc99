import { About } from "@duci/ui/edition/about";
import { colors } from "@duci/ui/theme/tokens";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EditionPage } from "./edition-page.tsx";

describe("EditionPage", () => {
  it("frames the sections with the club's title, navigation and footer", () => {
    render(
      <EditionPage
        title="Design-a-thon 2024: True to You"
        description="True to You, Design at UCI's 2024 Design-a-thon."
        path="/designathon/24/"
        theme={{ tint: colors.blush }}
      >
        <h2>Rules</h2>
      </EditionPage>,
    );
    expect(document.title).toBe("Design-a-thon 2024: True to You – Design at UCI");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "True to You, Design at UCI's 2024 Design-a-thon.",
    );
    expect(screen.getByRole("main")).toHaveTextContent("Rules");
    // The edition lies in the Resources section of the club's site.
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link", { name: "Resources", hidden: true })[0]).toHaveAttribute(
      "data-current",
      "section",
    );
    expect(within(screen.getByRole("contentinfo")).getByText(/All rights reserved/)).toBeInTheDocument();
  });

  it("keeps the Design-a-thon's name on one line in its blocks' text", () => {
    render(
      <EditionPage
        title="Design-a-thon 2024"
        description="A Design-a-thon."
        path="/designathon/24/"
        theme={{ tint: colors.blush }}
      >
        <About paragraphs={["From one Design-a-thon to the next Design-a-thon, at UC Irvine."]} facts={[]} />
      </EditionPage>,
    );
    const paragraph = screen.getByText(/^From one/);
    expect(paragraph).toHaveTextContent("From one Design-a-thon to the next Design-a-thon, at UC Irvine.");
    const whole = [...paragraph.querySelectorAll("span")];
    expect(whole.map((span) => span.textContent)).toEqual(["Design-a-thon", "Design-a-thon"]);
    for (const span of whole) expect(getComputedStyle(span).whiteSpace).toBe("nowrap");
  });
});
