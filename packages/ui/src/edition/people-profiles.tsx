import styled from "@emotion/styled";
import type { CSSProperties } from "react";
import { BackArrow } from "../back-arrow.tsx";
import { BalancedGrid } from "../balanced-grid.tsx";
import { Container } from "../container.tsx";
import { PersonDetails } from "../person-card.tsx";
import { breakpoints, font, mq, space, text } from "../theme/tokens.ts";
import { useEditionTheme } from "./edition-theme.tsx";
import { notecardWords, type PeopleGroup, type PeopleLook } from "./people-grid.tsx";

export interface PeopleProfilesProps {
  /** The same groups as the edition page's `PeopleGrid`. */
  groups: readonly PeopleGroup[];
  /** The page's heading. */
  title?: string;
  /** The edition's name and page, for the way back. */
  editionName: string;
  editionHref: string;
  /** The notecard's words, as in the edition's `PeopleGrid`. */
  look?: PeopleLook;
}

const Intro = styled.header({
  padding: `${space[7]}px 0 ${space[6]}px`,
  background: "var(--profiles-tint)",
  [mq.md]: { padding: `${space[8]}px 0 ${space[7]}px` },
});

const Back = styled.a({ display: "inline-block", marginBottom: space[4], color: "inherit", fontWeight: font.bold });

const Title = styled.h1(text.h1);

const Group = styled.section({
  padding: `${space[7]}px 0 0`,
  "&:last-of-type": { paddingBottom: space[8] },
});

const GroupTitle = styled.h2({ ...text.h2, marginBottom: space[5] });

// Two profiles to a row from sm up, three from lg (BalancedGrid picks per group, so no last row
// holds one card where another count would not). Where two a row leave one over, it takes the
// whole row rather than standing alone in the middle.
const Item = styled.li({
  containerType: "inline-size",
  [`${mq.sm} and (max-width: ${breakpoints.lg - 0.02}px)`]: {
    "&:nth-child(odd):last-child:not(:first-child)": { flexBasis: "100%" },
  },
});

// A card of the edition's theme: the portrait above the words, beside them once the card is wide.
const Profile = styled.article({
  height: "100%",
  padding: space[5],
  // Reached by a card's link (#maren-osei): clear of the sticky site navigation.
  scrollMarginTop: 96,
  [mq.md]: { padding: space[6] },
  "& h3": { ...text.h3, marginBottom: space[2] },
  "& > div": { gridTemplateColumns: "1fr" },
  "@container (min-width: 480px)": { "& > div": { gridTemplateColumns: "200px 1fr" } },
});

/**
 * Every person of an edition with everything their card's dialog shows: the
 * page a card leads to before scripts run (and a page to share). Each profile
 * is anchored by the person's id.
 */
export function PeopleProfiles({
  groups,
  title = "Judges & Speakers",
  editionName,
  editionHref,
  look = "centered",
}: PeopleProfilesProps) {
  const { tint } = useEditionTheme();
  const first = groups.find((group) => group.people.length > 0)?.people[0];
  return (
    <>
      <Intro data-ed="intro" style={{ "--profiles-tint": tint } as CSSProperties}>
        <Container>
          <Back href={editionHref}>
            <BackArrow />
            Back to {editionName}
          </Back>
          <Title>{title}</Title>
        </Container>
      </Intro>
      <Container>
        {groups
          .filter((group) => group.people.length > 0)
          .map((group, index) => (
            <Group key={group.title} aria-labelledby={`people-group-${index}`}>
              <GroupTitle id={`people-group-${index}`} data-ed="group">
                {group.title}
              </GroupTitle>
              <BalancedGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={space[6]}>
                {group.people.map((person) => (
                  <Item key={person.id}>
                    <Profile id={person.id} aria-labelledby={`${person.id}-name`} data-ed="card">
                      <h3 id={`${person.id}-name`}>{person.name}</h3>
                      <PersonDetails
                        person={person}
                        {...notecardWords[look]}
                        // The first portrait is in the first screenful: it comes at once.
                        portraitLoading={person === first ? "eager" : "lazy"}
                      />
                    </Profile>
                  </Item>
                ))}
              </BalancedGrid>
            </Group>
          ))}
      </Container>
    </>
  );
}
