// Design-a-thon __YEAR__'s people: names and roles exactly as the club published
// them, `about` only in the person's own words. A list of its own so the page's
// budget counts them as content: adding a judge moves no code budget.
import type { DesignathonPerson } from "../../designathon-types.ts";

export const speakers__YEAR__ = [
  { id: "speaker-1", name: "FILL IN: Speaker Name", role: "FILL IN: their job" },
] as const satisfies readonly DesignathonPerson[];

export const judges__YEAR__ = [
  { id: "judge-1", name: "FILL IN: Judge Name", role: "FILL IN: their job" },
] as const satisfies readonly DesignathonPerson[];
