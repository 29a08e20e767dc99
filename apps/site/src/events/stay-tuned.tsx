import { paths } from "@duci/data/paths";
import { ButtonLink } from "@duci/ui/button";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { FollowLinks } from "./follow-links.tsx";

/** A page of a calendar with next week's dates still open, one marked "soon". */
function CalendarArt(props: ComponentProps<"svg">) {
  const dots = [0, 1, 2, 3, 4].flatMap((column) => [0, 1, 2].map((row) => ({ column, row })));
  return (
    <svg viewBox="0 0 200 180" width="200" height="180" aria-hidden="true" {...props}>
      <circle cx="152" cy="44" r="38" fill={colors.blush} />
      <rect x="22" y="34" width="146" height="128" rx="22" fill={colors.white} stroke={colors.black} strokeWidth="5" />
      <path d="M22 70h146" stroke={colors.black} strokeWidth="5" />
      <rect x="24.5" y="36.5" width="141" height="31" rx="19" fill={colors.blue} />
      <rect x="52" y="20" width="10" height="30" rx="5" fill={colors.black} />
      <rect x="128" y="20" width="10" height="30" rx="5" fill={colors.black} />
      {dots.map(({ column, row }) =>
        column === 3 && row === 1 ? null : (
          <circle key={`${column}-${row}`} cx={46 + column * 25} cy={92 + row * 24} r="5" fill={colors.silver} />
        ),
      )}
      <circle cx="121" cy="116" r="15" fill={colors.yellow} stroke={colors.black} strokeWidth="4" />
      <path d="M176 118l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={colors.orange} />
      <path d="M14 104l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={colors.green} />
    </svg>
  );
}

const Root = styled.div({
  display: "grid",
  gap: space[5],
  alignItems: "center",
  // Fills the slot the next event takes when there is one, so no gap is left below it.
  minHeight: 312,
  padding: `${space[6]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: `linear-gradient(135deg, ${colors.sky} 0%, ${colors.blush} 100%)`,
  [mq.sm]: { padding: space[7] },
  [mq.md]: { gridTemplateColumns: "auto minmax(0, 1fr)", gap: space[7], padding: `${space[7]}px ${space[8]}px` },
  "& > svg": { width: 120, height: "auto", [mq.sm]: { width: 160 }, [mq.md]: { width: 200 } },
});

const Body = styled.div({ display: "grid", gap: space[4], justifyItems: "start" });

const Lines = styled.div({
  display: "grid",
  gap: space[2],
  maxWidth: 560,
  "& p:first-of-type": { ...text.lead, fontWeight: font.bold },
  "& p + p": { color: colors.textMuted },
});

export interface StayTunedProps {
  /** The heading, with the id the section is labelled by. */
  heading: ReactNode;
}

/**
 * What /events shows when nothing is planned: no upcoming events yet, and
 * how to hear of the next ones first (the newsletter, the club's networks).
 */
export function StayTuned({ heading }: StayTunedProps) {
  return (
    <Root data-testid="stay-tuned">
      <CalendarArt />
      <Body>
        {heading}
        <Lines>
          <p>There are currently no upcoming events.</p>
          <p>
            New workshops, talks and socials are announced here as each quarter's events are planned. Sign up to hear
            about them first.
          </p>
        </Lines>
        <ButtonLink href={paths.join}>Get events by email</ButtonLink>
        <FollowLinks />
      </Body>
    </Root>
  );
}
