// The edition's smoke test: the page renders from its record and content (packages/data/src/editions/__YEAR__/).
import { editionDateLine, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/__YEAR__/content";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";
import { speakers } from "./speakers.ts";

describe("Design-a-thon __YEAR__", () => {
  // One render for every check: the whole page is large, and slow machines need the time.
  it("shows the name, every section of the bar, the people and the way back", { timeout: 30_000 }, () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: edition.name })).toBeInTheDocument();
    // The dates under the name follow the record's days.
    expect(document.querySelector("[data-ed='dates']")).toHaveTextContent(editionDateLine(edition));
    expect(document.title).toBe(`${editionTitle(edition)} – Design at UCI`);
    const main = within(screen.getByRole("main"));
    const headings = main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    // Every section of the bar has its heading, in the bar's order; sections the bar
    // leaves out (the figures, the winners once there are any) may sit between them.
    const labels = edition.sections.map((section) => section.label);
    expect(headings.filter((heading) => labels.includes(heading ?? ""))).toEqual(labels);
    if (content.winners.length > 0) expect(headings).toContain("Winners");
    for (const section of edition.sections) {
      expect(document.getElementById(section.id)).not.toBeNull();
    }
    const firstPerson = edition.people.keynote ?? edition.people.judges[0];
    if (firstPerson) expect(main.getByRole("button", { name: new RegExp(firstPerson.name) })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    expect(main.getByRole("group", { name: "Countdown" })).toBeInTheDocument();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? "{}")).toMatchObject({ "@type": "Event", name: editionTitle(edition) });
  });

  it("has a people page with every person's profile, each where the cards lead", () => {
    render(<PeoplePage />);
    expect(document.title).toBe(`Judges & Speakers · ${editionTitle(edition)} – Design at UCI`);
    for (const person of speakers.flatMap((group) => group.people)) {
      const profile = document.getElementById(person.id);
      expect(profile, `${editionPeoplePath(edition)}#${person.id}`).toHaveTextContent(person.role);
      // Their own words, once they gave some.
      if (person.about) expect(profile).toHaveTextContent(person.about);
    }
    expect(screen.getByRole("link", { name: `Back to ${edition.name}` })).toHaveAttribute("href", editionPath(edition));
  });
});
