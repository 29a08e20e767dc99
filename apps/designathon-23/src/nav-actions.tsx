import { YOU_BELONG_HERE_PRERENDER_NOW, youBelongHereLinks } from "@duci/data/designathon-23";
import { CHALLENGE_BRIEF_REVEAL_2023 } from "@duci/time/deadlines";
import { hasPassed } from "@duci/time/has-passed";
import { ButtonLink } from "@duci/ui/button";
import { useNow } from "@duci/ui/hooks/use-now";
import { newTab } from "@duci/ui/link";
import { UnavailableLink } from "@duci/ui/unavailable-link";

/** The Submission Form button, and the Challenge Brief button from 24 Feb 2023 7:00 PM Pacific on (checked every second). */
export function NavActions() {
  const now = useNow(1000, YOU_BELONG_HERE_PRERENDER_NOW);
  return (
    <>
      {youBelongHereLinks.submission ? (
        <ButtonLink href={youBelongHereLinks.submission} data-variant="primary" {...newTab}>
          Submission Form<span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      ) : (
        <UnavailableLink label="Submission Form" />
      )}
      {!hasPassed(CHALLENGE_BRIEF_REVEAL_2023, now) ? null : youBelongHereLinks.challengeBrief ? (
        <ButtonLink href={youBelongHereLinks.challengeBrief} data-variant="outline" {...newTab}>
          Challenge Brief<span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      ) : (
        <UnavailableLink label="Challenge Brief" />
      )}
    </>
  );
}
