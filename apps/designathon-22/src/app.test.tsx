import { impactWinners } from "@duci/data/editions/2022/content";
import { edition2022 } from "@duci/data/editions/2022/record";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

// The names the 2022 record credits: its judges, workshop hosts, organizers and winning teams.
const recordNames = new Set([
  ...edition2022.people.judges.map((person) => person.name),
  ...edition2022.people.workshopHosts.map((person) => person.name),
  ...(edition2022.people.organizers ?? []).map((person) => person.name),
  ...impactWinners.flatMap((winner) => winner.members.map((member) => member.name)),
]);

describe("the Impact 2022 page, after the event", () => {
  it("credits only people of the 2022 record", () => {
    const { container } = render(<App />);
    // A winning team reads "Team: Name (School), Name (School)".
    const members = [...container.querySelectorAll("#winners h3 + p")].flatMap((team) =>
      [...(team.textContent ?? "").replace(/^[^:]*: /, "").matchAll(/([^,()]+?) \(([^)]+)\)/g)].map((match) =>
        (match[1] ?? "").trim(),
      ),
    );
    expect(members.length).toBeGreaterThan(0);
    const shown = [
      // Each print's name follows its portrait; the About card gives each organizer's name after their role.
      ...[...container.querySelectorAll("#judges [data-ed='print'] > span:nth-of-type(2), #about dd")].map(
        (element) => element.textContent ?? "",
      ),
      ...members,
    ];
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(recordNames, name).toContain(name);
    for (const person of [...edition2022.people.judges, ...edition2022.people.workshopHosts]) {
      expect(shown).toContain(person.name);
    }
  });

  it("links only to https addresses, site paths, its own sections and the club's email", () => {
    const { container } = render(<App />);
    const links = [...container.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? "");
    expect(links.length).toBeGreaterThan(0);
    for (const href of links)
      expect(href).toMatch(/^https:\/\/[^/\s]+\.[a-z]+(\/|$)|^\/[\w/-]*$|^#[\w-]+$|^mailto:design@uci\.edu$/);
    expect(container.textContent).not.toMatch(/not available|TBA|example\./i);
  });
});

describe("the Impact 2022 people page", () => {
  it("has a profile for every judge, workshop host and organizer of the record, each with an anchor of its own", () => {
    const { container } = render(<PeoplePage />);
    const names = [...container.querySelectorAll("article h3")].map((name) => name.textContent ?? "");
    const { judges, workshopHosts, organizers = [] } = edition2022.people;
    expect(names).toEqual([...judges, ...workshopHosts, ...organizers].map((person) => person.name));
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const judge of judges) expect(container.querySelector(`#${judge.id}`)?.textContent).toContain(judge.pronouns);
  });

  it("is linked from the edition's people section", () => {
    const { container } = render(<App />);
    expect(container.querySelector("#judges a[href='/designathon/22/people/']")).not.toBeNull();
  });
});
