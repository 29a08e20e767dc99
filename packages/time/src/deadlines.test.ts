import { describe, expect, it } from "vitest";
import {
  CHALLENGE_BRIEF_REVEAL_2022,
  CHALLENGE_BRIEF_REVEAL_2023,
  CHALLENGE_BRIEF_REVEAL_2024,
  DESIGNATHON_2024_DAYS,
  HOUSES_SIGN_UP_CLOSES,
} from "./deadlines.ts";
import { hasPassed } from "./has-passed.ts";

describe("deadlines", () => {
  it.each([
    ["houses sign-up closes", HOUSES_SIGN_UP_CLOSES, "2024-01-12T17:00:00-08:00"],
    ["2022 brief reveal", CHALLENGE_BRIEF_REVEAL_2022, "2022-01-28T18:30:00-08:00"],
    ["2023 brief reveal", CHALLENGE_BRIEF_REVEAL_2023, "2023-02-24T19:00:00-08:00"],
    ["2024 brief reveal", CHALLENGE_BRIEF_REVEAL_2024, "2024-05-17T17:30:00-07:00"],
  ])("%s is at %s Pacific", (_name, constant, expected) => {
    expect(constant).toEqual(new Date(expected));
  });

  it.each([
    [HOUSES_SIGN_UP_CLOSES, "2024-01-12T16:59:59-08:00", "2024-01-12T17:00:00-08:00"],
    [CHALLENGE_BRIEF_REVEAL_2022, "2022-01-28T18:29:59-08:00", "2022-01-28T18:30:00-08:00"],
    [CHALLENGE_BRIEF_REVEAL_2023, "2023-02-24T18:59:59-08:00", "2023-02-24T19:00:00-08:00"],
    [CHALLENGE_BRIEF_REVEAL_2024, "2024-05-17T17:29:59-07:00", "2024-05-17T17:30:00-07:00"],
  ])("%s has not passed at %s and has at %s", (deadline, before, at) => {
    expect(hasPassed(deadline, new Date(before))).toBe(false);
    expect(hasPassed(deadline, new Date(at))).toBe(true);
  });

  it("lists the 2024 schedule days", () => {
    expect(DESIGNATHON_2024_DAYS).toEqual(["2024-05-17", "2024-05-18", "2024-05-19"]);
  });
});
