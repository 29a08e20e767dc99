import { editionTitle } from "@duci/data/edition";
import { content, edition } from "@duci/data/editions/2025/content";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { Committees } from "@duci/ui/edition/committees";
import { speakers } from "./speakers.ts";
import { peopleTheme2025 } from "./theme.ts";

/**
 * Everyone of Beyond Our Horizons in full, where the main page's names lead: each
 * keynote speaker's and judge's profile, then the organizing team by committee,
 * each member with their position (`#team`).
 */
export function PeoplePage() {
  return (
    <EditionPeoplePage
      edition={edition}
      theme={peopleTheme2025}
      groups={speakers}
      title="Speakers, Judges & Team"
      description={`The keynote speakers, judges and organizing team of ${editionTitle(edition)}: who they are and what they did.`}
    >
      <Committees id="team" tone="tint" committees={content.committees} />
    </EditionPeoplePage>
  );
}
