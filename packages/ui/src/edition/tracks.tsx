import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { newTab } from "../link.tsx";
import { font, space } from "../theme/tokens.ts";
import { UnbrokenNames } from "../unbroken-names.tsx";

export interface EditionTrack {
  id: string;
  /** The track's name over its title, e.g. "General Track"; "Track 1", "Track 2"… by default. */
  label?: string;
  title: string;
  /** The brief in a sentence or two. */
  summary?: string;
  /** What the track's winners take home, one line each. */
  prizes?: readonly string[];
  /** A document of the track's own, e.g. its judging rubric, opened in a new tab. */
  link?: { label: string; href: string };
}

/** An award across the tracks, e.g. "People's Choice" or "Most Novel". */
export interface EditionAward {
  id: string;
  title: string;
  summary?: string;
}

export interface TracksProps {
  tracks: readonly EditionTrack[];
  /** Special awards, shown as a second titled group after the tracks. */
  awards?: readonly EditionAward[];
  /** The tracks' group title, shown when there are awards too. */
  tracksTitle?: string;
  awardsTitle?: string;
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

const GroupTitle = styled.h3({ fontSize: 28, marginBottom: space[5], "* + &": { marginTop: space[8] } });

// Cards of the edition's theme, in rows balanced so that no card is left alone where it can be helped.
const Card = styled.li({ padding: space[5], display: "grid", gap: space[2], alignContent: "start" });

// The track's number or the award's star, in the card's accent; the list itself says the number to screen readers.
const Mark = styled.span({
  fontWeight: font.bold,
  fontSize: 14,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

const Star = styled(Mark)({ fontSize: 24, lineHeight: 1, letterSpacing: 0 });

const CardTitle = styled.h3({ fontSize: 22 });

const Summary = styled.p({ color: "var(--muted)" });

const PrizesLabel = styled.p({ marginTop: space[2], fontWeight: font.bold, fontSize: 14 });

const Prizes = styled.ul({ margin: 0, paddingLeft: space[5], display: "grid", gap: space[1] });

/**
 * The competition's tracks as numbered cards (title, brief, prizes) and,
 * when there are any, its special awards as a second titled group.
 */
export function Tracks({
  tracks,
  awards = [],
  tracksTitle = "Competition Tracks",
  awardsTitle = "Special Awards",
  id = "tracks",
  title = "Tracks",
  tone = "plain",
}: TracksProps) {
  const grouped = awards.length > 0;
  // Under a group title the cards' titles are one level lower.
  const cardLevel = grouped ? "h4" : "h3";
  return (
    <EditionSection id={id} title={title} tone={tone}>
      {grouped ? <GroupTitle data-ed="group">{tracksTitle}</GroupTitle> : null}
      <BalancedGrid as="ol" columns={{ sm: 2, lg: 3 }} gap={space[5]}>
        {tracks.map((track, index) => (
          <Card key={track.id} data-ed="card">
            <Mark aria-hidden={track.label ? undefined : "true"} data-ed="mark">
              {track.label ?? `Track ${index + 1}`}
            </Mark>
            <CardTitle as={cardLevel}>
              <UnbrokenNames>{track.title}</UnbrokenNames>
            </CardTitle>
            {track.summary ? (
              <Summary>
                <UnbrokenNames>{track.summary}</UnbrokenNames>
              </Summary>
            ) : null}
            {track.prizes && track.prizes.length > 0 ? (
              <>
                <PrizesLabel>Prizes</PrizesLabel>
                <Prizes>
                  {track.prizes.map((prize) => (
                    <li key={prize}>{prize}</li>
                  ))}
                </Prizes>
              </>
            ) : null}
            {track.link ? (
              <a href={track.link.href} {...newTab}>
                {track.link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </Card>
        ))}
      </BalancedGrid>
      {grouped ? (
        <>
          <GroupTitle data-ed="group">{awardsTitle}</GroupTitle>
          <BalancedGrid columns={{ sm: 2, lg: 4 }} gap={space[5]}>
            {awards.map((award) => (
              <Card key={award.id} data-ed="card">
                <Star aria-hidden="true" data-ed="mark">
                  ★
                </Star>
                <CardTitle as="h4">
                  <UnbrokenNames>{award.title}</UnbrokenNames>
                </CardTitle>
                {award.summary ? (
                  <Summary>
                    <UnbrokenNames>{award.summary}</UnbrokenNames>
                  </Summary>
                ) : null}
              </Card>
            ))}
          </BalancedGrid>
        </>
      ) : null}
    </EditionSection>
  );
}
