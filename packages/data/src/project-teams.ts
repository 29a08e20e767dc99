import type { SignUpWindow } from "@duci/time/sign-up-state";

/** A season of project teams as the club's record has it. */
export interface ProjectTeamsSeason {
  /** "Fall 2024". */
  season: string;
  meetings: string;
  weeks: string;
  /**
   * When applications for this season were taken; absent when the record
   * does not say, which reads as closed.
   */
  applications?: SignUpWindow;
}

/**
 * The latest season in the record. Its application dates are not known (the
 * teams filled up and applications closed), so the page says applications are
 * closed. Add the next season's window here and the page opens them.
 */
export const projectTeamsSeason: ProjectTeamsSeason = {
  season: "Fall 2024",
  meetings: "Wednesdays 5-7 PM",
  weeks: "Weeks 2 through 9",
};
