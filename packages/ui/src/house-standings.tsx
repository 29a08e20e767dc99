import { formatHousePoints, type HousePoints } from "@duci/data/house-points";
import { houses } from "@duci/data/houses";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { ButtonLink } from "./button.tsx";
import { newTab } from "./link.tsx";
import { colors, font, mq, radius, space, text } from "./theme/tokens.ts";

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

export interface HouseStandingsProps extends ComponentProps<"div"> {
  /** Points by house; a house not in the map shows "-" (still loading, failed or missing). */
  points: HousePoints;
  /** The published sheet's page, opened by "View All Points". */
  sheetUrl: string;
}

/** The four houses in their colours with their emblem and points, and a link to the full sheet. */
export function HouseStandings({ points, sheetUrl, ...rest }: HouseStandingsProps) {
  return (
    <div {...rest}>
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
      <ButtonLink href={sheetUrl} {...newTab}>
        View All Points<span className="visually-hidden"> (opens in a new tab)</span>
      </ButtonLink>
    </div>
  );
}
