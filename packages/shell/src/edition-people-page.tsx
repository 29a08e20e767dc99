import { type Edition, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { PeopleProfiles, type PeopleProfilesProps } from "@duci/ui/edition/people-profiles";
import type { ReactNode } from "react";
import { EditionPage } from "./edition-page.tsx";

export interface EditionPeoplePageProps extends Omit<PeopleProfilesProps, "editionName" | "editionHref"> {
  edition: Pick<Edition, "yy" | "year" | "name">;
  /** The edition's colours, as its page has them. */
  theme: EditionTheme;
  /** What the page's description says it holds; the keynote speaker, judges and workshop hosts by default. */
  description?: string;
  /** More of the edition's people after the profiles, e.g. its organizing team. */
  children?: ReactNode;
}

/** An edition's people page (/designathon/<yy>/people/): its frame, title and description, and `PeopleProfiles`. */
export function EditionPeoplePage({ edition, theme, description, children, ...profiles }: EditionPeoplePageProps) {
  const title = editionTitle(edition);
  return (
    <EditionPage
      title={`${profiles.title ?? "Judges & Speakers"} · ${title}`}
      description={
        description ?? `The keynote speaker, judges and workshop hosts of ${title}: who they are and what they do.`
      }
      path={editionPeoplePath(edition)}
      theme={theme}
    >
      <PeopleProfiles {...profiles} editionName={edition.name} editionHref={editionPath(edition)} />
      {children}
    </EditionPage>
  );
}
