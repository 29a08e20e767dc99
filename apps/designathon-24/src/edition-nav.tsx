import { designathon2024Links, sections2024 } from "@duci/data/designathon-24";
import { CHALLENGE_BRIEF_REVEAL_2024 } from "@duci/time/deadlines";
import { hasPassed } from "@duci/time/has-passed";
import { ButtonLink } from "@duci/ui/button";
import { newTab } from "@duci/ui/link";
import { SectionNav } from "@duci/ui/section-nav";
import { UnavailableLink } from "@duci/ui/unavailable-link";

export interface EditionNavProps {
  now: Date;
}

/**
 * The sections, then the Challenge Brief (from its reveal on) and the Handbook,
 * both in new tabs; without a known address each shows as a label, not a link.
 */
export function EditionNav({ now }: EditionNavProps) {
  return (
    <SectionNav
      aria-label="Sections"
      items={sections2024}
      offset={80}
      actions={
        <>
          {!hasPassed(CHALLENGE_BRIEF_REVEAL_2024, now) ? null : designathon2024Links.challengeBrief ? (
            <ButtonLink
              href={designathon2024Links.challengeBrief}
              {...newTab}
              data-variant="primary"
              aria-label="Challenge Brief (opens in a new tab)"
            >
              Challenge Brief
            </ButtonLink>
          ) : (
            <UnavailableLink label="Challenge Brief" />
          )}
          {designathon2024Links.handbook ? (
            <ButtonLink
              href={designathon2024Links.handbook}
              {...newTab}
              data-variant="outline"
              aria-label="Handbook (opens in a new tab)"
            >
              Handbook
            </ButtonLink>
          ) : (
            <UnavailableLink label="Handbook" />
          )}
        </>
      }
    />
  );
}
