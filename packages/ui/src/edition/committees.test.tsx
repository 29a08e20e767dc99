import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Committees } from "./committees.tsx";

const committees = [
  {
    id: "design",
    name: "Design",
    members: [
      { id: "priya", name: "Priya Raman", role: "Lead" },
      { id: "mateo", name: "Mateo Cruz" },
    ],
  },
  { id: "outreach", name: "Outreach", members: [{ id: "noor", name: "Noor Haddad", role: "Sponsorships" }] },
];

describe("Committees", () => {
  it("shows each committee under its name, with its members' names and roles", () => {
    render(<Committees committees={committees} />);
    expect(screen.getByRole("heading", { level: 2, name: "Organizing Team" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Design",
      "Outreach",
    ]);
    const design = screen.getByRole("list", { name: "Design" });
    expect(
      within(design)
        .getAllByRole("listitem")
        .map((member) => member.textContent),
    ).toEqual(["Priya RamanLead", "Mateo Cruz"]);
    expect(within(screen.getByRole("list", { name: "Outreach" })).getByText("Sponsorships")).toBeVisible();
  });

  it("draws each member's portrait from their name, and leaves it out of what screen readers read", () => {
    const { container } = render(<Committees committees={committees} />);
    const portraits = Array.from(container.querySelectorAll("img"));
    expect(portraits.map((portrait) => portrait.getAttribute("src"))).toEqual([
      "/portraits/priya-raman-192.webp",
      "/portraits/mateo-cruz-192.webp",
      "/portraits/noor-haddad-192.webp",
    ]);
    expect(screen.queryAllByRole("img")).toEqual([]);
  });

  it("has all of forty people in the prerendered page, with nothing to open", () => {
    const names = Array.from({ length: 40 }, (_, index) => `Member ${index + 1}`);
    const large = [0, 1, 2, 3, 4].map((group) => ({
      id: `group-${group}`,
      name: `Committee ${group + 1}`,
      members: names.slice(group * 8, group * 8 + 8).map((name) => ({ id: name, name })),
    }));
    const html = renderToString(<Committees committees={large} />);
    for (const name of names) expect(html).toContain(`>${name}<`);
    render(<Committees committees={large} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(5);
  });
});
