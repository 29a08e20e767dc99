import type { DesignathonPerson } from "@duci/data/designathon-types";
import { edition2025 as edition } from "@duci/data/editions/2025/record";
import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";
import { speakers } from "./speakers.ts";

const keynoteSpeakers: readonly DesignathonPerson[] = edition.people.speakers;
const judges: readonly DesignathonPerson[] = edition.people.judges;
const record = [...new Set([...keynoteSpeakers, ...judges])];
const cards = speakers.flatMap((group) => group.people);

describe("the 2025 speakers and judges", () => {
  it("show only people of the 2025 record, as the record's cards have them", () => {
    for (const card of cards) {
      const person = record.find((entry) => entry.id === card.id);
      expect(person, card.id).toBeDefined();
      expect([card.name, card.role]).toEqual([person?.name, person?.role]);
    }
  });

  it("give everyone of the record exactly one card, the keynote speakers first", () => {
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(record.map((person) => person.id).sort());
    expect(speakers.map((group) => group.title)).toEqual(["Keynote Speakers", "Judges"]);
    expect(speakers[0]?.people.map((person) => person.name)).toEqual([
      "Robyn Young",
      "Alex Park",
      "Miles Seiden",
      "Tyler Vickers",
      "Lawrence Ntim",
    ]);
  });

  it("say what each person did: keynote speaker, judge, and their talk", () => {
    for (const card of cards) {
      const contributions = card.contributions ?? [];
      expect(contributions.includes("Keynote Speaker"), card.id).toBe(keynoteSpeakers.some((p) => p.id === card.id));
      expect(contributions.includes("Judge"), card.id).toBe(judges.some((p) => p.id === card.id));
    }
    const byName = (name: string) => cards.find((card) => card.name === name)?.contributions;
    expect(byName("Miles Seiden")).toEqual([
      "Keynote Speaker",
      "Judge",
      "Keynote panel (Friday 4:30\u2060-\u20605:30\u00a0PM)",
    ]);
    expect(byName("Lawrence Ntim")).toEqual([
      "Keynote Speaker",
      "Judge",
      "Fireside chat (Sunday 3:15\u2060-\u20603:45\u00a0PM)",
    ]);
    expect(byName("Robyn Young")).toEqual([
      "Keynote Speaker",
      "Opening keynote (Friday 4:30\u2060-\u20605:30\u00a0PM)",
    ]);
    expect(byName("Nicole Liang")).toEqual(["Judge"]);
  });

  it("each have a profile on the people page, where their name on the main page leads", () => {
    render(<PeoplePage />);
    for (const card of cards) {
      const profile = document.getElementById(card.id);
      expect(profile, card.id).not.toBeNull();
      const article = within(profile as HTMLElement);
      expect(article.getByRole("heading", { name: card.name })).toBeInTheDocument();
      expect(article.getAllByRole("listitem").map((item) => item.textContent)).toEqual(card.contributions);
    }
    expect(screen.getAllByRole("article")).toHaveLength(cards.length);
  });

  it("lead from the main page to an anchor of the people page, every one of them", { timeout: 30_000 }, () => {
    render(<App />);
    const prefix = "/designathon/25/people/";
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>(`main a[href^="${prefix}#"]`)].map(
      (link) => link.getAttribute("href")?.slice(prefix.length + 1) ?? "",
    );
    expect(anchors).toEqual([...cards.map((card) => card.id), "team"]);
    cleanup();
    render(<PeoplePage />);
    for (const anchor of anchors) expect(document.getElementById(anchor), anchor).not.toBeNull();
  });
});
