import { club } from "@duci/data/config";
import { housesSignUp } from "@duci/data/houses";
import { type SignUpState, signUpState } from "@duci/time/sign-up-state";
import { ButtonLink } from "@duci/ui/button";
import { useNow } from "@duci/ui/hooks/use-now";
import { colors, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { ScrollLink } from "../events/scroll-link.tsx";
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
 * The houses' sign-up at the build's time (prerender and hydration agree),
 * then by the clock, which re-renders only at the record's dates.
 */
export function useHousesSignUp(): { state: SignUpState; renderedAt: Date } {
  const renderedAt = useRenderedNow();
  const { opens, closes } = housesSignUp;
  const now = useNow(opens ? [opens, closes] : [closes], renderedAt);
  return { state: signUpState(housesSignUp, now), renderedAt };
}

/** The landing's call to action: joining while sign-ups are open, else the way to ask the board. */
export function HousesJoinLink({ state }: { state: SignUpState }) {
  return <ScrollLink target="join">{state === "open" ? "Join a house" : "Missed sign-ups? Get in touch"}</ScrollLink>;
}

export interface HousesJoinProps {
  state: SignUpState;
  renderedAt: Date;
}

/**
 * The join section (#join): "Sign Up and Get Sorted!" while the sign-up in
 * the record is open, otherwise an invitation to email the board.
 */
export function HousesJoin({ state, renderedAt }: HousesJoinProps) {
  const closed = state !== "open";
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
