import { editionTitle } from "@duci/data/edition";
import { edition2022 as edition } from "@duci/data/editions/2022/record";
import { EditionPeoplePage } from "@duci/shell/edition-people-page";
import { people } from "./people.ts";
import { peopleTheme2022 } from "./theme.ts";

/** Every judge, workshop host and organizer of Impact, each with a profile to link to. */
export function PeoplePage() {
  return (
    <EditionPeoplePage
      edition={edition}
      theme={peopleTheme2022}
      groups={people}
      look="left"
      title="Judges, Workshop Hosts & Organizers"
      description={`The judges, workshop hosts and organizers of ${editionTitle(edition)}: who they are and what they did.`}
    />
  );
}
