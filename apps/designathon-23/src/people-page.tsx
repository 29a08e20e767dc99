import { edition } from "@duci/data/editions/2023/content";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { speakers } from "./speakers.ts";
import { peopleTheme2023 } from "./theme.ts";

/** Every judge's and speaker's profile, in 2023's words, as black badges. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={peopleTheme2023} groups={speakers} look="left" />;
}
