import { edition } from "@duci/data/editions/__YEAR__/content";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { speakers } from "./speakers.ts";

/** Every judge's and speaker's profile: where a card leads before scripts run. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={edition.colors} groups={speakers} />;
}
