import { edition } from "@duci/data/editions/2025/content";
import { EditionPeoplePage } from "@duci/ui/edition/people-profiles";
import { speakers } from "./speakers.ts";

/** Every judge's and speaker's profile: where a card leads before scripts run. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={edition.colors} groups={speakers} />;
}
