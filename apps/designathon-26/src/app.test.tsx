// The edition's smoke test: the page renders from its record and content (packages/data/src/editions/2026/).
import { editionDateLine, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2026/content";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";
import { speakers } from "./speakers.ts";

describe("Design-a-thon 2026", () => {
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
    expect(screen.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    expect(main.getByRole("group", { name: "Countdown" })).toBeInTheDocument();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? "{}")).toMatchObject({ "@type": "Event", name: editionTitle(edition) });
  });

  it("shows the record's two prompts with their rubrics, the itinerary, and the people and team as names", () => {
    render(<App />);
    const prompts = within(screen.getByRole("region", { name: "Prompts" }));
    for (const track of content.tracks) {
      expect(prompts.getByRole("heading", { name: track.title })).toBeInTheDocument();
      expect(prompts.getByText(track.label)).toBeInTheDocument();
    }
    expect(prompts.getAllByRole("link", { name: /Judging rubric/ }).map((link) => link.getAttribute("href"))).toEqual(
      content.tracks.map((track) => track.link.href),
    );
    const itinerary = within(screen.getByRole("region", { name: "Itinerary" }));
    expect(itinerary.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Fri", "Sat", "Sun"]);
    // Prerendered after the event: the last day, and no Zoom button left.
    expect(itinerary.getByRole("tab", { name: "Sunday, April 26" })).toHaveAttribute("aria-selected", "true");
    expect(itinerary.queryAllByRole("link", { name: /Zoom/ })).toEqual([]);
    // The record's lists, each name leading to the person's card on the people page (the two who
    // spoke and judged are in both); no cards and no dialogs on this page.
    const peoplePath = editionPeoplePath(edition);
    const people = within(screen.getByRole("region", { name: "Speakers & Judges" }));
    expect(people.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Keynote Speakers",
      "Judges",
    ]);
    const names = people.getAllByRole("link").filter((link) => link.getAttribute("href")?.includes("#"));
    expect(names).toHaveLength(26);
    expect(people.getAllByRole("link", { name: "Shirley Guo" }).map((link) => link.getAttribute("href"))).toEqual([
      `${peoplePath}#shirley-guo`,
      `${peoplePath}#shirley-guo`,
    ]);
    expect(people.getByText("Founder @ Tabi Places")).toBeInTheDocument();
    expect(people.getByRole("link", { name: "Meet every speaker and judge" })).toHaveAttribute("href", peoplePath);
    expect(people.queryAllByRole("button")).toEqual([]);
    // The team: each committee's names, and the way to their cards.
    const team = within(screen.getByRole("region", { name: "Organizing Team" }));
    expect(team.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      content.committees.map((committee) => committee.name),
    );
    for (const committee of content.committees)
      for (const member of committee.members) expect(team.getByText(member.name)).toBeInTheDocument();
    expect(team.getAllByRole("link")).toHaveLength(1);
    expect(team.getByRole("link", { name: "Meet the organizing team" })).toHaveAttribute("href", `${peoplePath}#team`);
  });

  it("has a people page with every person's profile, each where the names lead, then the team", () => {
    render(<PeoplePage />);
    expect(document.title).toBe(`Speakers, Judges & Team · ${editionTitle(edition)} – Design at UCI`);
    expect(screen.getByRole("heading", { level: 1, name: "Speakers, Judges & Team" })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Keynote Speakers",
      "Judges",
      "Organizing Team",
    ]);
    for (const person of speakers.flatMap((group) => group.people)) {
      const profile = document.getElementById(person.id);
      expect(profile, `${editionPeoplePath(edition)}#${person.id}`).toHaveTextContent(person.role);
      // Their own words, once they gave some.
      if (person.about) expect(profile).toHaveTextContent(person.about);
    }
    // The organizing team where the page's team leads, every member with their role.
    const team = document.getElementById("team") as HTMLElement;
    for (const committee of content.committees) {
      const members = within(within(team).getByRole("list", { name: committee.name }));
      for (const member of committee.members) {
        const item = members.getByText(member.name).closest("li");
        expect(item).toHaveTextContent(`${member.name}${member.role}`);
      }
    }
    expect(screen.getByRole("link", { name: `Back to ${edition.name}` })).toHaveAttribute("href", editionPath(edition));
  });
});
