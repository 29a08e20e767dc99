import { edition2023 as edition } from "@duci/data/editions/2023";
import { EditionPeoplePage } from "@duci/ui/edition/people-profiles";
import { speakers } from "./speakers.ts";

/** Every judge's and speaker's profile, in 2023's words and without heading bars. */
export function PeoplePage() {
  return <EditionPeoplePage edition={edition} theme={{ tint: edition.colors.tint }} groups={speakers} look="left" />;
}
