import { editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2026/content";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { Committees } from "@duci/ui/edition/committees";
import { speakers } from "./speakers.ts";
import { peopleTheme2026 } from "./theme.ts";

/**
 * Lost & Found's people: every keynote speaker's and judge's profile (where
 * the page's names lead), then the organizing team, committee by committee,
 * as constellations (`#team`, where the page's team leads).
 */
export function PeoplePage() {
  return (
    <EditionPeoplePage
      edition={edition}
      theme={peopleTheme2026}
      groups={speakers}
      title="Speakers, Judges & Team"
      description={`The keynote speakers, judges and organizing team of ${editionTitle(edition)}: who they are and what they did.`}
    >
      <Committees id="team" title="Organizing Team" committees={content.committees} />
    </EditionPeoplePage>
  );
}
