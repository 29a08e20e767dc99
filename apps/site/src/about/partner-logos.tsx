import type { Partner } from "@duci/data/partners";
import { newTab } from "@duci/ui/link";
import { colors, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const List = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[4],
  [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
});

const Figure = styled.figure({
  margin: 0,
  height: "100%",
  display: "grid",
  // Side by side, the wordmarks share a centre line and the captions a baseline.
  gridTemplateRows: "minmax(96px, 1fr) auto",
  alignItems: "center",
  justifyItems: "center",
  gap: space[3],
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `1px solid ${colors.silver}`,
  textAlign: "center",
});

const Caption = styled.figcaption({ ...text.small, color: colors.textMuted });

/** Partner logos, each linking to the partner's site in a new tab. */
export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  return (
    <List>
      {partners.map((partner) => (
        <li key={partner.name}>
          <Figure>
            <a href={partner.href} {...newTab}>
              <img src={partner.logo} alt={partner.name} width={partner.width} height={partner.height} loading="lazy" />
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
            <Caption>{partner.kind}</Caption>
          </Figure>
        </li>
      ))}
    </List>
  );
}
