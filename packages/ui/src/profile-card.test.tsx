import { socials } from "@duci/data/socials";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileCard } from "./profile-card.tsx";

// The club's own real profiles stand in for a member's (the board's people are fictional).
const linkedIn = socials.find((social) => social.name === "LinkedIn")?.link ?? "";
const instagram = socials.find((social) => social.name === "Instagram")?.link ?? "";

describe("ProfileCard", () => {
  it("shows a member's profile links, each named for a screen reader", () => {
    render(
      <ProfileCard
        name="Avery Quinn"
        position="Co-President"
        links={[
          { type: "linkedin", href: linkedIn },
          { type: "instagram", href: instagram },
        ]}
      />,
    );
    const links = within(screen.getByRole("list", { name: "Avery Quinn's links" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Avery Quinn on LinkedIn (opens in a new tab)",
      "Avery Quinn on Instagram (opens in a new tab)",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([linkedIn, instagram]);
  });

  it("without links ends with the position: no empty list of links", () => {
    render(<ProfileCard name="Mateo Cruz" position="Co-President" />);
    expect(screen.getByRole("heading", { name: "Mateo Cruz" })).toBeInTheDocument();
    expect(screen.getByText("Co-President")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
