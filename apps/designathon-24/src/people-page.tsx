import { edition } from "@duci/data/editions/2024/content";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { speakers } from "./speakers.ts";
import { theme2024 } from "./theme.ts";

/** Every judge's and speaker's profile: where a card leads before scripts run. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={theme2024} groups={speakers} />;
}
