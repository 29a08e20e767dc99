// The edition's smoke test: the page renders from its record and content (packages/data/src/editions/2025/).
import { editionDateLine, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2025/content";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";
import { speakers } from "./speakers.ts";

describe("Design-a-thon 2025", () => {
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
    // The event is over: the winners lead, then the figures, then the bar's sections in the record's order.
    expect(headings).toEqual(["Winners", "By the Numbers", ...labels]);
    for (const section of edition.sections) {
      expect(document.getElementById(section.id)).not.toBeNull();
    }
    // The people as names: each speaker and judge, with their role, leading to their profile; the team by committee.
    const roster = within(document.getElementById("s-speakers") as HTMLElement);
    for (const person of speakers.flatMap((group) => group.people)) {
      const link = roster.getByRole("link", { name: person.name });
      expect(link).toHaveAttribute("href", `${editionPeoplePath(edition)}#${person.id}`);
      expect(link.parentElement).toHaveTextContent(person.role);
    }
    expect(roster.getByRole("link", { name: "Meet the speakers and judges" })).toHaveAttribute(
      "href",
      editionPeoplePath(edition),
    );
    const team = within(document.getElementById("s-team") as HTMLElement);
    expect(team.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      content.committees.map((committee) => committee.name),
    );
    for (const committee of content.committees)
      for (const member of committee.members) expect(team.getByText(member.name)).toBeInTheDocument();
    expect(team.getAllByRole("link")).toHaveLength(1);
    expect(team.getByRole("link", { name: "Meet the organizing team" })).toHaveAttribute(
      "href",
      `${editionPeoplePath(edition)}#team`,
    );
    // No profile opens here: the profiles are on the people page.
    expect(main.queryByRole("button", { name: /Miles Seiden/ })).toBeNull();
    expect(screen.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    // Prerendered after the event: the countdown has closed, and no sign-up is offered.
    expect(main.getByRole("group", { name: "Countdown" })).toHaveTextContent(
      "Beyond Our Horizons has ended. Thank you for designing with us!",
    );
    expect(screen.queryByRole("link", { name: /sign.?up|apply|register/i })).toBeNull();
    expect(screen.getByRole("link", { name: "Devpost (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://ucidesignathon.devpost.com/",
    );
    // The partners as names, none a link; no Zoom button after the event.
    const partners = within(document.getElementById("s-sponsors") as HTMLElement);
    expect(partners.queryAllByRole("link")).toHaveLength(0);
    for (const sponsor of edition.sponsors) expect(partners.getByText(sponsor.alt)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Zoom/ })).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: content.tracks[0]?.title })).toBeInTheDocument();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? "{}")).toMatchObject({ "@type": "Event", name: editionTitle(edition) });
  });

  it("has a people page with every person's profile, each where the names lead, then the team", () => {
    render(<PeoplePage />);
    expect(document.title).toBe(`Speakers, Judges & Team · ${editionTitle(edition)} – Design at UCI`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      `The keynote speakers, judges and organizing team of ${editionTitle(edition)}: who they are and what they did.`,
    );
    for (const person of speakers.flatMap((group) => group.people)) {
      const profile = document.getElementById(person.id);
      expect(profile, `${editionPeoplePath(edition)}#${person.id}`).toHaveTextContent(person.role);
      // Their own words, once they gave some.
      if (person.about) expect(profile).toHaveTextContent(person.about);
    }
    // The organizing team after the profiles, where the main page's team leads: each member with their position.
    const team = document.getElementById("team") as HTMLElement;
    expect(within(team).getByRole("heading", { level: 2, name: "Organizing Team" })).toBeInTheDocument();
    for (const committee of content.committees) {
      const list = within(team).getByRole("list", { name: committee.name });
      for (const member of committee.members) expect(list).toHaveTextContent(`${member.name}${member.role}`);
    }
    const headings = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Keynote Speakers", "Judges", "Organizing Team"]);
    expect(screen.getByRole("link", { name: `Back to ${edition.name}` })).toHaveAttribute("href", editionPath(edition));
  });
});
