import styled from "@emotion/styled";
import type { CSSProperties } from "react";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { type NotecardWords, PersonCard, type PersonCardPerson } from "../person-card.tsx";
import { mq, space } from "../theme/tokens.ts";

export interface PeopleGroup {
  /** e.g. "Judges"; a heading one level under the section's. */
  title: string;
  people: readonly (PersonCardPerson & { id: string })[];
}

export type PeopleLook = "centered" | "left";

/** The notecard's words in each look. */
export const notecardWords: Record<PeopleLook, Required<NotecardWords>> = {
  centered: { aboutTitle: "About", funFactLabel: "Fun fact" },
  left: { aboutTitle: "About Me", funFactLabel: "Fun Fact" },
};

export interface PeopleGridProps {
  groups: readonly PeopleGroup[];
  /** The edition's people page (`PeopleProfiles`), where each card leads until scripts run. */
  profilesPath: string;
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
  /**
   * "centered": centred group titles, cards tilted by turns.
   * "left": group titles at the left, cards upright; the modal's notecard says "About Me"
   * and "Fun Fact", and any click in it closes it.
   */
  look?: PeopleLook;
}

/** The most cards a row holds from each breakpoint up: one column track for every group on the page. */
export const peopleColumns = { base: 2, sm: 3, md: 4 } as const;

/** A group: its title, then its people in balanced rows; the track's column count in `--track`. */
export const Group = styled.div({
  "& + &": { marginTop: space[8] },
  "--track": peopleColumns.base,
  [mq.sm]: { "--track": peopleColumns.sm },
  [mq.md]: { "--track": peopleColumns.md },
});

export const GroupTitle = styled.h3({
  fontSize: 28,
  marginBottom: space[5],
  "[data-look='centered'] &": { textAlign: "center" },
});

/**
 * A group's rows (`BalancedGrid`, filling rows of the track's columns) as wide as the columns it
 * uses, centred: every card on the page has one width, and a short row sits in the middle.
 */
export const groupRows: CSSProperties = {
  // The columns' share of the width and the gaps after each, but the last one.
  width: "calc(var(--columns) * (100% + var(--grid-gap)) / var(--track) - var(--grid-gap))",
  marginInline: "auto",
};

/** The scattered polaroids of "centered"; "left" stands its cards upright. */
export const tilts = { centered: [-3, 2, -1, 3, -2], left: [0] } as const;

/** Judges, speakers and hosts in titled groups of polaroids, each opening the person's notecard. */
export function PeopleGrid({
  groups,
  profilesPath,
  id = "speakers",
  title = "Judges & Speakers",
  tone = "plain",
  look = "centered",
}: PeopleGridProps) {
  const lean = tilts[look];
  const left = look === "left";
  return (
    <EditionSection id={id} title={title} tone={tone}>
      <div data-look={look}>
        {groups.map((group) => (
          <Group key={group.title}>
            <GroupTitle data-ed="group">{group.title}</GroupTitle>
            {/* Columns chosen from the group's size: no one left alone on a last row where it can be helped. */}
            <BalancedGrid columns={peopleColumns} gap={space[5]} style={groupRows} full>
              {group.people.map((person, index) => (
                <li key={person.id}>
                  <PersonCard
                    person={person}
                    profileHref={`${profilesPath}#${person.id}`}
                    tilt={lean[index % lean.length]}
                    closeOnContentClick={left}
                    {...notecardWords[look]}
                  />
                </li>
              ))}
            </BalancedGrid>
          </Group>
        ))}
      </div>
    </EditionSection>
  );
}
