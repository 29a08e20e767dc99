import { ArrowIcon } from "@duci/ui/arrow-icon";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { contrastRatio } from "@duci/ui/theme/contrast";
import { darkTints } from "@duci/ui/theme/tints";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

/** One tint a row on a phone, two from sm, all four in a row on a wide screen. */
const columns = { base: 1, sm: 2, lg: 4 } as const;

const Tint = styled.li({
  display: "grid",
  gridTemplateColumns: "64px 1fr",
  gap: space[3],
  alignItems: "center",
  padding: space[3],
  borderRadius: radius.md,
  border: `1px solid ${colors.silver}`,
});

const Chip = styled.span({
  display: "grid",
  placeItems: "center",
  width: 64,
  height: 64,
  borderRadius: radius.md,
  background: "var(--tint)",
  color: colors.white,
  fontSize: 24,
  fontWeight: font.bold,
});

const Name = styled.span({ display: "block", fontWeight: font.bold });

const Detail = styled.span({ ...text.small, display: "block", color: colors.textMuted });

/** The dark tints of the theme, with the brand colour each darkens and what it is for. */
export function TintList() {
  return (
    <BalancedGrid columns={columns}>
      {darkTints.map((tint) => (
        <Tint key={tint.token}>
          <Chip aria-hidden="true" style={{ ["--tint" as string]: tint.hex }}>
            <ArrowIcon />
          </Chip>
          <span>
            <Name>
              {tint.name} {tint.hex}
            </Name>
            <Detail>
              {tint.base}, darkened; white on it {contrastRatio(colors.white, tint.hex).toFixed(1)}:1
            </Detail>
            <Detail>{tint.use}</Detail>
          </span>
        </Tint>
      ))}
    </BalancedGrid>
  );
}
