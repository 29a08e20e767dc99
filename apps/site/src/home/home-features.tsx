import { paths } from "@duci/data/paths";
import { ButtonLink } from "@duci/ui/button";
import { Reveal } from "@duci/ui/reveal";
import { colors, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { SymbolIcon } from "./club-symbols.tsx";
import { Name } from "./nowrap.ts";

// Two columns from 600 px with the third feature across both; three in a row on a wide screen.
const Features = styled.div({
  display: "grid",
  gap: space[5],
  padding: `${space[8]}px 0`,
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", "& > :nth-child(3)": { gridColumn: "1 / -1" } },
  [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", "& > :nth-child(3)": { gridColumn: "auto" } },
});

const Feature = styled.section({
  display: "flex",
  flexDirection: "column",
  gap: space[4],
  height: "100%",
  padding: space[5],
  [mq.sm]: { padding: space[6] },
  borderRadius: radius.lg,
  "&[data-tone='peach']": { background: colors.peach },
  "&[data-tone='lime']": { background: colors.lime },
  "&[data-tone='blush']": { background: colors.blush },
  "& > :last-child": { marginTop: "auto", alignSelf: "start" },
});

const FeatureTitle = styled.h2(text.h3);

const FeatureText = styled.p({ ...text.large, maxWidth: 640 });

const features = [
  {
    tone: "peach",
    symbol: "workshop",
    title: "Workshops nearly every week",
    text: "Hands-on sessions on UX concepts, visual design and prototyping, taught by students who were beginners not long ago.",
    cta: "See upcoming workshops",
    href: paths.events,
  },
  {
    tone: "lime",
    symbol: "industry",
    title: "Talks with working designers",
    text: "Industry speakers share how they got hired, what their days look like and what they wish they had known in school.",
    cta: "Find the next talk",
    href: paths.events,
  },
  {
    tone: "blush",
    symbol: "teams",
    title: "Resources for every project",
    text: (
      <>
        Workshop slides, curated tools and guides, and programs like Project Teams and the <Name>Design-a-thon</Name>.
      </>
    ),
    cta: "Browse resources",
    href: paths.resources,
  },
] as const;

/** What the club offers, each with the way to it. */
export function HomeFeatures() {
  return (
    <Features>
      {features.map((feature) => (
        <Reveal key={feature.title}>
          <Feature data-tone={feature.tone} aria-labelledby={`feature-${feature.tone}`}>
            <SymbolIcon name={feature.symbol} />
            <FeatureTitle id={`feature-${feature.tone}`}>{feature.title}</FeatureTitle>
            <FeatureText>{feature.text}</FeatureText>
            <ButtonLink href={feature.href} data-variant="outline">
              {feature.cta}
            </ButtonLink>
          </Feature>
        </Reveal>
      ))}
    </Features>
  );
}
