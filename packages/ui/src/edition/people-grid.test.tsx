import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PeopleGrid } from "./people-grid.tsx";
import { PeoplePrints } from "./people-prints.tsx";

const groups = [
  { title: "Judges", people: [{ id: "maren-osei", name: "Maren Osei", role: "Keynote Speaker", pronouns: "she/her" }] },
  { title: "Workshop Hosts", people: [{ id: "julian-park", name: "Julian Park", role: "UX Designer" }] },
];

describe("PeopleGrid and PeoplePrints", () => {
  it("PeopleGrid makes each person a card that opens their notecard", () => {
    render(<PeopleGrid groups={groups} profilesPath="/designathon/24/people/" />);
    expect(screen.getByRole("button", { name: /Maren Osei/ })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("button", { name: /Julian Park/ })).toBeInTheDocument();
  });

  it("PeoplePrints shows the same groups as still prints with role and pronouns on them", () => {
    render(<PeoplePrints groups={groups} id="judges" title="Judges & Workshop Hosts" />);
    expect(screen.getByRole("heading", { level: 2, name: "Judges & Workshop Hosts" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Judges",
      "Workshop Hosts",
    ]);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Keynote Speaker · she/her")).toBeVisible();
    expect(screen.getByText("UX Designer")).toBeVisible();
  });
});
