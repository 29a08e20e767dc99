import { signUpState } from "@duci/time/sign-up-state";
import { describe, expect, it } from "vitest";
import { projectTeamsSeason } from "./project-teams.ts";

describe("project teams", () => {
  it("reads as closed while the record knows no application dates", () => {
    expect(projectTeamsSeason.applications).toBeUndefined();
    expect(signUpState(projectTeamsSeason.applications, new Date("2024-10-01T12:00:00-07:00"))).toBe("closed");
    expect(signUpState(projectTeamsSeason.applications, new Date("2026-11-20T12:00:00-08:00"))).toBe("closed");
  });
});
