import { club, endpoints } from "@duci/data/config";
import { housePerks } from "@duci/data/houses";
import { paths } from "@duci/data/paths";
import { ClubNames } from "@duci/shell/club-names";
import { HouseStandings } from "@duci/shell/house-standings";
import { ButtonLink } from "@duci/ui/button";
import { colors, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useHousePoints } from "./use-house-points.ts";

const Section = styled.section({
  padding: `${space[7]}px 0`,
  scrollMarginTop: space[5],
  [mq.md]: { padding: `${space[8]}px 0` },
});

const Heading = styled.h2({ fontSize: "clamp(28px, 4vw, 40px)", marginBottom: space[3] });

const Lead = styled.p({ color: colors.textMuted, maxWidth: 640, marginBottom: space[6] });

const Perks = styled.ul({
  display: "grid",
  gap: space[4],
  listStyle: "none",
  padding: 0,
  margin: 0,
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});

const Perk = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.silver,
  "& h3": { ...text.h4, marginBottom: space[2] },
  "&:nth-of-type(1)": { background: colors.sky },
  "&:nth-of-type(2)": { background: colors.lime },
  "&:nth-of-type(3)": { background: colors.peach },
  "&:nth-of-type(4)": { background: colors.blush },
});

const JoinBlock = styled.section({
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  margin: `${space[6]}px 0 ${space[8]}px`,
  padding: `${space[8]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  textAlign: "center",
  scrollMarginTop: space[5],
  "& h2": { fontSize: "clamp(28px, 4vw, 40px)" },
  "& p": { maxWidth: 560 },
});

const Actions = styled.div({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space[3] });

/** House Standings (#houses): the four houses' points from the published sheet. */
export function HouseStandingsSection() {
  const { points, state } = useHousePoints();
  return (
    <Section id="houses" aria-labelledby="houses-heading">
      <Heading id="houses-heading">House Standings</Heading>
      <Lead>
        Members earn points for their house at every meeting, workshop and social. Here is where the four houses stand
        this quarter.
      </Lead>
      <HouseStandings points={points} state={state} sheetUrl={endpoints.housePointsPage} />
    </Section>
  );
}

/** Activities and Perks (#activities-and-perks): why come to events and join a house. */
export function PerksSection() {
  return (
    <Section id="activities-and-perks" aria-labelledby="perks-heading">
      <Heading id="perks-heading">Activities and Perks</Heading>
      <Lead>Come for the workshops, stay for the people. Every event brings you:</Lead>
      <Perks>
        {housePerks.map((perk) => (
          <Perk key={perk.title}>
            <h3>{perk.title}</h3>
            <p>{perk.text}</p>
          </Perk>
        ))}
      </Perks>
    </Section>
  );
}

/** The join block (#join): newsletter and houses. */
export function JoinSection() {
  return (
    <JoinBlock id="join" aria-labelledby="join-heading">
      <h2 id="join-heading">
        Join <ClubNames>{club.shortName}</ClubNames>
      </h2>
      <p>
        Membership is free for everyone. Sign up for the newsletter to hear about every event, and join a house to start
        earning points.
      </p>
      <Actions>
        <ButtonLink href={paths.join} data-variant="light">
          Get event updates
        </ButtonLink>
        <ButtonLink href={paths.houses} data-variant="outline-light">
          Find your house
        </ButtonLink>
      </Actions>
    </JoinBlock>
  );
}
