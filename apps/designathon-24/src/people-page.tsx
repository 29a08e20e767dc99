import { editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { edition2024 as edition } from "@duci/data/editions/2024";
import { EditionPage } from "@duci/ui/edition/edition-page";
import { PeopleProfiles } from "@duci/ui/edition/people-profiles";
import { speakers } from "./speakers.ts";

/** Every judge's and speaker's profile: where a card leads before scripts run. */
export function PeoplePage() {
  return (
    <EditionPage
      title={`Judges & Speakers · ${editionTitle(edition)}`}
      description={`The keynote speaker, judges and workshop hosts of ${editionTitle(edition)}: who they are and what they do.`}
      path={editionPeoplePath(edition)}
      theme={edition.colors}
    >
      <PeopleProfiles groups={speakers} editionName={edition.name} editionHref={editionPath(edition)} />
    </EditionPage>
  );
}
