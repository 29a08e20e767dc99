import { content, edition } from "@duci/data/editions/2023/content";
import { paths } from "@duci/data/paths";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

// Plain selectors rather than role queries: those are slow over this long page.
// The whole page renders in each test, which takes seconds on a busy machine.
const slow = { timeout: 30_000 };

const { keynote, judges, workshopHosts } = edition.people;
const record = [...(keynote ? [keynote] : []), ...judges, ...workshopHosts];
const recordNames = new Set(record.map((person) => person.name));

/** An absolute https address, a page of the site, an anchor of this page or the club's email. */
const isSiteLink = (href: string) =>
  /^https:\/\/[^/\s]+\.[a-z]{2,}(\/|$)/.test(href) ||
  /^#[\w-]+$/.test(href) ||
  href === "mailto:design@uci.edu" ||
  (Object.values(paths) as string[]).includes(href);

describe("the You Belong Here page", () => {
  it("shows as cards exactly the keynote speaker, judges and workshop hosts of the 2023 record", slow, () => {
    render(<App />);
    const speakers = document.getElementById("speakers");
    expect(speakers).not.toBeNull();
    const cards = [...(speakers?.querySelectorAll("button[aria-haspopup='dialog']") ?? [])];
    const shown = cards.map((card) => card.querySelector(":scope > span:nth-of-type(2)")?.textContent ?? "");
    for (const name of shown) expect(recordNames, name).toContain(name);
    expect(new Set(shown)).toEqual(recordNames);
    expect(cards).toHaveLength(record.length);
  });

  it("links only to https addresses, pages of the site and the club's email, external ones in a new tab", slow, () => {
    render(<App />);
    const links = [...document.querySelectorAll("a[href]")];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      expect(isSiteLink(href), href).toBe(true);
      if (href.startsWith("https://")) expect(link, href).toHaveAttribute("target", "_blank");
    }
    const hrefs = links.map((link) => link.getAttribute("href"));
    for (const address of Object.values(content.links)) expect(hrefs).toContain(address);
    for (const sponsor of edition.sponsors) {
      const logo = document.querySelector(`#sponsors a[href="${sponsor.link}"] img`);
      expect(logo?.getAttribute("alt"), sponsor.id).toMatch(new RegExp(`^${sponsor.alt},`));
    }
  });

  it(
    "links the Zoom meeting each Sunday item was held in, and each submission form where the page had it",
    slow,
    () => {
      render(<App />);
      // After the event the schedule opens on Sunday.
      const schedule = document.getElementById("schedule");
      const named = (href: string) =>
        [...(schedule?.querySelectorAll(`a[href="${href}"]`) ?? [])].map((link) => {
          expect(link, href).toHaveAttribute("target", "_blank");
          return link.textContent;
        });
      expect(named(content.zoom.ceremony)).toEqual([
        "Zoom meeting of Presentations (opens in a new tab)",
        "Zoom meeting of Closing Ceremony (opens in a new tab)",
      ]);
      expect(named(content.links.submission)).toEqual(["Submission Form (opens in a new tab)"]);
      const faq = document.getElementById("faq");
      expect(faq?.querySelector(`a[href="${content.links.faqSubmission}"]`)).toHaveTextContent("Submission Form");
      expect(faq?.querySelector(`a[href="${content.links.submission}"]`)).toBeNull();
    },
  );

  it("says once that the schedule's times are PST, and what (IP) means", slow, () => {
    render(<App />);
    const schedule = document.getElementById("schedule")?.textContent ?? "";
    expect(schedule.match(/PST/g)).toHaveLength(1);
    expect(schedule).toContain("Events marked (IP) are in person");
  });
});

describe("the You Belong Here people page", () => {
  it("has a profile for every person of the 2023 record and no one else", slow, () => {
    render(<PeoplePage />);
    const profiles = [...document.querySelectorAll("article")];
    const names = profiles.map((profile) => profile.querySelector("h3")?.textContent ?? "");
    for (const name of names) expect(recordNames, name).toContain(name);
    expect(names).toEqual(record.map((person) => person.name));
    for (const person of record) {
      const profile = document.getElementById(person.id);
      expect(profile, person.id).not.toBeNull();
      expect(profile).toHaveTextContent(person.role);
      // As a reader sees it: the joiners and no-break spaces that keep a time range on one line are invisible.
      const read = (profile?.textContent ?? "").replaceAll("\u2060", "").replace(/\s+/g, " ");
      for (const contribution of person.contributions ?? []) expect(read).toContain(contribution);
    }
  });
});
