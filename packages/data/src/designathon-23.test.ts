import { countdownState } from "@duci/time/countdown-state";
import { pacific } from "@duci/time/pacific";
import { timelineOrderProblems } from "@duci/time/timeline-order-problems";
import { describe, expect, it } from "vitest";
import {
  countdown2023,
  judges2023,
  prizes2023,
  rules2023,
  schedule2023,
  sections2023,
  sponsors2023,
  workshopHosts2023,
} from "./designathon-23.ts";

describe("the You Belong Here 2023 countdown", () => {
  it("has its dated steps in ascending order, then the end", () => {
    const dated = countdown2023.flatMap((step) => (step.at === "end" ? [] : [{ start: step.at }]));
    expect(timelineOrderProblems(dated)).toEqual([]);
    expect(countdown2023.at(-1)).toEqual({ at: "end", text: "Event has ended. Thank you for joining us!" });
  });

  it.each([
    ["2023-01-20T12:00", "Registration opens in", { days: 5, hours: 12, minutes: 0, seconds: 0 }],
    ["2023-02-01T00:00", "Registration closes in", { days: 14, hours: 23, minutes: 59, seconds: 0 }],
    ["2023-02-16T00:00", "Registration extended! Closes in", { days: 3, hours: 23, minutes: 59, seconds: 0 }],
    ["2023-02-19T23:58:30", "Registration extended! Closes in", { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    ["2023-02-19T23:59", "Design-a-thon begins in", { days: 4, hours: 17, minutes: 31, seconds: 0 }],
    ["2023-02-24T17:30", "Submissions are due in", { days: 1, hours: 14, minutes: 30, seconds: 0 }],
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

describe("the You Belong Here 2023 content", () => {
  it("has unique ids per list", () => {
    for (const list of [judges2023, workshopHosts2023, prizes2023, sections2023, sponsors2023, schedule2023]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("gives every person pronouns and a fun fact for the modal", () => {
    for (const person of [...judges2023, ...workshopHosts2023]) {
      expect(person.pronouns).toBeTruthy();
      expect(person.funFact).toBeTruthy();
    }
  });

  it("states the 2023 eligibility and team size", () => {
    expect(rules2023[0]).toMatch(/undergraduate students in the United States/);
    expect(rules2023[1]).toMatch(/at most 4 people in total/);
  });

  it("has the 2023 prizes: Top 3 gift cards, three awards, a five-winner raffle with three ways in, the trial", () => {
    expect(prizes2023.map((group) => group.symbol)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "Presentation",
      "Creative",
      "Honorable",
      "Raffle",
      "Extras",
    ]);
    expect(prizes2023.slice(0, 3).map((group) => group.prizes[0])).toEqual([
      "$50 gift card for each team member",
      "$20 gift card for each team member",
      "$10 gift card for each team member",
    ]);
    expect(prizes2023.find((group) => group.symbol === "Raffle")?.prizes).toHaveLength(3);
  });

  it("has three sponsor logos, linking out only to a real address", () => {
    expect(sponsors2023).toHaveLength(3);
    for (const sponsor of sponsors2023) if (sponsor.link) expect(sponsor.link).toMatch(/^https:\/\//);
  });
});
