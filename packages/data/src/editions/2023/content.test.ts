import { countdownState } from "@duci/time/countdown-state";
import { pacific } from "@duci/time/pacific";
import { timelineOrderProblems } from "@duci/time/timeline-order-problems";
import { describe, expect, it } from "vitest";
import { paths } from "../../paths.ts";
import {
  countdown2023,
  faq2023,
  judges2023,
  keynote2023,
  prizes2023,
  rules2023,
  schedule2023,
  sections2023,
  sponsors2023,
  winners2023,
  workshopHosts2023,
  youBelongHereLinks,
  zoom2023,
} from "./content.ts";
import { edition2023 } from "./record.ts";

const people = [keynote2023, ...judges2023, ...workshopHosts2023].flatMap((person) => (person ? [person] : []));
const scheduleItems = schedule2023.flatMap((day) => day.items.map((item) => ({ ...item, day: day.name })));

/** An absolute https address, or a path of the site. */
const isSiteLink = (href: string) =>
  /^https:\/\/[^/\s]+\.[a-z]{2,}(\/|$)/.test(href) || (Object.values(paths) as string[]).includes(href);

describe("the You Belong Here 2023 countdown", () => {
  it("has its dated steps in ascending order, then the end", () => {
    const dated = countdown2023.flatMap((step) => (step.at === "end" ? [] : [{ start: step.at }]));
    expect(timelineOrderProblems(dated)).toEqual([]);
    expect(countdown2023.at(-1)).toEqual({ at: "end", text: "Event has ended. Thank you for joining us!" });
  });

  it.each([
    ["2023-01-20T12:00", "Registration opens in", { days: 5, hours: 12, minutes: 0, seconds: 0 }],
    ["2023-02-01T00:00", "Registration closes in", { days: 14, hours: 0, minutes: 0, seconds: 0 }],
    ["2023-02-14T23:59:30", "Registration closes in", { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    ["2023-02-15T00:00", "Registration extended until", { days: 5, hours: 0, minutes: 0, seconds: 0 }],
    ["2023-02-19T23:59:30", "Registration extended until", { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    ["2023-02-20T00:00", "Event begins in", { days: 4, hours: 17, minutes: 30, seconds: 0 }],
    ["2023-02-24T17:30", "Submissions due in", { days: 1, hours: 14, minutes: 30, seconds: 0 }],
  ])("at %s Pacific: %s %o", (wallClock, text, remaining) => {
    const state = countdownState(countdown2023, pacific(wallClock));
    expect(state.text).toBe(text);
    expect(state.remaining).toEqual(remaining);
  });

  it("ends at the submission deadline, 26 Feb 2023 8:00 AM Pacific", () => {
    expect(countdownState(countdown2023, pacific("2023-02-26T07:59:59")).ended).toBe(false);
    const ended = countdownState(countdown2023, pacific("2023-02-26T08:00"));
    expect(ended).toMatchObject({ ended: true, remaining: null, text: "Event has ended. Thank you for joining us!" });
  });
});

describe("the You Belong Here 2023 people", () => {
  it("has unique ids per list, and a distinct anchor for every profile of the edition", () => {
    for (const list of [judges2023, workshopHosts2023, prizes2023, sections2023, sponsors2023, schedule2023]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const anchors = people.map((person) => person.id);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("gives every person a role and pronouns, and no words written for them", () => {
    for (const person of people) {
      expect(person.role, person.name).toMatch(/\S @ \S/);
      expect(person.pronouns, person.name).toMatch(/^\w+\/\w+/);
      expect(person.about, person.name).toBeUndefined();
      expect(person.funFact, person.name).toBeUndefined();
      expect(person.contributions?.length, person.name).toBeGreaterThan(0);
    }
  });

  it("names each judge in the judges' introduction and says so on their profile", () => {
    const introduction = scheduleItems.find((item) => item.title === "Judges Introduction");
    for (const judge of judges2023) {
      expect(introduction?.description).toContain(judge.name);
      expect(judge.contributions).toContain("Judge");
    }
  });

  it("gives the keynote speaker and each workshop host the schedule's session, which names them", () => {
    const sessions = people.flatMap((person) =>
      (person.contributions ?? []).filter((text) => text !== "Judge").map((text) => ({ person, text })),
    );
    expect(sessions.length).toBeGreaterThanOrEqual(workshopHosts2023.length + 1);
    for (const { person, text } of sessions) {
      const match = /^(.+?)(?: \((\w+)\))? · (\w+day, \w+ \d+), (.+) PST$/.exec(text);
      expect(match, text).not.toBeNull();
      const [, title, club, day, time] = match ?? [];
      const item = scheduleItems.find((candidate) => candidate.title === title && candidate.day === day);
      expect(item, text).toBeDefined();
      expect(item?.time).toBe(time);
      expect(item?.description).toContain(person.name);
      if (club) expect(item?.description).toContain(club);
    }
    expect(keynote2023?.contributions?.[0]).toMatch(/^Keynote speech · /);
  });
});

describe("the You Belong Here 2023 content", () => {
  it("states the 2023 eligibility, team size and deadline", () => {
    expect(rules2023[0]).toMatch(/undergraduate students in the United States/);
    expect(rules2023[1]).toMatch(/at most 4 people in total/);
    expect(rules2023.join(" ")).toContain("February 24 and February 26, 2023");
    expect(rules2023.join(" ")).toContain("Sunday, February 26 at 8:00 AM PST");
  });

  it("has the 2023 prizes: Top 3 gift cards, three awards, a five-winner raffle with three ways in, the trial", () => {
    expect(new Set(prizes2023.map((group) => group.symbol))).toEqual(
      new Set(["1st", "2nd", "3rd", "Raffle", "Presentation", "Creative", "Honorable", "Extras"]),
    );
    expect(prizes2023.slice(0, 3).map((group) => group.prizes[0])).toEqual([
      "A $50 Visa gift card for each team member, by email",
      "A $20 Visa gift card for each team member, by email",
      "A $10 Visa gift card for each team member, by email",
    ]);
    expect(prizes2023.map((group) => group.label)).toEqual(
      expect.arrayContaining(["Best presentation & story-telling", "Most creative & innovative", "Honorable Mention"]),
    );
    const raffle = prizes2023.find((group) => group.symbol === "Raffle")?.prizes ?? [];
    expect(raffle[0]).toMatch(/^Five winners/);
    expect(raffle.filter((line) => line.startsWith("1 entry: "))).toHaveLength(3);
    expect(prizes2023.find((group) => group.symbol === "Extras")?.prizes[0]).toContain("90-day");
  });

  it("lists the winners by place, each member with a school", () => {
    expect(winners2023.map((winner) => winner.place)).toEqual(["1st Place", "2nd Place", "3rd Place"]);
    for (const winner of winners2023) {
      expect(winner.members.length).toBeGreaterThan(0);
      for (const member of winner.members) expect(member.school?.trim() || undefined, member.name).toBe(member.school);
    }
  });

  it("lays the schedule on the edition's days, with the spec's Sunday times", () => {
    expect(schedule2023).toHaveLength(edition2023.days.length);
    const sunday = schedule2023.at(-1)?.items ?? [];
    const at = (title: string) => sunday.find((item) => item.title === title)?.time;
    expect(at("Submission Deadline")).toBe("8:00 AM");
    expect(at("Announcing 10 finalists")).toBe("1:10 PM");
    expect(at("Presentations")).toBe("4:00-5:30 PM");
    expect(at("Judging Panel")).toBe("5:30-6:15 PM");
    expect(at("Closing Ceremony")).toBe("7:00-7:40 PM");
    expect(at("Raffle Draw")).toBe("7:40-7:50 PM");
  });

  it("links every document, form, FAQ answer and sponsor to an https address or a page of the site", () => {
    const links = [
      ...Object.values(youBelongHereLinks),
      ...Object.values(zoom2023),
      ...faq2023.flatMap((item) => (item.link ? [item.link.href] : [])),
      ...sponsors2023.map((sponsor) => sponsor.link ?? ""),
    ];
    for (const href of links) expect(isSiteLink(href), href).toBe(true);
    expect(youBelongHereLinks.submission).toMatch(/^https:\/\/forms\.gle\//);
    expect(youBelongHereLinks.signUp).toMatch(/^https:\/\/forms\.gle\//);
    expect(youBelongHereLinks.challengeBrief).toMatch(/^https:\/\/drive\.google\.com\/file\/d\//);
  });

  it("links the ceremonies' meeting from the opening, the presentations and the closing, as published", () => {
    expect(zoom2023.ceremony).toBe("https://uci.zoom.us/j/93490306811");
    const linked = scheduleItems.filter((item) => item.zoom === "https://uci.zoom.us/j/93490306811");
    expect(linked.map((item) => [item.day, item.time, item.title])).toEqual([
      ["Friday, February 24", "5:30 PM", "Opening Ceremony"],
      ["Sunday, February 26", "4:00-5:30 PM", "Presentations"],
      ["Sunday, February 26", "7:00-7:40 PM", "Closing Ceremony"],
    ]);
  });

  it("links the workshops' meeting from each of the six workshops, as published", () => {
    expect(zoom2023.event).toBe("https://uci.zoom.us/j/92626479110");
    const linked = scheduleItems.filter((item) => item.zoom === "https://uci.zoom.us/j/92626479110");
    expect(linked.map((item) => item.title)).toEqual([
      "Workshop: Design for Gender Inclusivity",
      "Workshop: Intro to Figma",
      "Workshop: Designing for Diversity",
      "Workshop: Be F#$%ing Authentic",
      "Workshop: Creating UX Case Studies",
      "Workshop: Leveraging Accessibility in Design",
    ]);
    // Every item held on Zoom links its meeting, and nothing else does.
    for (const item of scheduleItems) expect(item.zoom !== undefined, item.title).toBe(item.location === "Zoom");
  });

  it("keeps each submission form address where the page had it: the FAQ's differs from the navigation's", () => {
    expect(youBelongHereLinks.submission).toBe("https://forms.gle/hJmEGwbSc6mhqw9QA");
    expect(youBelongHereLinks.faqSubmission).toBe("https://forms.gle/Tf1FySVor1RC5rHq8");
    expect(faq2023.find((item) => item.id === "submit")?.link).toEqual({
      label: "Submission Form",
      href: "https://forms.gle/Tf1FySVor1RC5rHq8",
    });
    const deadline = scheduleItems.find((item) => item.title === "Submission Deadline");
    expect(deadline?.link).toEqual({ label: "Submission Form", href: "https://forms.gle/hJmEGwbSc6mhqw9QA" });
  });

  it("has three sponsors, each an SVG wordmark linking to its own site", () => {
    expect(sponsors2023).toHaveLength(3);
    for (const sponsor of sponsors2023) {
      expect(sponsor.logo).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
      expect(sponsor.link).toMatch(/^https:\/\//);
    }
  });
});
