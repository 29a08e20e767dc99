import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileCard, type ProfileLink } from "./profile-card.tsx";

// Fictional members: one with a link of every kind, one with one link, one without.
const members: readonly { name: string; position: string; links?: readonly ProfileLink[] }[] = [
  {
    name: "Avery Quinn",
    position: "President",
    links: [
      { type: "linkedin", href: "https://www.linkedin.com/in/avery-quinn" },
      { type: "website", href: "https://averyquinn.design" },
      { type: "instagram", href: "https://www.instagram.com/avery.draws" },
    ],
  },
  { name: "Jordan Lee", position: "Webmaster", links: [{ type: "website", href: "https://jordanlee.dev" }] },
  { name: "Priya Raman", position: "Workshops Director" },
];

const named = { linkedin: "on LinkedIn", website: "'s website", instagram: "on Instagram" } as const;

describe("ProfileCard", () => {
  it("shows every profile link a member gave, each named for a screen reader and opening a new tab", () => {
    const linked = members.filter((member) => (member.links?.length ?? 0) > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const member of linked) {
      const { unmount } = render(<ProfileCard name={member.name} position={member.position} links={member.links} />);
      const links = within(screen.getByRole("list", { name: `${member.name}'s links` })).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(member.links?.map((link) => link.href));
      for (const [index, link] of links.entries()) {
        const type = member.links?.[index]?.type ?? "website";
        expect(link.getAttribute("aria-label")).toContain(named[type]);
        expect(link.getAttribute("aria-label")).toMatch(/\(opens in a new tab\)$/);
        expect(link).toHaveAttribute("target", "_blank");
      }
      unmount();
    }
  });

  it("without links ends with the position: no empty list of links", () => {
    const member = members.find((each) => !each.links?.length);
    expect(member).toBeDefined();
    render(<ProfileCard name={member?.name ?? ""} position={member?.position ?? ""} />);
    expect(screen.getByRole("heading", { name: member?.name })).toBeInTheDocument();
    expect(screen.getByText(member?.position ?? "")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
