import type { DesignathonPerson } from "@duci/data/designathon-types";
import { edition2024 as edition } from "@duci/data/editions/2024/record";
import { type Schedule2024Day, schedule2024 } from "@duci/data/editions/2024/schedule";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PeoplePage } from "./people-page.tsx";
import { speakers } from "./speakers.ts";

const record: readonly DesignathonPerson[] = [...edition.people.judges, ...edition.people.workshopHosts];
const cards = speakers.flatMap((group) => group.people);
const days: readonly Schedule2024Day[] = schedule2024;

describe("the 2024 speakers", () => {
  it("show only people of the 2024 record, as the record has them", () => {
    for (const card of cards) {
      const person = record.find((entry) => entry.id === card.id);
      expect(person, card.id).toBeDefined();
      expect([card.name, card.role]).toEqual([person?.name, person?.role]);
    }
  });

  it("give everyone of the record exactly one card", () => {
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...new Set(record.map((person) => person.id))].sort());
  });

  it("open with the keynote speaker, the record's first judge, and list what each person did", () => {
    const [keynote] = edition.people.judges;
    expect(speakers[0]).toMatchObject({ title: "Keynote Speaker", people: [{ id: keynote?.id }] });
    for (const card of cards) {
      const contributions = card.contributions ?? [];
      expect(contributions.length, card.id).toBeGreaterThan(0);
      const judge = edition.people.judges.some((person) => person.id === card.id);
      expect(contributions.includes("Judge"), card.id).toBe(judge);
      const hosted = days.flatMap((day) =>
        day.items.filter((item) => item.kind === "event" && item.hostIds?.includes(card.id)),
      );
      expect(contributions.filter((entry) => entry.startsWith("Hosted ")).length, card.id).toBe(hosted.length);
      for (const event of hosted) expect(contributions.some((entry) => entry.includes(event.title))).toBe(true);
    }
    expect(speakers[0]?.people[0]?.contributions?.[0]).toBe("Keynote Speaker");
  });

  it("each have a profile on the people page, where their card leads", () => {
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
});
