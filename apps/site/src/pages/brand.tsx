import { brandSymbols } from "@duci/data/brand";
import { ClubNames } from "@duci/shell/club-names";
import { PageTitle } from "@duci/shell/page-title";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { Container } from "@duci/ui/container";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { ColorSwatches } from "../brand/color-swatches.tsx";
import { FontCard } from "../brand/font-card.tsx";
import { SymbolCard } from "../brand/symbol-card.tsx";
import { TintList } from "../brand/tint-list.tsx";
import { PageHero } from "../resources/page-hero.tsx";

const Section = styled.section({ marginBottom: space[8] });

const SectionTitle = styled.h2({ ...text.h2, marginBottom: space[2] });

const SubTitle = styled.h3({ ...text.h3, marginTop: space[7], marginBottom: space[2] });

const Hint = styled.p({ color: colors.textMuted, marginBottom: space[5], maxWidth: 680 });

/** Eleven symbols: six and five on a wide screen, a short last row centred on narrower ones. */
const symbolColumns = { base: 2, sm: 3, md: 4, lg: 6 } as const;

const Fonts = styled.div({ display: "grid", gap: space[5], [mq.md]: { gridTemplateColumns: "1fr 1fr" } });

const Tips = styled.ul({
  display: "grid",
  gap: space[2],
  marginTop: space[5],
  padding: space[5],
  paddingLeft: space[7],
  borderRadius: radius.md,
  background: colors.silver,
  // In DM Sans like every word on the site; bold sets the feature tags apart.
  "& code": { fontFamily: "inherit", fontWeight: font.bold },
});

export function BrandPage() {
  return (
    <>
      <PageTitle
        title="Brand"
        description="Design at UCI's brand colours, logos and symbols, and font, free to download for club materials."
      />
      <PageHero
        symbols={["logo", "teams", "workshop"]}
        title="Brand guidelines"
        lead={
          <ClubNames>Our colours, symbols and type, for anyone making something for or with Design at UCI.</ClubNames>
        }
        background={`linear-gradient(135deg, ${colors.blush} 0%, ${colors.sky} 100%)`}
      />
      <Container>
        <Section aria-labelledby="brand-colors">
          <SectionTitle id="brand-colors">Colors</SectionTitle>
          <Hint>Select a swatch to copy its HEX code.</Hint>
          <ColorSwatches />
          <SubTitle>Tints for contrast</SubTitle>
          <Hint>
            Darker versions of brand colours, for text and small white marks where the brand colour itself would be too
            light to read.
          </Hint>
          <TintList />
        </Section>
        <Section aria-labelledby="brand-symbols">
          <SectionTitle id="brand-symbols">Symbols</SectionTitle>
          <Hint>Logos and icons as SVG files. Select one to download it.</Hint>
          <BalancedGrid columns={symbolColumns}>
            {brandSymbols.map((symbol) => (
              <li key={symbol.file}>
                <SymbolCard symbol={symbol} />
              </li>
            ))}
          </BalancedGrid>
        </Section>
        <Section aria-labelledby="brand-font">
          <SectionTitle id="brand-font">Font</SectionTitle>
          <Hint>Our typeface is DM Sans, in two weights.</Hint>
          <Fonts>
            <FontCard weightName="Medium" weight={font.medium} />
            <FontCard weightName="Bold" weight={font.bold} />
          </Fonts>
          <Tips>
            <li>
              Turn on stylistic sets 2 and 3 (<code>ss02</code> and <code>ss03</code>) in your design tool's type
              settings: they give DM Sans the rounder letterforms we use.
            </li>
            <li>Italics are allowed for emphasis, in either weight.</li>
          </Tips>
        </Section>
      </Container>
    </>
  );
}
