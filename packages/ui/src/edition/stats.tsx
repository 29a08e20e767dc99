import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { space } from "../theme/tokens.ts";
import { displayFont } from "./display-font.ts";

export interface EditionStat {
  /** The figure as written, e.g. "150+" or "3". */
  value: string;
  /** What it counts, e.g. "Projects". */
  label: string;
}

export interface StatsProps {
  items: readonly EditionStat[];
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

const Item = styled.li({ display: "grid", justifyItems: "center", gap: space[1], textAlign: "center" });

// Large, in the edition's display type; `[data-ed='figure']` lets an edition colour or ornament it.
const Figure = styled.span({
  ...displayFont,
  display: "block",
  // Sized to its column (two on a phone, four from 600 px), so a wide figure such as "65,000" fits.
  fontSize: "clamp(32px, 9vw, 44px)",
  "@media (min-width: 600px)": { fontSize: "clamp(32px, 5.2vw, 64px)" },
  overflowWrap: "anywhere",
  lineHeight: 1,
  letterSpacing: "-0.02em",
  fontVariantNumeric: "tabular-nums",
});

const Label = styled.span({ display: "block", fontSize: 18, color: "var(--muted)" });

/**
 * A row of big figures, each over what it counts ("150+" over "Projects"),
 * in balanced rows. The figures are written as they are: the page shows the
 * final number before any script runs, and nothing moves.
 */
export function Stats({ items, id = "stats", title = "By the Numbers", tone = "plain" }: StatsProps) {
  return (
    <EditionSection id={id} title={title} tone={tone}>
      <BalancedGrid columns={{ base: 2, sm: 4 }} gap={space[6]}>
        {items.map((item) => (
          <Item key={`${item.value} ${item.label}`}>
            {/* Read together as "150+ Projects"; the space between is hidden by the blocks. */}
            <Figure data-ed="figure">{item.value}</Figure> <Label>{item.label}</Label>
          </Item>
        ))}
      </BalancedGrid>
    </EditionSection>
  );
}
