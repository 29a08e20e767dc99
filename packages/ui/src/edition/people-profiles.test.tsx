import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PeopleProfiles } from "./people-profiles.tsx";

const maren = { id: "maren-osei", name: "Maren Osei", role: "Keynote Speaker", about: "Designs health apps." };
const julian = {
  id: "julian-park",
  name: "Julian Park",
  role: "Judge",
  about: "Researches how people read.",
  pronouns: "he/him",
  funFact: "Owns forty pens.",
};

describe("PeopleProfiles", () => {
  it("shows every person's profile in full, anchored by their id, with the way back", () => {
    render(
      <PeopleProfiles
        groups={[
          { title: "Keynote Speaker", people: [maren] },
          { title: "Judges", people: [julian] },
          { title: "Workshop Hosts", people: [] },
        ]}
        editionName="True to You"
        editionHref="/designathon/24/"
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Judges & Speakers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to True to You" })).toHaveAttribute("href", "/designathon/24/");
    // An empty group shows no heading.
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Keynote Speaker",
      "Judges",
    ]);
    const profile = within(screen.getByRole("article", { name: "Julian Park" }));
    expect(profile.getByText("Judge · he/him")).toBeInTheDocument();
    expect(profile.getByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(profile.getByText("Researches how people read.")).toBeInTheDocument();
    expect(profile.getByText(/Owns forty pens/)).toHaveTextContent("Fun fact: Owns forty pens.");
    expect(screen.getByRole("article", { name: "Maren Osei" })).toHaveAttribute("id", "maren-osei");
    expect(screen.getByRole("img", { name: "Portrait of Maren Osei" })).toBeInTheDocument();
  });

  it("uses 2023's words in the left look", () => {
    render(
      <PeopleProfiles
        groups={[{ title: "Judges", people: [julian] }]}
        editionName="You Belong Here"
        editionHref="/designathon/23/"
        look="left"
      />,
    );
    expect(screen.getByRole("heading", { name: "About Me" })).toBeInTheDocument();
    expect(screen.getByText(/Owns forty pens/)).toHaveTextContent("Fun Fact: Owns forty pens.");
  });
});
