import { type BrandSymbol, symbolUrl } from "@duci/data/brand";
import { ClubNames } from "@duci/shell/club-names";
import { colors, focusRing, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Card = styled.a({
  display: "grid",
  // The track never grows past the card for a long unbroken name.
  gridTemplateColumns: "minmax(0, 1fr)",
  alignContent: "start",
  gap: space[3],
  height: "100%",
  padding: space[4],
  "@media (max-width: 389.98px)": { padding: space[3] },
  borderRadius: radius.md,
  border: `1px solid ${colors.silver}`,
  color: colors.text,
  textDecoration: "none",
  "&:hover": { boxShadow: "0 6px 18px rgba(0, 0, 36, 0.12)" },
  "&:focus-visible": focusRing,
});

const Preview = styled.span({
  display: "grid",
  placeItems: "center",
  height: 120,
  borderRadius: radius.sm,
  background: colors.silver,
  "&[data-dark='true']": { background: colors.black },
  "& img": { maxWidth: "90%", maxHeight: 96, width: "auto", height: "auto" },
});

// "Design-a-thon" stays whole on a two-column phone grid.
const Name = styled.span({ fontWeight: font.bold, "@media (max-width: 389.98px)": { fontSize: 15 } });

// The file's name may break after a hyphen, never inside a word.
const Action = styled.span({ ...text.small, color: colors.link, fontWeight: font.medium, textWrap: "pretty" });

export interface SymbolCardProps {
  symbol: BrandSymbol;
}

/** A brand symbol that downloads its SVG file when chosen. */
export function SymbolCard({ symbol }: SymbolCardProps) {
  return (
    <Card href={symbolUrl(symbol.file)} download={symbol.file}>
      <Preview data-dark={symbol.dark === true}>
        <img src={symbolUrl(symbol.file)} alt="" width={100} height={100} loading="lazy" />
      </Preview>
      <Name>
        <ClubNames>{symbol.title}</ClubNames>
      </Name>
      <Action>Download {symbol.file}</Action>
    </Card>
  );
}
