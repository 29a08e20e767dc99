import { edition } from "@duci/data/editions/2026/content";
import { EditionPeoplePage } from "@duci/ui/edition/people-profiles";
import { speakers } from "./speakers.ts";
import { theme2026 } from "./theme.ts";

/** Every speaker's and judge's profile: where a card leads before scripts run. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={theme2026} groups={speakers} />;
}
