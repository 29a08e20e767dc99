import { formatHousePoints, type HousePoints } from "@duci/data/house-points";
import { houses } from "@duci/data/houses";
import { ButtonLink } from "@duci/ui/button";
import { newTab } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";

const List = styled.ul({
  display: "grid",
  gap: space[4],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${space[6]}px`,
  [mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

const Tile = styled.li({
  display: "grid",
  justifyItems: "center",
  gap: space[2],
  padding: `${space[5]}px ${space[3]}px`,
  borderRadius: radius.lg,
  color: colors.black,
  textAlign: "center",
});

const Name = styled.h3({ margin: 0, fontSize: text.h3.fontSize });

const Points = styled.p({ margin: 0, fontSize: text.large.fontSize, fontWeight: font.medium });

const Value = styled.span({
  display: "block",
  fontSize: 40,
  fontWeight: font.bold,
  lineHeight: 1.1,
  fontVariantNumeric: "tabular-nums",
  // Reserve the width of a few digits so "-" turning into "120" does not shift the tile.
  minWidth: "3ch",
});

/** Where the points stand: still asked for, read, or not to be had from the sheet. */
export type StandingsState = "loading" | "loaded" | "unavailable";

const Footer = styled.div({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[3]}px ${space[5]}px`,
});

// In place of the tiles: one sentence rather than four dashes.
const Unavailable = styled.p({
  ...text.large,
  maxWidth: 640,
  margin: `0 0 ${space[5]}px`,
  padding: `${space[3]}px ${space[4]}px`,
  borderRadius: radius.md,
  background: colors.silver,
});

export interface HouseStandingsProps extends ComponentProps<"div"> {
  /** Points by house; a house not in the map shows "-" (still loading, failed or missing). */
  points: HousePoints;
  /** "unavailable" (the sheet could not be read) shows one sentence in place of the houses' numbers. */
  state?: StandingsState;
  /** The published sheet's page, opened by "View All Points". */
  sheetUrl: string;
}

/**
 * The four houses in their colours with their emblem and points ("-" for one
 * the sheet leaves out), and a link to the full sheet; when the sheet cannot be
 * read at all, a sentence instead of the houses.
 */
export function HouseStandings({ points, state = "loaded", sheetUrl, ...rest }: HouseStandingsProps) {
  return (
    <div {...rest}>
      {state === "unavailable" ? (
        <Unavailable role="status">
          Standings are updated after each event. See every house's points in the sheet.
        </Unavailable>
      ) : (
        <List>
          {houses.map((house) => {
            const value = points[house.name];
            return (
              <Tile key={house.name} style={{ background: house.color }} data-house={house.name}>
                <img src={house.icon} alt="" width={64} height={64} loading="lazy" />
                <Name>{house.name}</Name>
                <Points>
                  <Value>{value === undefined ? "-" : formatHousePoints(value)}</Value> points
                </Points>
              </Tile>
            );
          })}
        </List>
      )}
      <Footer>
        <ButtonLink href={sheetUrl} {...newTab}>
          View All Points<span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      </Footer>
    </div>
  );
}
