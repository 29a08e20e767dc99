import { club } from "@duci/data/config";
import { HOUSES_SIGN_UP_CLOSES } from "@duci/data/houses";
import { hasPassed } from "@duci/time/has-passed";
import { ButtonLink } from "@duci/ui/button";
import { useNow } from "@duci/ui/hooks/use-now";
import { colors, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useRenderedNow } from "../events/use-rendered-now.ts";

const Root = styled.section({
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  margin: `${space[6]}px 0`,
  padding: `${space[8]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  textAlign: "center",
  scrollMarginTop: space[5],
  "& h2": { fontSize: "clamp(28px, 4vw, 44px)" },
  "& p": { ...text.large, maxWidth: 560 },
});

/**
 * The join section (#join): "Sign Up and Get Sorted!" until the sign-up
 * deadline (12 January 2024, 5 PM Pacific, the same instant in every zone),
 * then an invitation to email the board. The prerender shows the state at
 * build time; the clock corrects it after hydration.
 */
export function HousesJoin() {
  const renderedAt = useRenderedNow();
  const now = useNow(30_000, renderedAt);
  const closed = hasPassed(HOUSES_SIGN_UP_CLOSES, now);
  return (
    <Root
      id="join"
      aria-labelledby="join-heading"
      data-rendered-at={renderedAt.toISOString()}
      data-state={closed ? "closed" : "open"}
    >
      {closed ? (
        <>
          <h2 id="join-heading">Didn't get to Join a House? Send Us an Email</h2>
          <p>Sign-ups for this quarter are closed, but we would still love to find you a house.</p>
          <ButtonLink href={`mailto:${club.email}`} data-variant="light">
            Contact us
          </ButtonLink>
          <p>You can also talk to any board member at one of our weekly meetings; we will help you get sorted.</p>
        </>
      ) : (
        <>
          <h2 id="join-heading">Sign Up and Get Sorted!</h2>
          <p>
            The sign-up form is open until Friday at 5pm. Answer a few quick questions and we will sort you into your
            house.
          </p>
          {/* Relative on purpose: /houses/sorting/ forwards to the sign-up form. */}
          <ButtonLink href="sorting" data-variant="light">
            Join Now
          </ButtonLink>
        </>
      )}
    </Root>
  );
}
