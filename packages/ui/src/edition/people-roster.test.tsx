import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PeopleRoster } from "./people-roster.tsx";

const groups = [
  { title: "Judges", people: [{ id: "ada-park", name: "Ada Park", role: "Product Designer" }] },
  { title: "Workshop Hosts", people: [] },
];

describe("PeopleRoster", () => {
  it("lists each group's people with their roles, each name leading to their card on the people page", () => {
    render(<PeopleRoster groups={groups} profilesPath="/designathon/99/people/" moreLabel="Meet everyone" />);
    expect(screen.getByRole("heading", { level: 3, name: "Judges" })).toBeInTheDocument();
    // A group without people is left out.
    expect(screen.queryByRole("heading", { name: "Workshop Hosts" })).toBeNull();
    const judges = screen.getByRole("heading", { name: "Judges" }).parentElement as HTMLElement;
    expect(within(judges).getByRole("link", { name: "Ada Park" })).toHaveAttribute(
      "href",
      "/designathon/99/people/#ada-park",
    );
    expect(within(judges).getByText("Product Designer")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Meet everyone" })).toHaveAttribute("href", "/designathon/99/people/");
  });

  it("names without links where the people page has no card of theirs", () => {
    render(<PeopleRoster groups={groups} profilesPath="/p/" moreLabel="Meet the team" linkNames={false} />);
    expect(screen.getByText("Ada Park").closest("a")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
